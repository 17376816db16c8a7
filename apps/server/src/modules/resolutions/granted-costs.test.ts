// A proceeding's granted costs through HTTP: empty until saved, the claimed-costs rules, versions,
// EUR sums over its judgements, currencies checked, nothing saved on a refusal.
import { messages } from "@litfolio/shared/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { proceedingGrantedCosts } from "../../db/schema/resolutions";
import { dbbwTestFile } from "../../test/dbbw";
import { createCategory, createProceeding } from "../../test/factories";
import { judgementPayload } from "../../test/matter-endpoints";

const { db, call, adminMatter } = dbbwTestFile();

async function setup() {
  const { matter } = await adminMatter();
  const category = await createCategory(db(), matter.id);
  const proceeding = await createProceeding(db(), matter.id, category.id);
  const base = `matters/${matter.id}/proceedings/${proceeding.id}`;
  return { proceeding, base, path: `${base}/grantedCosts` };
}

const principal = (amount: string) => ({
  principalAmount: { type: "COST", currency: "EUR", amount },
  interestAmount: { type: "PERCENTAGE", percentage: "4" },
});

describe("dbbw/matters/{m}/proceedings/{p}/grantedCosts", () => {
  it("answers an empty block until saved, then the saved block with its sum in euros", async () => {
    const { path } = await setup();
    expect((await call("GET", path)).json()).toMatchObject({
      grantedCosts: {
        totalAmount: null,
        principalAmount: { type: "NOT_SPECIFIED" },
        otherAmounts: [],
        totalSumInEuro: null,
      },
      judgementTotals: { judgements: 0, establishedDamagesInEuro: null },
      permissions: ["CREATE", "READ", "WRITE", "DELETE"],
      version: null,
    });
    const saved = await call("PUT", path, { grantedCosts: principal("750.000"), version: null });
    expect(saved.json()).toMatchObject({
      message: messages.grantedCostsSaved,
      grantedCosts: {
        principalAmount: { type: "COST", currency: "EUR", amount: 750_000 },
        interestAmount: { type: "PERCENTAGE", percentage: 4 },
        totalSumInEuro: 750_000,
      },
      version: 1,
    });
    const again = await call("PUT", path, { grantedCosts: principal("800.000"), version: 1 });
    expect(again.json()).toMatchObject({ version: 2, grantedCosts: { totalSumInEuro: 800_000 } });
    expect((await call("PUT", path, { grantedCosts: principal("1"), version: 1 })).statusCode).toBe(409);
    expect((await call("PUT", path, { grantedCosts: principal("1"), version: null })).statusCode).toBe(409);
  });

  it("sums the judgements' amounts in euros", async () => {
    const { path, base } = await setup();
    await call("POST", `${base}/resolutions`, {
      ...judgementPayload(),
      establishedDamages: { amount: { currency: "EUR", amount: "100.000" } },
      legalCost: { currency: "EUR", amount: "5.000" },
    });
    await call("POST", `${base}/resolutions`, {
      ...judgementPayload(),
      establishedDamages: { totalAmount: { currency: "EUR", amount: "50.000" } },
      legalCost: { currency: "GBP", amount: "7.000" },
      amountPaided: { currency: "EUR", amount: "20.000", paymentDate: "2024-01-05" },
    });
    expect((await call("GET", path)).json().judgementTotals).toEqual({
      judgements: 2,
      establishedDamagesInEuro: 150_000,
      legalCostInEuro: 5000,
      legalInterestInEuro: null,
      adverseCostInEuro: null,
      amountPaidInEuro: 20_000,
    });
  });

  it("applies the cost rules and the currencies catalogue, saving nothing when refused", async () => {
    const { path, proceeding } = await setup();
    const inconsistent = await call("PUT", path, {
      grantedCosts: {
        principalAmount: { type: "PERCENTAGE", percentage: "5" },
        interestAmount: { type: "PERCENTAGE", percentage: "4" },
      },
      version: null,
    });
    expect(inconsistent.json()).toMatchObject({
      status: 400,
      subErrors: [{ field: "grantedCosts", message: messages.costsInconsistent }],
    });
    const currency = await call("PUT", path, {
      grantedCosts: { principalAmount: { type: "COST", currency: "XYZ", amount: "5" } },
      version: null,
    });
    expect(currency.json().subErrors).toEqual([
      { field: "grantedCosts.principalAmount.currency", message: messages.currency },
    ]);
    const limits = await call("PUT", path, {
      grantedCosts: {
        principalAmount: { type: "COST", currency: "EUR", amount: "-500" },
        interestAmount: { type: "PERCENTAGE", percentage: "100,5" },
        otherAmounts: [{ type: "COST", label: "Fees", currency: "EUR", amount: "1.000.000.000.000" }],
      },
      version: null,
    });
    expect(limits.json().subErrors).toEqual([
      { field: "grantedCosts.principalAmount.amount", message: messages.amount },
      { field: "grantedCosts.interestAmount.percentage", message: messages.percentage },
      { field: "grantedCosts.otherAmounts.0.amount", message: messages.amount },
    ]);
    const stored = await db()
      .select()
      .from(proceedingGrantedCosts)
      .where(eq(proceedingGrantedCosts.proceedingId, proceeding.id));
    expect(stored).toEqual([]);
  });
});
