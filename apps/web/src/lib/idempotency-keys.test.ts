import { describe, expect, it } from "vitest";
import { createKeyRing } from "./idempotency-keys";

const ring = () => {
  let made = 0;
  return createKeyRing(() => {
    made += 1;
    return `key-${made}`;
  });
};

describe("Idempotency-Keys of creates", () => {
  it("keeps a request's key until the server answers, then gives the next one a fresh key", () => {
    const keys = ring();
    const body = { name: "Wiki", url: "wiki.example.com" };
    expect(keys.keyFor("/api/x", body)).toBe("key-1");
    // No answer yet (lost, or still on its way): sent again, it is the same create.
    expect(keys.keyFor("/api/x", { ...body })).toBe("key-1");
    keys.answered("/api/x", body, 200);
    expect(keys.keyFor("/api/x", body)).toBe("key-2");
  });

  it("gives another body or path its own key", () => {
    const keys = ring();
    expect(keys.keyFor("/api/x", { name: "A" })).toBe("key-1");
    expect(keys.keyFor("/api/x", { name: "B" })).toBe("key-2");
    expect(keys.keyFor("/api/y", { name: "A" })).toBe("key-3");
  });

  it("keeps the key after a 409 (the first is still running) and drops it after a refusal", () => {
    const keys = ring();
    keys.keyFor("/api/x", {});
    keys.answered("/api/x", {}, 409);
    expect(keys.keyFor("/api/x", {})).toBe("key-1");
    keys.answered("/api/x", {}, 400);
    expect(keys.keyFor("/api/x", {})).toBe("key-2");
  });
});
