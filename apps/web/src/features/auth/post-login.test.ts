import { describe, expect, it } from "vitest";
import { postLoginDestination } from "./post-login";

const admin = { securityRoles: ["SYSTEM_ADMIN" as const] };
const user = { securityRoles: ["USER" as const] };

describe("post-login destination (SPEC 2.3)", () => {
  it("follows the redirect query first", () => {
    expect(postLoginDestination("/users/?page=1", admin)).toBe("/users/?page=1");
  });

  it("goes to Matters without a redirect", () => {
    expect(postLoginDestination(null, admin)).toBe("/matters/");
    expect(postLoginDestination(null, user)).toBe("/matters/");
  });

  it("never follows a redirect out of the app or back to Login", () => {
    for (const redirect of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/login?x=1",
      "users",
    ]) {
      expect(postLoginDestination(redirect, user)).toBe("/matters/");
    }
  });
});
