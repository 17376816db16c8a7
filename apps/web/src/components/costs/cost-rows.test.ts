import type { CostComponent } from "@litfolio/shared/costs";
import { describe, expect, it } from "vitest";
import { costBlockRows, costValue, formatPrice } from "./cost-rows";

const component = (overrides: Partial<CostComponent>): CostComponent => ({
  type: "NOT_SPECIFIED",
  label: null,
  currency: null,
  amount: null,
  percentage: null,
  notes: null,
  ...overrides,
});

describe("a cost block in words", () => {
  it("writes prices as currency and Dutch whole amount", () => {
    expect(formatPrice("EUR", 1_250_000)).toBe("EUR 1.250.000");
    expect(formatPrice(null, 5)).toBe("5");
    expect(formatPrice("EUR", null)).toBe("-");
  });

  it("names each cost component's type with what it carries", () => {
    expect(costValue(component({ type: "COST", currency: "EUR", amount: 20000 }))).toBe("Amount: EUR 20.000");
    expect(costValue(component({ type: "PERCENTAGE", percentage: 4.5 }))).toBe("Percentage: 4,5 %");
    expect(costValue(component({ type: "IN_TOTAL_AMOUNT" }))).toBe("In total amount");
    expect(costValue(component({}))).toBe("Not specified");
  });

  it("lists a cost block in the form's order, the total first when given", () => {
    const rows = costBlockRows({
      totalAmount: component({ type: "COST", currency: "EUR", amount: 5 }),
      principalAmount: component({ type: "IN_TOTAL_AMOUNT" }),
      interestAmount: component({}),
      otherAmounts: [
        component({ type: "COST", label: "Expert costs", currency: "USD", amount: 7, notes: "x" }),
      ],
      totalSumInEuro: 5,
    });
    expect(rows.map((row) => [row.label, row.value, row.notes])).toEqual([
      ["Total amount", "Amount: EUR 5", null],
      ["Principal amount", "In total amount", null],
      ["Interest amount related to principal amount", "Not specified", null],
      ["Expert costs", "Amount: USD 7", "x"],
      ["Total in euro", "EUR 5", null],
    ]);
  });
});
