import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("health and readiness", () => {
  it("answers alive and ready", async () => {
    expect((await t.app.inject({ url: "/api/health" })).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
  });
});
