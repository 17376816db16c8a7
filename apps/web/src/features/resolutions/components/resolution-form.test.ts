// The judgement and settlement forms' pure logic: answer -> form values (Dutch amounts, empty
// texts), form values -> body (empty amounts null, the form's kind), the step rule, and the table's
// display helpers.
import { messages } from "@litfolio/shared/messages";
import type { Judgement, Settlement } from "@litfolio/shared/resolutions";
import { describe, expect, it } from "vitest";
import {
  judgementFormValues,
  resolutionFormSchema,
  resolutionRequest,
  settlementFormValues,
} from "./resolution-form";
import { contentSummary, formatPercentage, formatPrice } from "./resolution-format";

const judgement: Judgement = {
  id: 7,
  resolution: "JUDGEMENT",
  step: null,
  type: { key: "FINAL", value: "Final judgement" },
  outcome: "Claim allowed",
  contents: [{ key: "QUANTUM", value: "Quantum of damages" }],
  amountPaided: {
    currency: "EUR",
    amount: 500_000,
    paymentDate: "2023-08-01",
    percentage: null,
    notes: null,
    label: "First",
  },
  court: { name: "Rechtbank Amsterdam", location: null, recordNumber: "C/13/1" },
  date: "2023-06-14",
  legalEffect: { key: "FINAL", value: "Final (res judicata)" },
  instance: null,
  establishedDamages: {
    totalAmount: null,
    amount: { currency: "EUR", amount: 1_250_000 },
    overchargePercentage: { percentage: 12.5, notes: null },
    otherAmounts: [],
    totalSumInEuro: 1_250_000,
  },
  legalCost: null,
  legalInterest: { currency: "EUR", amount: 1000, estimate: true },
  adverseCost: null,
  permissions: ["READ", "WRITE"],
  version: 3,
};

describe("judgement form values", () => {
  it("fills every block, amounts in the Dutch format, nothing null", () => {
    const values = judgementFormValues(judgement);
    expect(values).toMatchObject({
      id: 7,
      version: 3,
      resolution: "JUDGEMENT",
      type: "FINAL",
      contents: ["QUANTUM"],
      instance: "",
      court: { name: "Rechtbank Amsterdam", location: "", recordNumber: "C/13/1" },
      amountPaided: { currency: "EUR", amount: "500.000", paymentDate: "2023-08-01", label: "First" },
      establishedDamages: {
        amount: { currency: "EUR", amount: "1.250.000" },
        totalAmount: { currency: "", amount: "" },
        overchargePercentage: { percentage: "12,5", notes: "" },
      },
      legalCost: { label: "", currency: "", amount: "" },
      legalInterest: { currency: "EUR", amount: "1.000", estimate: true },
      adverseCost: { currency: "", amount: "", estimate: false, paymentDate: "" },
    });
  });

  it("sends what it loaded back unchanged, empty blocks as null", () => {
    const body = resolutionRequest("JUDGEMENT", judgementFormValues(judgement));
    expect(body).toMatchObject({
      id: 7,
      resolution: "JUDGEMENT",
      amountPaided: { currency: "EUR", amount: 500_000, paymentDate: "2023-08-01" },
      establishedDamages: {
        amount: { currency: "EUR", amount: 1_250_000 },
        totalAmount: null,
        overchargePercentage: { percentage: 12.5, notes: null },
      },
      legalCost: null,
      adverseCost: null,
      legalInterest: { currency: "EUR", amount: 1000, estimate: true },
      instance: null,
    });
  });

  it("an empty form is refused for each required field; filled it sends nulls for the amounts", () => {
    const empty = judgementFormValues();
    const issues = resolutionFormSchema("JUDGEMENT", false).safeParse(empty).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join("."))).toEqual(
      expect.arrayContaining(["type", "outcome", "contents", "court.name", "legalEffect"]),
    );
    expect(new Set(issues.map((issue) => issue.message))).toEqual(new Set([messages.required]));
    const filled = {
      ...empty,
      type: "FINAL",
      outcome: "Won",
      contents: ["QUANTUM"],
      court: { name: "Rechtbank", location: "", recordNumber: "" },
      legalEffect: "FINAL",
    };
    const body = resolutionRequest("JUDGEMENT", filled);
    expect(body).toMatchObject({
      amountPaided: null,
      establishedDamages: null,
      legalCost: null,
      legalInterest: null,
      adverseCost: null,
      date: null,
      step: null,
    });
  });

  it("requires the procedural step only when the tracking has steps", () => {
    const values = { ...judgementFormValues(judgement), step: null };
    expect(resolutionFormSchema("JUDGEMENT", false).safeParse(values).success).toBe(true);
    const withSteps = resolutionFormSchema("JUDGEMENT", true).safeParse(values);
    expect(withSteps.error?.issues).toMatchObject([{ path: ["step"], message: messages.required }]);
    expect(resolutionFormSchema("JUDGEMENT", true).safeParse({ ...values, step: { id: 4 } }).success).toBe(
      true,
    );
  });

  it("asks for the payment date when the amount paid is above 0", () => {
    const values = judgementFormValues(judgement);
    const noDate = { ...values, amountPaided: { ...values.amountPaided, paymentDate: "" } };
    expect(resolutionFormSchema("JUDGEMENT", false).safeParse(noDate).error?.issues).toMatchObject([
      { path: ["amountPaided", "paymentDate"], message: messages.required },
    ]);
  });
});

describe("settlement form values", () => {
  const settlement: Settlement = {
    id: 2,
    resolution: "SETTLEMENT",
    step: { id: 5, title: "Hearing", deadline: "2024-02-01" },
    type: { key: "FULL", value: "Full settlement" },
    outcome: "Settled",
    contents: [],
    amountPaided: null,
    settledAmount: { type: "COST", label: "Sum", currency: "GBP", amount: 75_000 },
    permissions: ["READ"],
    version: 1,
  };

  it("maps both ways and always sends SETTLEMENT", () => {
    const values = settlementFormValues(settlement);
    expect(values).toMatchObject({
      step: { id: 5 },
      settledAmount: { type: "COST", label: "Sum", currency: "GBP", amount: "75.000" },
      amountPaided: { currency: "", amount: "", paymentDate: "" },
    });
    const body = resolutionRequest("SETTLEMENT", { ...values, resolution: "JUDGEMENT" } as never);
    expect(body).toMatchObject({
      resolution: "SETTLEMENT",
      step: { id: 5 },
      amountPaided: null,
      settledAmount: { type: "COST", currency: "GBP", amount: 75_000 },
    });
    const cleared = resolutionRequest("SETTLEMENT", {
      ...values,
      settledAmount: { type: "COST", label: "", currency: "", amount: "" },
    });
    expect(cleared.resolution === "SETTLEMENT" && cleared.settledAmount).toBeNull();
  });

  it("requires type and outcome, not contents", () => {
    const issues = resolutionFormSchema("SETTLEMENT", false).safeParse(settlementFormValues()).error?.issues;
    expect(issues?.map((issue) => issue.path.join(".")).sort()).toEqual(["outcome", "type"]);
  });
});

describe("display helpers", () => {
  it("formats prices, percentages and contents", () => {
    expect(formatPrice({ currency: "EUR", amount: 1_250_000 })).toBe("EUR 1.250.000");
    expect(formatPrice(null)).toBe("-");
    expect(formatPrice({ currency: "EUR", amount: null })).toBe("-");
    expect(formatPercentage(12.5)).toBe("12,5 %");
    expect(formatPercentage(null)).toBe("-");
    expect(
      contentSummary([
        { key: "A", value: "Jurisdiction" },
        { key: "B", value: "Interest" },
      ]),
    ).toBe("Jurisdiction, Interest");
  });
});
