// The pure claimed-cost rules the proceeding form and the server share (SPEC 4, 5.4).
import { describe, expect, it } from "vitest";
import {
  type CostAmountType,
  costsInconsistent,
  costTypesFor,
  defaultCostType,
  totalAmountEnabled,
  totalAmountRequired,
} from "./costs";

const N: CostAmountType = "NOT_SPECIFIED";
const T: CostAmountType = "IN_TOTAL_AMOUNT";
const P: CostAmountType = "PERCENTAGE";
const C: CostAmountType = "COST";

describe("cost amount types per component", () => {
  it("offers every type for principal and interest, no NOT_SPECIFIED for others, no IN_TOTAL_AMOUNT for damages", () => {
    expect(costTypesFor("principal")).toEqual([N, T, P, C]);
    expect(costTypesFor("interest")).toEqual([N, T, P, C]);
    expect(costTypesFor("other")).toEqual([T, P, C]);
    expect(costTypesFor("damages")).toEqual([N, P, C]);
  });

  it("defaults to NOT_SPECIFIED for principal and interest, COST for others", () => {
    expect([defaultCostType("principal"), defaultCostType("interest"), defaultCostType("other")]).toEqual([
      N,
      N,
      C,
    ]);
  });
});

describe("total amount and inconsistency (SPEC 5.4)", () => {
  it.each([
    // principal, interest, others -> enabled, required, inconsistent
    [N, N, [], false, false, false],
    [T, N, [], true, true, false],
    [T, T, [T], true, true, false],
    [N, N, [T], true, true, false],
    [T, C, [], false, true, true],
    [P, T, [], false, true, true],
    [N, N, [T, C], false, true, true],
    [C, C, [C], false, false, false],
    [P, C, [], false, false, false],
    [P, P, [], false, false, true],
    [P, P, [T], false, true, true],
  ] as const)(
    "%s + %s + %j: enabled %s, required %s, inconsistent %s",
    (principal, interest, others, enabled, required, inconsistent) => {
      const choice = { principal, interest, others };
      expect(totalAmountEnabled(choice)).toBe(enabled);
      expect(totalAmountRequired(choice)).toBe(required);
      expect(costsInconsistent(choice)).toBe(inconsistent);
    },
  );
});
