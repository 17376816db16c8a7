// abilities() beyond what today's endpoints exercise: category scope, ownership, deny by default.
import { describe, expect, it } from "vitest";
import { abilities, authorize } from "./abilities";

const user = { id: 7, securityRole: "USER" as const };
const counsel = { participation: { role: "LOCAL_COUNSEL" as const, categoryIds: [1, 2] } };

describe("abilities", () => {
  it("gives a SYSTEM_ADMIN every verb, participant or not", () => {
    expect(
      abilities({ id: 1, securityRole: "SYSTEM_ADMIN" }, "proceedings", { participation: null }),
    ).toEqual(["ADMIN", "CREATE", "READ", "UPLOAD", "WRITE", "DELETE"]);
  });

  it("denies everything on a matter without a participation, but lets anyone list matters", () => {
    expect(abilities(user, "matter", { participation: null })).toEqual([]);
    expect(abilities(user, "configuration", { participation: null })).toEqual([]);
    expect(abilities(user, "matterList", { participation: null })).toEqual(["READ"]);
  });

  it("scopes local counsel to their categories on scoped resources only", () => {
    expect(abilities(user, "proceedings", { ...counsel, categoryId: 2 })).toEqual(["READ", "WRITE"]);
    expect(abilities(user, "proceedings", { ...counsel, categoryId: 3 })).toEqual([]);
    expect(abilities(user, "proceedings", { ...counsel, categoryId: null })).toEqual([]);
    // A collection: the list query filters by the categories.
    expect(abilities(user, "proceedings", counsel)).toEqual(["READ", "WRITE"]);
    // Templates are not scoped.
    expect(abilities(user, "templates", { ...counsel, categoryId: 3 })).toEqual(["READ"]);
    // Other roles are not scoped at all.
    const lawyer = { participation: { role: "DB_LAWYER" as const, categoryIds: [] } };
    expect(abilities(user, "proceedings", { ...lawyer, categoryId: 3 })).toEqual([
      "CREATE",
      "READ",
      "WRITE",
      "DELETE",
    ]);
  });

  it("adds the own verbs only on the caller's own objects", () => {
    expect(abilities(user, "workPackages", { ...counsel, ownerIds: [8] })).toEqual(["CREATE", "READ"]);
    expect(abilities(user, "workPackages", { ...counsel, ownerIds: [8, 7] })).toEqual([
      "CREATE",
      "READ",
      "WRITE",
    ]);
    const client = { participation: { role: "CLIENT_READ_ONLY" as const, categoryIds: [] } };
    expect(abilities(user, "comments", { ...client, ownerIds: [7] })).toEqual(["READ"]);
    const observer = { participation: { role: "EXTERNAL_READ_ONLY" as const, categoryIds: [] } };
    expect(abilities(user, "workPackages", observer)).toEqual([]);
  });
});

describe("authorize", () => {
  it("answers 404 without READ, 403 without the verb, nothing with it", () => {
    expect(() => authorize([], "WRITE")).toThrow(expect.objectContaining({ status: 404, code: "NOT_FOUND" }));
    expect(() => authorize(["READ"], "WRITE")).toThrow(
      expect.objectContaining({ status: 403, code: "FORBIDDEN" }),
    );
    expect(() => authorize(["READ", "WRITE"], "WRITE")).not.toThrow();
  });
});
