// Judgements and settlements through HTTP (SPEC 3 "Resolution", 5.5, 5.6, 7.4, 8.2): create, list
// and filter, edit with versions, delete, every rule and message, empty amounts as null, catalogue
// keys and currencies checked, ids of another proceeding, nothing saved on a refusal, the lookups.
import { messages } from "@litfolio/shared/messages";
import type { Judgement, Resolution, Settlement } from "@litfolio/shared/resolutions";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit";
import { resolutions } from "../../db/schema/resolutions";
import { proceduralSteps } from "../../db/schema/tracking";
import { dbbwTestFile } from "../../test/dbbw";
import { createCategory, createProceeding, createTracking } from "../../test/factories";
import { judgementPayload, settlementPayload } from "../../test/matter-endpoints";

const { db, call, adminMatter } = dbbwTestFile();

async function setup() {
  const { matter } = await adminMatter();
  const category = await createCategory(db(), matter.id);
  const proceeding = await createProceeding(db(), matter.id, category.id);
  return { proceeding, path: `matters/${matter.id}/proceedings/${proceeding.id}/resolutions` };
}

const storedCount = async (proceedingId: number) =>
  (await db().select().from(resolutions).where(eq(resolutions.proceedingId, proceedingId))).length;

const fullJudgement = () => ({
  ...judgementPayload(),
  type: "FINAL",
  instance: "APPEAL",
  date: "2023-06-14",
  court: { name: "Gerechtshof Amsterdam", location: "Amsterdam", recordNumber: "200.301.442/01" },
  establishedDamages: {
    totalAmount: { currency: "", amount: "" },
    amount: { currency: "EUR", amount: "1.250.000" },
    overchargePercentage: { percentage: "12,5", notes: "Expert's estimate" },
    otherAmounts: [{ label: "Financing costs", currency: "EUR", amount: "40.000" }],
  },
  legalCost: { label: "Court fees", currency: "EUR", amount: "8.400" },
  legalInterest: { currency: "EUR", amount: "210.000", estimate: true },
  adverseCost: { currency: "EUR", amount: "15.000", estimate: true, paymentDate: "2023-09-01" },
  amountPaided: { currency: "EUR", amount: "500.000", paymentDate: "2023-08-01", label: "First payment" },
});

describe("dbbw/matters/{m}/proceedings/{p}/resolutions", () => {
  it("creates a judgement with every field, answers keys with values and the damages in euros", async () => {
    const { path } = await setup();
    const response = await call("POST", path, fullJudgement());
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as Judgement & { message: string };
    expect(saved).toMatchObject({
      message: messages.judgementSaved,
      resolution: "JUDGEMENT",
      step: null,
      type: { key: "FINAL", value: "Final judgement" },
      instance: { key: "APPEAL", value: "Appeal" },
      legalEffect: { key: "NOT_FINAL", value: "Not final (appeal possible)" },
      contents: [
        { key: "OVERCHARGE", value: "Existence of an overcharge" },
        { key: "EXPERT", value: "Appointment of a court expert" },
      ],
      court: { name: "Gerechtshof Amsterdam", location: "Amsterdam", recordNumber: "200.301.442/01" },
      date: "2023-06-14",
      establishedDamages: {
        totalAmount: null,
        amount: { currency: "EUR", amount: 1_250_000 },
        overchargePercentage: { percentage: 12.5, notes: "Expert's estimate" },
        totalSumInEuro: 1_290_000,
      },
      legalCost: { label: "Court fees", currency: "EUR", amount: 8400 },
      legalInterest: { currency: "EUR", amount: 210_000, estimate: true },
      adverseCost: { currency: "EUR", amount: 15_000, estimate: true, paymentDate: "2023-09-01" },
      amountPaided: { currency: "EUR", amount: 500_000, paymentDate: "2023-08-01", label: "First payment" },
      permissions: ["CREATE", "READ", "WRITE", "DELETE"],
      version: 1,
    });
    const trail = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "resolution"), eq(auditLog.entityId, String(saved.id))));
    expect(trail.map((entry) => entry.action)).toEqual(["create"]);
  });

  it("requires court, type, outcome, legal effect and at least one content for a judgement", async () => {
    const { path, proceeding } = await setup();
    const response = await call("POST", path, {
      resolution: "JUDGEMENT",
      court: { name: " " },
      contents: [],
      outcome: "",
    });
    expect(response.statusCode).toBe(400);
    const fields = response
      .json()
      .subErrors.map((e: { field: string; message: string }) => [e.field, e.message]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ["court.name", messages.required],
        ["type", messages.required],
        ["outcome", messages.required],
        ["legalEffect", messages.required],
        ["contents", messages.required],
      ]),
    );
    expect(await storedCount(proceeding.id)).toBe(0);
  });

  it("requires the payment date when the amount paid is above 0, and currency with amount", async () => {
    const { path, proceeding } = await setup();
    const noDate = await call("POST", path, {
      ...settlementPayload(),
      amountPaided: { currency: "EUR", amount: "1.000" },
    });
    expect(noDate.json()).toMatchObject({
      message: messages.formInvalid,
      subErrors: [{ field: "amountPaided.paymentDate", message: messages.required }],
    });
    const noCurrency = await call("POST", path, { ...judgementPayload(), legalCost: { amount: "100" } });
    expect(noCurrency.json().subErrors).toEqual([
      { field: "legalCost.currency", message: messages.required },
    ]);
    const badAmount = await call("POST", path, {
      ...judgementPayload(),
      adverseCost: { currency: "EUR", amount: "1,5" },
    });
    expect(badAmount.json().subErrors).toEqual([{ field: "adverseCost.amount", message: messages.amount }]);
    expect(await storedCount(proceeding.id)).toBe(0);
    const zero = await call("POST", path, {
      ...settlementPayload(),
      amountPaided: { currency: "EUR", amount: "0" },
    });
    expect(zero.json().amountPaided).toMatchObject({ amount: 0, paymentDate: null });
  });

  it.each([
    [
      "a negative amount",
      { legalCost: { currency: "EUR", amount: "-500" } },
      "legalCost.amount",
      messages.amount,
    ],
    [
      "an amount over 999.999.999.999",
      { adverseCost: { currency: "EUR", amount: 1_000_000_000_000 } },
      "adverseCost.amount",
      messages.amount,
    ],
    [
      "a dot that groups no thousands",
      { legalInterest: { currency: "EUR", amount: "12.34" } },
      "legalInterest.amount",
      messages.amount,
    ],
    [
      "an overcharge over 100 %",
      { establishedDamages: { overchargePercentage: { percentage: "150" } } },
      "establishedDamages.overchargePercentage.percentage",
      messages.percentage,
    ],
    [
      "an overcharge with 3 decimals",
      { establishedDamages: { overchargePercentage: { percentage: 12.555 } } },
      "establishedDamages.overchargePercentage.percentage",
      messages.percentage,
    ],
  ])("refuses in a judgement %s with its message, saving nothing", async (_, fields, field, message) => {
    const { path, proceeding } = await setup();
    const response = await call("POST", path, { ...judgementPayload(), ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().subErrors).toEqual([{ field, message }]);
    expect(await storedCount(proceeding.id)).toBe(0);
  });

  it.each([
    [
      "a negative amount",
      { settledAmount: { type: "COST", currency: "EUR", amount: -1 } },
      "settledAmount.amount",
    ],
    [
      "20 digits, refused rather than cut",
      { settledAmount: { type: "COST", currency: "EUR", amount: "12345678901234567890" } },
      "settledAmount.amount",
    ],
    [
      "a decimal comma in a whole amount",
      { amountPaided: { currency: "EUR", amount: "1000,50", paymentDate: "2023-08-01" } },
      "amountPaided.amount",
    ],
  ])("refuses in a settlement %s: Enter a valid amount", async (_, fields, field) => {
    const { path, proceeding } = await setup();
    const response = await call("POST", path, { ...settlementPayload(), ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().subErrors).toEqual([{ field, message: messages.amount }]);
    expect(await storedCount(proceeding.id)).toBe(0);
  });

  it("takes the limits: 999.999.999.999 and 100 %", async () => {
    const { path } = await setup();
    const response = await call("POST", path, {
      ...judgementPayload(),
      establishedDamages: {
        amount: { currency: "EUR", amount: "999.999.999.999" },
        overchargePercentage: { percentage: "100,00" },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().establishedDamages).toMatchObject({
      amount: { amount: 999_999_999_999 },
      overchargePercentage: { percentage: 100 },
    });
  });

  it("saves empty amounts as null", async () => {
    const { path } = await setup();
    const empty = { currency: "", amount: "" };
    const judgement = (
      await call("POST", path, {
        ...judgementPayload(),
        amountPaided: { ...empty, paymentDate: "", notes: "" },
        legalCost: { ...empty, label: "" },
        legalInterest: { ...empty, estimate: true },
        adverseCost: { ...empty, estimate: false, paymentDate: null },
        establishedDamages: {
          totalAmount: empty,
          amount: null,
          overchargePercentage: { percentage: "", notes: "" },
          otherAmounts: [],
        },
      })
    ).json();
    expect(judgement).toMatchObject({
      amountPaided: null,
      legalCost: null,
      legalInterest: null,
      adverseCost: null,
      establishedDamages: null,
      instance: null,
      date: null,
    });
    const settlement = (await call("POST", path, { ...settlementPayload(), settledAmount: empty })).json();
    expect(settlement).toMatchObject({ settledAmount: null, amountPaided: null, contents: [] });
  });

  it("creates a settlement: type and outcome required, always SETTLEMENT, its own catalogues", async () => {
    const { path, proceeding } = await setup();
    const missing = await call("POST", path, { resolution: "SETTLEMENT" });
    expect(missing.json().subErrors).toEqual(
      expect.arrayContaining([
        { field: "type", message: messages.required },
        { field: "outcome", message: messages.required },
      ]),
    );
    const judgementType = await call("POST", path, { ...settlementPayload(), type: "FINAL" });
    expect(judgementType.json().subErrors).toEqual([{ field: "type", message: messages.notInCatalogue }]);
    const noKind = await call("POST", path, { ...settlementPayload(), resolution: "AGREEMENT" });
    expect(noKind.json().subErrors).toEqual([{ field: "resolution", message: messages.required }]);
    expect(await storedCount(proceeding.id)).toBe(0);
    const saved = (
      await call("POST", path, { ...settlementPayload(), contents: ["PAYMENT", "WAIVER", "PAYMENT"] })
    ).json() as Settlement & { message: string };
    expect(saved).toMatchObject({
      message: messages.settlementSaved,
      resolution: "SETTLEMENT",
      type: { key: "PARTIAL", value: "Partial settlement" },
      contents: [
        { key: "PAYMENT", value: "Payment of damages" },
        { key: "WAIVER", value: "Waiver of further claims" },
      ],
      settledAmount: { type: "COST", label: "Settlement sum", currency: "EUR", amount: 125_000 },
    });
    expect(saved).not.toHaveProperty("court");
  });

  it("refuses unknown catalogue keys and currencies with field messages, saving nothing", async () => {
    const { path, proceeding } = await setup();
    const response = await call("POST", path, {
      ...judgementPayload(),
      type: "NOPE",
      instance: "NOPE",
      legalEffect: "NOPE",
      contents: ["QUANTUM", "PAYMENT"],
      legalCost: { currency: "XYZ", amount: "1" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().subErrors).toEqual([
      { field: "type", message: messages.notInCatalogue },
      { field: "contents.1", message: messages.notInCatalogue },
      { field: "legalEffect", message: messages.notInCatalogue },
      { field: "instance", message: messages.notInCatalogue },
      { field: "legalCost.currency", message: messages.currency },
    ]);
    expect(await storedCount(proceeding.id)).toBe(0);
  });

  it("belongs to a step of the proceeding's tracking, required once the tracking has steps", async () => {
    const { path, proceeding } = await setup();
    const { steps } = await createTracking(db(), proceeding.matterId, { proceedingId: proceeding.id }, [
      "Writ of summons served",
      "Judgement",
    ]);
    await db()
      .update(proceduralSteps)
      .set({ deadline: "2027-05-01", estimateDeadline: true })
      .where(eq(proceduralSteps.id, steps[1]?.id ?? 0));
    const hearings = (await call("GET", `${path}/hearings`)).json();
    expect(hearings.items).toEqual([
      { id: steps[0]?.id, title: "Writ of summons served", deadline: null },
      { id: steps[1]?.id, title: "Judgement", deadline: "2027-05" },
    ]);
    const withoutStep = await call("POST", path, settlementPayload());
    expect(withoutStep.statusCode).toBe(400);
    expect(withoutStep.json().subErrors).toEqual([{ field: "step", message: messages.required }]);
    const saved = await call("POST", path, { ...settlementPayload(), step: { id: steps[1]?.id } });
    expect(saved.json().step).toEqual({ id: steps[1]?.id, title: "Judgement", deadline: "2027-05" });
    expect((await call("GET", path)).json().items[0].step.title).toBe("Judgement");
    // A step of another proceeding's tracking names nothing here.
    const other = await createProceeding(db(), proceeding.matterId, proceeding.categoryId);
    const otherTracking = await createTracking(db(), proceeding.matterId, { proceedingId: other.id });
    const foreign = await call("POST", path, {
      ...settlementPayload(),
      step: { id: otherTracking.steps[0]?.id },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("answers 404 for a step the proceeding does not have", async () => {
    const { path, proceeding } = await setup();
    const response = await call("POST", path, { ...settlementPayload(), step: { id: 12 } });
    expect(response.statusCode).toBe(404);
    expect(await storedCount(proceeding.id)).toBe(0);
    expect((await call("GET", `${path}/hearings`)).json()).toEqual({
      items: [],
      totalElements: 0,
      permissions: ["CREATE", "READ", "WRITE", "DELETE"],
    });
  });

  it("lists both kinds or one, in date order, paged", async () => {
    const { path } = await setup();
    await call("POST", path, { ...judgementPayload(), date: "2022-05-01" });
    await call("POST", path, settlementPayload());
    await call("POST", path, { ...judgementPayload(), date: "2021-01-10" });
    const all = (await call("GET", path)).json();
    expect(all.totalElements).toBe(3);
    expect(all.items.map((r: Resolution) => r.resolution)).toEqual(["JUDGEMENT", "JUDGEMENT", "SETTLEMENT"]);
    expect(all.items.map((r: Judgement) => r.date)).toEqual(["2021-01-10", "2022-05-01", undefined]);
    const judgements = (await call("GET", `${path}?resolution=JUDGEMENT&size=1&page=1`)).json();
    expect(judgements).toMatchObject({ totalElements: 2, items: [{ date: "2022-05-01" }] });
    expect((await call("GET", `${path}?resolution=SETTLEMENT`)).json().totalElements).toBe(1);
    expect((await call("GET", `${path}?resolution=OTHER`)).statusCode).toBe(400);
  });

  it("edits with the loaded version (409 when stale) and never changes the kind", async () => {
    const { path, proceeding } = await setup();
    const created = (await call("POST", path, judgementPayload())).json() as Judgement;
    const edited = await call("PUT", `${path}/${created.id}`, {
      ...judgementPayload(),
      outcome: "Claim allowed in full",
      version: 1,
    });
    expect(edited.json()).toMatchObject({
      message: messages.judgementSaved,
      outcome: "Claim allowed in full",
      version: 2,
    });
    const stale = await call("PUT", `${path}/${created.id}`, { ...judgementPayload(), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(messages.conflict);
    const kind = await call("PUT", `${path}/${created.id}`, { ...settlementPayload(), version: 2 });
    expect(kind.json().subErrors).toEqual([{ field: "resolution", message: messages.resolutionKindFixed }]);
    const otherId = await call("PUT", `${path}/${created.id}`, {
      ...judgementPayload(),
      id: created.id + 1,
      version: 2,
    });
    expect(otherId.statusCode).toBe(404);
    const [row] = await db().select().from(resolutions).where(eq(resolutions.proceedingId, proceeding.id));
    expect(row).toMatchObject({ outcome: "Claim allowed in full", resolution: "JUDGEMENT", version: 2 });
    await call("DELETE", `${path}/${created.id}`);
    const trail = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "resolution"), eq(auditLog.entityId, String(created.id))));
    expect(trail.map((entry) => entry.action)).toEqual(["create", "update", "delete"]);
    expect(trail[1]?.changes).toEqual({
      outcome: { old: "Overcharge established, quantum left to an expert", new: "Claim allowed in full" },
    });
  });

  it("deletes with the kind's message; another proceeding's resolution answers 404 and stays", async () => {
    const mine = await setup();
    const theirs = await setup();
    const judgement = (await call("POST", mine.path, judgementPayload())).json();
    const settlement = (await call("POST", mine.path, settlementPayload())).json();
    const foreign = (await call("POST", theirs.path, settlementPayload())).json();
    expect((await call("DELETE", `${mine.path}/${foreign.id}`)).statusCode).toBe(404);
    const edit = { ...settlementPayload(), version: 1 };
    expect((await call("PUT", `${mine.path}/${foreign.id}`, edit)).statusCode).toBe(404);
    expect(await storedCount(theirs.proceeding.id)).toBe(1);
    expect((await call("DELETE", `${mine.path}/${judgement.id}`)).json()).toEqual({
      message: messages.judgementDeleted,
    });
    expect((await call("DELETE", `${mine.path}/${settlement.id}`)).json()).toEqual({
      message: messages.settlementDeleted,
    });
    expect((await call("DELETE", `${mine.path}/${settlement.id}`)).statusCode).toBe(404);
    expect(await storedCount(mine.proceeding.id)).toBe(0);
  });

  it("goes with its proceeding", async () => {
    const { path, proceeding } = await setup();
    await call("POST", path, judgementPayload());
    const base = path.replace("/resolutions", "");
    expect((await call("DELETE", base)).statusCode).toBe(200);
    expect(await storedCount(proceeding.id)).toBe(0);
  });
});

describe("judgement and settlement lookups", () => {
  it.each([
    ["judgement/types", { key: "FINAL", value: "Final judgement" }],
    ["judgement/instances", { key: "FIRST", value: "First instance" }],
    ["judgement/legaleffects", { key: "NOT_FINAL", value: "Not final (appeal possible)" }],
    ["judgement/contents", { key: "JURISDICTION", value: "Jurisdiction" }],
    ["settlement/types", { key: "FULL", value: "Full settlement" }],
    ["settlement/contents", { key: "PAYMENT", value: "Payment of damages" }],
  ])("GET dbbw/%s answers the catalogue in order", async (path, first) => {
    const list = (await call("GET", path)).json();
    expect(list[0]).toEqual(first);
    expect(list.length).toBeGreaterThanOrEqual(5);
  });
});
