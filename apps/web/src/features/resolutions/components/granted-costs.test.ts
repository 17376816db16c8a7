import { emptyClaimedCosts } from "@litfolio/shared/costs";
import type { GrantedCosts } from "@litfolio/shared/resolutions";
import { describe, expect, it } from "vitest";
import {
  grantedCostsForm,
  grantedCostsFormValues,
  grantedCostsRequest,
  judgementTotalDetails,
} from "./granted-costs";

const judgementTotals = {
  judgements: 2,
  establishedDamagesInEuro: 1_250_000,
  legalCostInEuro: null,
  legalInterestInEuro: 4_500,
  adverseCostInEuro: null,
  amountPaidInEuro: 500_000,
};

const nothingGranted: GrantedCosts = {
  grantedCosts: { ...emptyClaimedCosts(), totalSumInEuro: null },
  judgementTotals,
  permissions: ["READ", "WRITE"],
  version: null,
};

describe("the granted costs", () => {
  it("are edited as a cost block under the body's key and sent with the version loaded", () => {
    const values = grantedCostsFormValues(nothingGranted);
    values.grantedCosts.principalAmount = {
      ...values.grantedCosts.principalAmount,
      type: "COST",
      currency: "EUR",
      amount: "1.000.000",
    };
    values.grantedCosts.interestAmount = {
      ...values.grantedCosts.interestAmount,
      type: "PERCENTAGE",
      percentage: "4,5",
    };
    expect(grantedCostsForm.safeParse(values).success).toBe(true);
    expect(grantedCostsRequest(values, null)).toEqual({
      grantedCosts: {
        totalAmount: null,
        principalAmount: {
          ...emptyClaimedCosts().principalAmount,
          type: "COST",
          currency: "EUR",
          amount: 1_000_000,
        },
        interestAmount: { ...emptyClaimedCosts().interestAmount, type: "PERCENTAGE", percentage: 4.5 },
        otherAmounts: [],
      },
      version: null,
    });
    expect(grantedCostsRequest(values, 3).version).toBe(3);
  });

  it("show the judgements' sums in euros beside them, '-' where no judgement gives one", () => {
    expect(judgementTotalDetails(judgementTotals)).toEqual([
      { label: "Judgements", value: "2" },
      { label: "Established damages", value: "EUR 1.250.000" },
      { label: "Legal cost", value: "-" },
      { label: "Legal interest", value: "EUR 4.500" },
      { label: "Adverse cost", value: "-" },
      { label: "Amount paid", value: "EUR 500.000" },
    ]);
  });
});
