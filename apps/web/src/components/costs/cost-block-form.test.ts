import {
  type ClaimedCosts,
  type CostComponent,
  claimedCostsBody,
  emptyClaimedCosts,
} from "@litfolio/shared/costs";
import { messages } from "@litfolio/shared/messages";
import { describe, expect, it } from "vitest";
import { costBlockRequest, costBlockValues, newOtherAmount } from "./cost-block-form";

const component = (more: Partial<CostComponent>): CostComponent => ({
  ...emptyClaimedCosts().principalAmount,
  ...more,
});

const costs: ClaimedCosts = {
  totalAmount: null,
  principalAmount: component({ type: "COST", currency: "EUR", amount: 1250000 }),
  interestAmount: component({ type: "PERCENTAGE", percentage: 4.5, notes: "statutory" }),
  otherAmounts: [component({ type: "COST", label: "Experts", currency: "EUR", amount: 20000 })],
};

/** What the form sends for its values: the shared schema's output as the API's block. */
const request = (values: ReturnType<typeof costBlockValues>) =>
  costBlockRequest(claimedCostsBody.parse(values));

describe("a cost block in a form", () => {
  it("shows amounts and percentages as typed text and sends them back unchanged", () => {
    const values = costBlockValues(costs);
    expect(values.principalAmount).toEqual({
      type: "COST",
      label: "",
      currency: "EUR",
      amount: "1.250.000",
      percentage: "",
      notes: "",
    });
    expect(values.interestAmount.percentage).toBe("4,5");
    expect(values.totalAmount.type).toBe("COST");
    expect(request(values)).toEqual(costs);
  });

  it("starts empty with the default types: not specified, and a new other amount as an amount", () => {
    const values = costBlockValues(emptyClaimedCosts());
    expect([values.principalAmount.type, values.interestAmount.type]).toEqual([
      "NOT_SPECIFIED",
      "NOT_SPECIFIED",
    ]);
    expect(values.otherAmounts).toEqual([]);
    expect(newOtherAmount().type).toBe("COST");
  });

  it("sends a total amount, as COST, only when the types call for it", () => {
    const values = costBlockValues(emptyClaimedCosts());
    values.totalAmount = { ...values.totalAmount, currency: "EUR", amount: "5.000" };
    expect(request(values).totalAmount).toBeNull();
    values.principalAmount.type = "IN_TOTAL_AMOUNT";
    expect(request(values).totalAmount).toMatchObject({ type: "COST", currency: "EUR", amount: 5000 });
  });

  it("is refused with the inconsistency note when principal and interest are both percentages", () => {
    const values = costBlockValues(costs);
    values.principalAmount = { ...values.principalAmount, type: "PERCENTAGE", percentage: "10" };
    const result = claimedCostsBody.safeParse(values);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(messages.costsInconsistent);
  });
});
