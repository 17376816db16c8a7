import { describe, expect, it } from "vitest";
import { externalHref } from "./external-link";

describe("external links", () => {
  it("keeps an http or https address and gives one without a scheme https://", () => {
    expect(externalHref("https://connect.example.com/x")).toBe("https://connect.example.com/x");
    expect(externalHref("HTTP://example.com")).toBe("HTTP://example.com");
    expect(externalHref("example.com/page?q=1")).toBe("https://example.com/page?q=1");
  });
});
