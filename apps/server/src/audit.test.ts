// What the audit trail keeps of a change: old and new values of the fields that changed, never secrets.
import { describe, expect, it } from "vitest";
import { changedFields } from "./audit";

describe("changedFields", () => {
  it("keeps old and new values of changed fields only", () => {
    expect(
      changedFields({ firstName: "Ann", lastName: "Lee" }, { firstName: "Anne", lastName: "Lee" }),
    ).toEqual({
      firstName: { old: "Ann", new: "Anne" },
    });
  });

  it("records a creation as changes from null", () => {
    expect(changedFields(undefined, { emailAddress: "a@example.com" })).toEqual({
      emailAddress: { old: null, new: "a@example.com" },
    });
  });

  it("keeps business codes such as a proceeding's code", () => {
    expect(changedFields({ proceedingCode: "NLD001" }, { proceedingCode: "DEU001" })).toEqual({
      proceedingCode: { old: "NLD001", new: "DEU001" },
    });
  });

  it("never keeps passwords, hashes, codes or tokens, nor bookkeeping columns", () => {
    const before = { passwordHash: "x", codeHash: "y", tokenHash: "z", version: 1, updatedAt: new Date(1) };
    const after = { passwordHash: "X", codeHash: "Y", tokenHash: "Z", version: 2, updatedAt: new Date(2) };
    expect(changedFields(before, after)).toEqual({});
  });

  it("compares dates by their instant", () => {
    expect(changedFields({ lastLogin: new Date(1000) }, { lastLogin: new Date(1000) })).toEqual({});
    expect(changedFields({ lastLogin: null }, { lastLogin: new Date(0) })).toEqual({
      lastLogin: { old: null, new: "1970-01-01T00:00:00.000Z" },
    });
  });
});
