import { messages } from "@litfolio/shared/messages";
import { describe, expect, it } from "vitest";
import { decideAccess } from "./guard";

const admin = { securityRoles: ["SYSTEM_ADMIN" as const] };
const user = { securityRoles: ["USER" as const] };

describe("route guard (SPEC 2.2)", () => {
  it("opens NONE routes to everyone", () => {
    expect(decideAccess(["NONE"], null, "/login")).toEqual({ allowed: true });
    expect(decideAccess(["NONE"], user, "/login")).toEqual({ allowed: true });
  });

  it("lets a logged-in user into ALL routes and routes of their role", () => {
    expect(decideAccess(["ALL"], user, "/matters/")).toEqual({ allowed: true });
    expect(decideAccess(["SYSTEM_ADMIN"], admin, "/users/")).toEqual({ allowed: true });
  });

  it("sends a user without the role to Matters with the permission error", () => {
    expect(decideAccess(["SYSTEM_ADMIN"], user, "/users/")).toEqual({
      allowed: false,
      message: messages.noPermission,
      redirectTo: "/matters/",
    });
  });

  it("sends a visitor to Login with the original full path, except for /", () => {
    expect(decideAccess(["SYSTEM_ADMIN"], null, "/users/?page=2&sort=lastName,asc")).toEqual({
      allowed: false,
      message: messages.needLogin,
      redirectTo: `/login?redirect=${encodeURIComponent("/users/?page=2&sort=lastName,asc")}`,
    });
    expect(decideAccess(["ALL"], null, "/")).toMatchObject({ redirectTo: "/login" });
  });

  it("treats a route without auth levels as denied", () => {
    expect(decideAccess(undefined, admin, "/x")).toMatchObject({ allowed: false, redirectTo: "/matters/" });
    expect(decideAccess(undefined, null, "/x")).toMatchObject({
      allowed: false,
      message: messages.needLogin,
    });
  });
});
