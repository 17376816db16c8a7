import { describe, expect, it } from "vitest";
import { postLoginDestination } from "./post-login";

const admin = { securityRoles: ["SYSTEM_ADMIN" as const] };
const user = { securityRoles: ["USER" as const] };

describe("post-login destination (SPEC 2.3)", () => {
  it("follows the redirect query first", () => {
    expect(postLoginDestination("/users/?page=1", admin, [])).toBe("/users/?page=1");
  });

  it("goes to the Overview of a user's only matter, else to Matters (a SYSTEM_ADMIN always)", () => {
    expect(postLoginDestination(null, user, [7])).toBe("/matters/7/overview");
    expect(postLoginDestination(null, user, [7, 8])).toBe("/matters/");
    expect(postLoginDestination(null, user, [])).toBe("/matters/");
    expect(postLoginDestination(null, admin, [7])).toBe("/matters/");
  });

  it("never follows a redirect out of the app or back to Login", () => {
    for (const redirect of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/login?x=1",
      "users",
    ]) {
      expect(postLoginDestination(redirect, user, [])).toBe("/matters/");
    }
  });
});
