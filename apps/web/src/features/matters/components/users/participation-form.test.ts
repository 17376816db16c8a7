import type { Participation } from "@litfolio/shared/matters";
import { describe, expect, it } from "vitest";
import {
  knownUserOf,
  participationCreateRequest,
  participationFormValues,
  participationUpdateRequest,
} from "./participation-form";

const user = { emailAddress: "nina@example.com", firstName: "Nina", lastName: "Nieuw" };
const nld = { id: 7 };

describe("participant form requests", () => {
  it("sends the chosen categories only with a local counsel role", () => {
    const values = { user, role: { key: "LOCAL_COUNSEL" as const }, categories: [nld] };
    expect(participationCreateRequest(values)).toEqual({ ...values, categories: [nld] });
    expect(participationCreateRequest({ ...values, role: { key: "DB_LAWYER" } }).categories).toEqual([]);
  });

  it("edits role and categories with the loaded version, never the user", () => {
    const participation: Participation = {
      id: 3,
      role: { key: "LOCAL_COUNSEL", value: "Local counsel" },
      categories: [{ id: 7, type: "jurisdiction", code: "NLD", name: "Netherlands" }],
      user: { id: 9, ...user, active: true, deleted: false },
      permissions: ["READ", "WRITE"],
      version: 4,
    };
    const values = participationFormValues(participation);
    expect(values).toEqual({ id: 3, user, role: { key: "LOCAL_COUNSEL" }, categories: [nld] });
    expect(participationUpdateRequest(participation, { ...values, role: { key: "CLIENT_ACTIVE" } })).toEqual({
      id: 3,
      role: { key: "CLIENT_ACTIVE" },
      categories: [],
      version: 4,
    });
  });

  it("takes the names of a user the platform knows, not of a new one", () => {
    const found = { id: 9, ...user, active: false, deleted: false };
    expect(knownUserOf({ match: "PLATFORM_USER", message: "", user: found, participation: null })).toBe(
      found,
    );
    expect(knownUserOf({ match: "NEW", message: "", user: null, participation: null })).toBeNull();
    expect(knownUserOf(undefined)).toBeNull();
  });
});
