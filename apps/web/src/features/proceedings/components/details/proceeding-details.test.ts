import { describe, expect, it } from "vitest";
import { fullName, nameWithPlace } from "./proceeding-details";

describe("the details tab's people", () => {
  it("writes a name with its place when there is one", () => {
    expect(nameWithPlace({ name: "Mr. A", location: "Amsterdam" })).toBe("Mr. A (Amsterdam)");
    expect(nameWithPlace({ name: "Mr. A", location: null })).toBe("Mr. A");
  });

  it("writes a person's first and last name, without a gap for a missing one", () => {
    expect(fullName({ firstName: "Anna", lastName: "de Vries" })).toBe("Anna de Vries");
    expect(fullName({ firstName: "", lastName: "de Vries" })).toBe("de Vries");
  });
});
