import { emptyClaimedCosts } from "@litfolio/shared/costs";
import { messages } from "@litfolio/shared/messages";
import { type Proceeding, proceedingBody } from "@litfolio/shared/proceedings";
import { describe, expect, it } from "vitest";
import { type ProceedingFormValues, proceedingFormValues, proceedingRequest } from "./proceeding-form";

const component = (type: string, more: Partial<Record<string, unknown>> = {}) => ({
  ...emptyClaimedCosts().principalAmount,
  type,
  ...more,
});

/** What the form sends back as the proceeding had it. */
const unchanged = {
  localCounselProceedingCode: "LC-9",
  isMassClaim: true,
  issueDate: "2024-03-05",
  plaintiff: { fullName: "Transport Jansen B.V.", shortName: "Jansen" },
  lawFirm: { name: "De Brauw" },
  lawFirms: [{ name: "Houthoff" }],
  localCounsels: [{ name: "Mr. Smit", location: null }],
  expert: null,
  court: { name: "Rechtbank", location: "Amsterdam", recordNumber: null },
  dbResponsible: { firstName: "Anna", lastName: "Visser", emailAddress: null, telephoneNumber: "+31 20" },
};

const proceeding = {
  id: 7,
  matter: { id: 1, name: "Trucks" },
  proceedingCode: "NLD003",
  ...unchanged,
  category: { id: 3, type: "jurisdiction", code: "NLD", name: "Netherlands" },
  status: { key: "ONGOING", value: "Ongoing" },
  totalSumInEuro: 1250000,
  defendantsAlert: false,
  needsReview: false,
  permissions: ["READ", "WRITE"],
  version: 4,
  totalNumberOfAssets: 12,
  dynamicAssetValue: 12,
  assets: [{ id: { label: { id: 5, name: "Trucks" } }, number: 12 }],
  servedWrits: [
    {
      id: { servedWritAt: { id: 2, name: "Rechtbank Amsterdam" } },
      status: "SERVED",
      servedOn: "2024-04-01",
    },
  ],
  claimedCosts: {
    totalAmount: null,
    principalAmount: component("COST", { currency: "EUR", amount: 1250000 }),
    interestAmount: component("PERCENTAGE", { percentage: 4.5, notes: "statutory" }),
    otherAmounts: [component("COST", { label: "Experts", currency: "EUR", amount: 20000 })],
    totalSumInEuro: 1270000,
  },
} as Proceeding;

const request = (values: ProceedingFormValues) => proceedingRequest(proceedingBody.parse(values));

describe("the proceeding form's values", () => {
  it("shows a proceeding as typed text and sends it back unchanged", () => {
    const values = proceedingFormValues(proceeding);
    expect(values.claimedCosts.principalAmount.amount).toBe("1.250.000");
    expect(values.claimedCosts.interestAmount.percentage).toBe("4,5");
    expect(values.assets).toEqual([{ id: { label: { id: 5 } }, number: "12" }]);
    expect(request(values)).toEqual({
      id: 7,
      ...unchanged,
      category: { id: 3 },
      status: { key: "ONGOING" },
      servedWrits: [{ id: { servedWritAt: { id: 2 } }, status: "SERVED", servedOn: "2024-04-01" }],
      assets: [{ id: { label: { id: 5 } }, number: 12 }],
      claimedCosts: {
        totalAmount: null,
        principalAmount: component("COST", { currency: "EUR", amount: 1250000 }),
        interestAmount: component("PERCENTAGE", { percentage: 4.5, notes: "statutory" }),
        otherAmounts: [component("COST", { label: "Experts", currency: "EUR", amount: 20000 })],
      },
    });
  });

  it("drops empty local counsel names and item rows without a number, and an empty law firm", () => {
    const values = proceedingFormValues(proceeding);
    values.localCounsels.push({ name: " ", location: "Utrecht" });
    values.assets.push({ id: { label: { id: 6 } }, number: "" }, { id: { label: null }, number: "" });
    values.lawFirm = { name: "" };
    const body = request(values);
    expect(body.localCounsels).toEqual([{ name: "Mr. Smit", location: null }]);
    expect(body.assets).toEqual([{ id: { label: { id: 5 } }, number: 12 }]);
    expect(body.lawFirm).toBeNull();
  });

  it("sends a total amount only when the types call for it", () => {
    const values = proceedingFormValues(null);
    values.category = { id: 3 };
    values.status = { key: "NOT_YET" };
    values.plaintiff = { fullName: "A B.V.", shortName: "A" };
    values.dbResponsible = { firstName: "Anna", lastName: "Visser", emailAddress: "", telephoneNumber: "" };
    values.claimedCosts.totalAmount = {
      ...values.claimedCosts.totalAmount,
      currency: "EUR",
      amount: "5.000",
    };
    expect(request(values).claimedCosts?.totalAmount).toBeNull();
    values.claimedCosts.principalAmount.type = "IN_TOTAL_AMOUNT";
    expect(request(values).claimedCosts?.totalAmount).toMatchObject({
      type: "COST",
      currency: "EUR",
      amount: 5000,
    });
  });

  it("is refused with the inconsistency note when the total is needed but cannot be entered", () => {
    const values = proceedingFormValues(proceeding);
    values.claimedCosts.principalAmount.type = "IN_TOTAL_AMOUNT";
    const result = proceedingBody.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(messages.costsInconsistent);
  });
});

describe("amounts typed in the form", () => {
  const issuesFor = (amount: string, percentage: string) => {
    const values = proceedingFormValues(proceeding);
    values.claimedCosts.principalAmount.amount = amount;
    values.claimedCosts.interestAmount.percentage = percentage;
    const result = proceedingBody.safeParse(values);
    return result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];
  };

  it("are refused as typed, never read as another number", () => {
    expect(issuesFor("1000,50", "12.555")).toEqual([
      ["claimedCosts.principalAmount.amount", messages.amount],
      ["claimedCosts.interestAmount.percentage", messages.percentage],
    ]);
  });

  it("are sent as the number the Dutch text means", () => {
    const values = proceedingFormValues(proceeding);
    values.claimedCosts.principalAmount.amount = "1.234";
    values.claimedCosts.interestAmount.percentage = "12,55";
    const costs = proceedingBody.parse(values).claimedCosts;
    expect([costs.principalAmount.amount, costs.interestAmount.percentage]).toEqual([1234, 12.55]);
  });
});
