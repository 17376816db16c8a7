// The resolution rules as pure functions and schemas: the step rule, the damages in euros, empty
// blocks to null, the payment date rule.
import { describe, expect, it } from "vitest";
import { messages } from "./messages";
import { damagesSumInEuro, settlementBody, stepIssues } from "./resolutions";

const settlement = { resolution: "SETTLEMENT", type: "FULL", outcome: "Settled" };

describe("resolution rules", () => {
  it("requires a step only when steps exist", () => {
    expect(stepIssues(false, null)).toEqual([]);
    expect(stepIssues(true, null)).toEqual([{ path: ["step"], message: messages.required }]);
    expect(stepIssues(true, { id: 3 })).toEqual([]);
  });

  it("sums damages in euros: the EUR total, else the EUR amounts", () => {
    const eur = (amount: number) => ({ currency: "EUR", amount });
    const base = { totalAmount: null, amount: null, overchargePercentage: null, otherAmounts: [] };
    expect(damagesSumInEuro(base)).toBeNull();
    expect(damagesSumInEuro({ ...base, totalAmount: eur(10), amount: eur(4) })).toBe(10);
    expect(
      damagesSumInEuro({
        ...base,
        amount: eur(4),
        otherAmounts: [
          { label: "a", notes: null, ...eur(6) },
          { label: "b", notes: null, currency: "GBP", amount: 100 },
        ],
      }),
    ).toBe(10);
  });

  it("turns empty blocks into null and asks for the payment date of a payment above 0", () => {
    const empty = settlementBody.parse({
      ...settlement,
      settledAmount: { currency: "", amount: "" },
      amountPaided: { currency: null, amount: null, paymentDate: "" },
    });
    expect(empty).toMatchObject({ settledAmount: null, amountPaided: null, step: null, contents: [] });
    const paid = settlementBody.safeParse({ ...settlement, amountPaided: { currency: "EUR", amount: "10" } });
    expect(paid.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["amountPaided.paymentDate", messages.required],
    ]);
  });
});
