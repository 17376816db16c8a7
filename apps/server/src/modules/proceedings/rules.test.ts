// The proceeding form's rules (SPEC 4, 5.4) as the server enforces them: each refused body answers
// 400 with the field and its exact message, and saves nothing. The cost rules are a table of cases.
import { messages } from "@litfolio/shared/messages";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { assetLabels, categories, servedWritPlaces } from "../../db/schema/matters";
import { proceedings } from "../../db/schema/proceedings";
import { dbbwTestFile } from "../../test/dbbw";
import { createCategory, createLabel } from "../../test/factories";

const { db, call, adminMatter } = dbbwTestFile();

let path: string;
let matterId: number;
let categoryId: number;
let trucks: number;
let amsterdam: number;
beforeAll(async () => {
  const { matter } = await adminMatter();
  matterId = matter.id;
  path = `matters/${matter.id}/proceedings`;
  categoryId = (await createCategory(db(), matter.id, { code: "DEU" })).id;
  trucks = (await createLabel(db(), assetLabels, matter.id, "Trucks")).id;
  amsterdam = (await createLabel(db(), servedWritPlaces, matter.id, "Amsterdam")).id;
});

const minimal = () => ({
  category: { id: categoryId },
  status: { key: "ONGOING" },
  plaintiff: { fullName: "Spedition Müller GmbH", shortName: "Müller" },
  dbResponsible: { firstName: "Lieke", lastName: "Jansen" },
});

const cost = (type: string, fields: object = {}) => ({ type, ...fields });
const price = { currency: "EUR", amount: "10.000" };

/** Answers the refusal's sub-errors, after checking nothing was saved and the counter did not move. */
async function refused(payload: unknown) {
  const response = await call("POST", path, payload);
  expect(response.statusCode, response.body).toBe(400);
  expect(await db().select().from(proceedings).where(eq(proceedings.matterId, matterId))).toEqual([]);
  const [category] = await db().select().from(categories).where(eq(categories.id, categoryId));
  expect(category?.proceedingCounter).toBe(0);
  const body = response.json();
  expect(body).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
  return body.subErrors as { field: string; message: string }[];
}

const costs = (claimedCosts: object) => ({ ...minimal(), claimedCosts });

describe("required fields", () => {
  it.each([
    ["category", { category: undefined }],
    ["status", { status: undefined }],
    ["status.key", { status: { key: "OPEN" } }],
    ["plaintiff.fullName", { plaintiff: { fullName: " ", shortName: "x" } }],
    ["plaintiff.shortName", { plaintiff: { fullName: "x" } }],
    ["dbResponsible.firstName", { dbResponsible: { lastName: "Jansen" } }],
    ["dbResponsible.lastName", { dbResponsible: { firstName: "Lieke", lastName: "" } }],
  ])("refuses a body without %s: This field is required", async (field, overrides) => {
    expect(await refused({ ...minimal(), ...overrides })).toContainEqual({
      field,
      message: messages.required,
    });
  });

  it.each([
    ["issueDate", { issueDate: "2019-02-30" }, messages.date],
    ["issueDate", { issueDate: "14-03-2019" }, messages.date],
    [
      "dbResponsible.emailAddress",
      { dbResponsible: { firstName: "a", lastName: "b", emailAddress: "x@y" } },
      messages.emailInvalid,
    ],
    ["expert", { expert: "x".repeat(256) }, messages.tooLong(255)],
    ["localCounselProceedingCode", { localCounselProceedingCode: "x".repeat(51) }, messages.tooLong(50)],
  ])("refuses a bad %s", async (field, overrides, message) => {
    expect(await refused({ ...minimal(), ...overrides })).toContainEqual({ field, message });
  });
});

describe("served writs and item rows", () => {
  // Rows are built inside the tests: the ids exist only after beforeAll.
  const writ = (status: string, servedOn?: string | null) => () => ({
    id: { servedWritAt: { id: amsterdam } },
    status,
    servedOn,
  });
  const rows =
    (...numbers: unknown[]) =>
    () =>
      numbers.map((number) => ({ id: { label: { id: trucks } }, number }));

  it("allows each writ place once per proceeding", async () => {
    const subErrors = await refused({
      ...minimal(),
      servedWrits: [writ("NOT_INVOLVED")(), writ("SERVED", "2020-01-01")()],
    });
    expect(subErrors).toEqual([{ field: "servedWrits.1.id.servedWritAt", message: messages.writPlaceTwice }]);
  });

  it.each([
    [writ("SERVED"), "servedWrits.0.servedOn", messages.required],
    [writ("WRONGLY_SERVED", "2020-01-01"), "servedWrits.0.servedOn", messages.servedOnOnlyWhenServed],
    [
      () => ({ ...writ("SERVED", "2020-01-01")(), status: undefined }),
      "servedWrits.0.status",
      messages.required,
    ],
    [() => ({ status: "NOT_INVOLVED" }), "servedWrits.0.id", messages.required],
  ])("refuses a writ: %s %s", async (row, field, message) => {
    expect(await refused({ ...minimal(), servedWrits: [row()] })).toContainEqual({ field, message });
  });

  it.each([
    [rows("12,5"), "assets.0.number", messages.positiveNumber],
    [rows(-1), "assets.0.number", messages.positiveNumber],
    [() => [{ id: null, number: 4 }], "assets.0.id.label", messages.required],
    [rows(1, 2), "assets.1.id.label", messages.itemTwice],
  ])("refuses item rows: %s %s", async (assets, field, message) => {
    expect(await refused({ ...minimal(), assets: assets() })).toContainEqual({ field, message });
  });
});

const inconsistent = { field: "claimedCosts", message: messages.costsInconsistent };

describe("claimed costs (SPEC 4 cost amount types, 5.4)", () => {
  it.each([
    // [case, claimedCosts, the sub-errors]
    [
      "other costs offer no NOT_SPECIFIED",
      { otherAmounts: [cost("NOT_SPECIFIED", { label: "x" })] },
      [{ field: "claimedCosts.otherAmounts.0.type", message: messages.costTypeNotOffered }],
    ],
    [
      "an unknown type",
      { principalAmount: cost("SOMETHING") },
      [{ field: "claimedCosts.principalAmount.type", message: messages.required }],
    ],
    [
      "PERCENTAGE needs a percentage",
      { principalAmount: cost("PERCENTAGE") },
      [{ field: "claimedCosts.principalAmount.percentage", message: messages.required }],
    ],
    [
      "COST needs amount and currency",
      { interestAmount: cost("COST") },
      [
        { field: "claimedCosts.interestAmount.amount", message: messages.required },
        { field: "claimedCosts.interestAmount.currency", message: messages.required },
      ],
    ],
    [
      "COST with only an amount needs the currency",
      { principalAmount: cost("COST", { amount: "5" }) },
      [{ field: "claimedCosts.principalAmount.currency", message: messages.required }],
    ],
    [
      "COST with only a currency needs the amount",
      { principalAmount: cost("COST", { currency: "EUR" }) },
      [{ field: "claimedCosts.principalAmount.amount", message: messages.required }],
    ],
    [
      "other costs need a label",
      { otherAmounts: [cost("COST", price)] },
      [{ field: "claimedCosts.otherAmounts.0.label", message: messages.required }],
    ],
    [
      "a label of at most 255",
      { otherAmounts: [cost("COST", { ...price, label: "x".repeat(256) })] },
      [{ field: "claimedCosts.otherAmounts.0.label", message: messages.tooLong(255) }],
    ],
    [
      "notes of at most 255",
      { principalAmount: cost("NOT_SPECIFIED", { notes: "x".repeat(256) }) },
      [{ field: "claimedCosts.principalAmount.notes", message: messages.tooLong(255) }],
    ],
    [
      "decimal amounts",
      { principalAmount: cost("COST", { currency: "EUR", amount: "1.250,50" }) },
      [{ field: "claimedCosts.principalAmount.amount", message: messages.amount }],
    ],
    [
      "comma thousands",
      { principalAmount: cost("COST", { currency: "EUR", amount: "1,250" }) },
      [{ field: "claimedCosts.principalAmount.amount", message: messages.amount }],
    ],
    [
      "negative amounts",
      { principalAmount: cost("COST", { currency: "EUR", amount: -5 }) },
      [{ field: "claimedCosts.principalAmount.amount", message: messages.amount }],
    ],
    [
      "fractional JSON amounts",
      { principalAmount: cost("COST", { currency: "EUR", amount: 2.5 }) },
      [{ field: "claimedCosts.principalAmount.amount", message: messages.amount }],
    ],
    [
      "a bad percentage",
      { interestAmount: cost("PERCENTAGE", { percentage: "4%" }) },
      [{ field: "claimedCosts.interestAmount.percentage", message: messages.percentage }],
    ],
    [
      "a typed negative amount",
      { principalAmount: cost("COST", { currency: "EUR", amount: "-500" }) },
      [{ field: "claimedCosts.principalAmount.amount", message: messages.amount }],
    ],
    [
      "a typed amount over 999.999.999.999",
      { principalAmount: cost("COST", { currency: "EUR", amount: "1.000.000.000.000" }) },
      [{ field: "claimedCosts.principalAmount.amount", message: messages.amount }],
    ],
    [
      "a JSON amount over 999.999.999.999",
      { principalAmount: cost("COST", { currency: "EUR", amount: 1_000_000_000_000 }) },
      [{ field: "claimedCosts.principalAmount.amount", message: messages.amount }],
    ],
    [
      "20 typed digits, refused rather than cut",
      { principalAmount: cost("COST", { currency: "EUR", amount: "12345678901234567890" }) },
      [{ field: "claimedCosts.principalAmount.amount", message: messages.amount }],
    ],
    [
      "a dot that groups no thousands",
      { principalAmount: cost("COST", { currency: "EUR", amount: "12.34" }) },
      [{ field: "claimedCosts.principalAmount.amount", message: messages.amount }],
    ],
    [
      "a decimal comma in a whole amount",
      { principalAmount: cost("COST", { currency: "EUR", amount: "1000,50" }) },
      [{ field: "claimedCosts.principalAmount.amount", message: messages.amount }],
    ],
    [
      "English style",
      { principalAmount: cost("COST", { currency: "EUR", amount: "1,234.56" }) },
      [{ field: "claimedCosts.principalAmount.amount", message: messages.amount }],
    ],
    [
      "a percentage over 100",
      { interestAmount: cost("PERCENTAGE", { percentage: "150" }) },
      [{ field: "claimedCosts.interestAmount.percentage", message: messages.percentage }],
    ],
    [
      "a JSON percentage over 100",
      { interestAmount: cost("PERCENTAGE", { percentage: 100.01 }) },
      [{ field: "claimedCosts.interestAmount.percentage", message: messages.percentage }],
    ],
    [
      "a negative percentage",
      { interestAmount: cost("PERCENTAGE", { percentage: -1 }) },
      [{ field: "claimedCosts.interestAmount.percentage", message: messages.percentage }],
    ],
    [
      "a percentage with 3 decimals",
      { interestAmount: cost("PERCENTAGE", { percentage: "12,555" }) },
      [{ field: "claimedCosts.interestAmount.percentage", message: messages.percentage }],
    ],
    [
      "a JSON percentage with 3 decimals",
      { interestAmount: cost("PERCENTAGE", { percentage: 12.555 }) },
      [{ field: "claimedCosts.interestAmount.percentage", message: messages.percentage }],
    ],
    [
      "a dot that groups no thousands in a percentage",
      { interestAmount: cost("PERCENTAGE", { percentage: "12.555" }) },
      [{ field: "claimedCosts.interestAmount.percentage", message: messages.percentage }],
    ],
    [
      "a currency not offered",
      { principalAmount: cost("COST", { currency: "XYZ", amount: 5 }) },
      [{ field: "claimedCosts.principalAmount.currency", message: messages.currency }],
    ],
    [
      "a currency that is no code",
      { principalAmount: cost("COST", { currency: "EURO", amount: 5 }) },
      [{ field: "claimedCosts.principalAmount.currency", message: messages.currency }],
    ],
    [
      "principal and interest both percentages",
      {
        principalAmount: cost("PERCENTAGE", { percentage: 10 }),
        interestAmount: cost("PERCENTAGE", { percentage: 4 }),
      },
      [inconsistent],
    ],
    [
      "in total amount beside an amount",
      {
        principalAmount: cost("IN_TOTAL_AMOUNT"),
        interestAmount: cost("COST", price),
        totalAmount: cost("COST", price),
      },
      [inconsistent],
    ],
    [
      "in total amount beside a percentage",
      { principalAmount: cost("PERCENTAGE", { percentage: 3 }), interestAmount: cost("IN_TOTAL_AMOUNT") },
      [inconsistent],
    ],
    [
      "an other cost in total beside an other amount",
      { otherAmounts: [cost("IN_TOTAL_AMOUNT", { label: "a" }), cost("COST", { ...price, label: "b" })] },
      [inconsistent],
    ],
    [
      "in total amount without a total",
      { principalAmount: cost("IN_TOTAL_AMOUNT") },
      [
        { field: "claimedCosts.totalAmount.amount", message: messages.required },
        { field: "claimedCosts.totalAmount.currency", message: messages.required },
      ],
    ],
    [
      "a total with an amount but no currency",
      { interestAmount: cost("IN_TOTAL_AMOUNT"), totalAmount: cost("COST", { amount: 5 }) },
      [{ field: "claimedCosts.totalAmount.currency", message: messages.required }],
    ],
  ])("refuses %s", async (_, claimedCosts, subErrors) => {
    expect(await refused(costs(claimedCosts))).toEqual(subErrors);
  });

  it.each([
    ["nothing specified: no total", {}, { totalAmount: null, totalSumInEuro: null }],
    [
      "all in the total: the total is kept",
      {
        principalAmount: cost("IN_TOTAL_AMOUNT", price),
        interestAmount: cost("NOT_SPECIFIED"),
        totalAmount: cost("COST", { currency: "EUR", amount: "2.500.000" }),
      },
      {
        principalAmount: { type: "IN_TOTAL_AMOUNT", currency: null, amount: null },
        totalAmount: { type: "COST", currency: "EUR", amount: 2_500_000 },
        totalSumInEuro: 2_500_000,
      },
    ],
    [
      "a total without type is no total",
      { totalAmount: { type: null, currency: "EUR", amount: 5 }, principalAmount: cost("COST", price) },
      { totalAmount: null, totalSumInEuro: 10_000 },
    ],
    [
      "a total the types do not call for is dropped",
      { totalAmount: cost("COST", price), principalAmount: cost("COST", { currency: "GBP", amount: 7 }) },
      { totalAmount: null, totalSumInEuro: null },
    ],
    [
      "a type keeps only its own fields",
      {
        principalAmount: cost("PERCENTAGE", { percentage: "12,5", ...price }),
        interestAmount: cost("NOT_SPECIFIED", { percentage: 3, ...price }),
      },
      {
        principalAmount: { type: "PERCENTAGE", percentage: 12.5, currency: null, amount: null },
        interestAmount: { type: "NOT_SPECIFIED", percentage: null, currency: null, amount: null },
      },
    ],
    [
      "damages-only rules do not apply: IN_TOTAL_AMOUNT for others",
      {
        otherAmounts: [cost("IN_TOTAL_AMOUNT", { label: "Legal costs" })],
        totalAmount: cost("COST", { currency: "GBP", amount: 1 }),
      },
      {
        otherAmounts: [{ type: "IN_TOTAL_AMOUNT", label: "Legal costs" }],
        totalAmount: { currency: "GBP", amount: 1 },
        totalSumInEuro: null,
      },
    ],
    [
      "the limits: 999.999.999.999 and 100 %, two decimals",
      {
        principalAmount: cost("COST", { currency: "EUR", amount: "999.999.999.999" }),
        interestAmount: cost("PERCENTAGE", { percentage: "100,00" }),
        otherAmounts: [
          cost("COST", { label: "a", currency: "EUR", amount: 999_999_999_999 }),
          cost("PERCENTAGE", { label: "b", percentage: "0,07" }),
        ],
      },
      {
        principalAmount: { amount: 999_999_999_999 },
        interestAmount: { percentage: 100 },
        otherAmounts: [{ amount: 999_999_999_999 }, { percentage: 0.07 }],
        totalSumInEuro: 1_999_999_999_998,
      },
    ],
  ])("accepts %s", async (_, claimedCosts, expected) => {
    const response = await call("POST", path, costs(claimedCosts));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().claimedCosts).toMatchObject(expected);
    await call("DELETE", `${path}/${response.json().id}`);
  });
});

describe("refused updates change nothing", () => {
  it("keeps the stored proceeding when an update breaks a rule", async () => {
    const { matter } = await adminMatter();
    const category = await createCategory(db(), matter.id);
    const own = `matters/${matter.id}/proceedings`;
    const saved = (await call("POST", own, { ...minimal(), category: { id: category.id } })).json();
    const response = await call("PUT", `${own}/${saved.id}`, {
      ...minimal(),
      category: { id: category.id },
      plaintiff: { fullName: "Changed", shortName: "C" },
      version: saved.version,
      claimedCosts: {
        principalAmount: cost("PERCENTAGE", { percentage: 1 }),
        interestAmount: cost("PERCENTAGE", { percentage: 1 }),
      },
    });
    expect(response.json().subErrors).toEqual([inconsistent]);
    expect((await call("GET", `${own}/${saved.id}`)).json()).toEqual(saved);
  });
});
