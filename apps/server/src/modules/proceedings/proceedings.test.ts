// Proceedings through HTTP: create with a generated code, get, update (version, category change),
// delete, status history, the lookups and code preview, and what a refused body leaves (nothing).
import { messages } from "@litfolio/shared/messages";
import { type Proceeding, proceedingStatuses } from "@litfolio/shared/proceedings";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit";
import { assetLabels, servedWritPlaces } from "../../db/schema/matters";
import { proceedings } from "../../db/schema/proceedings";
import { dbbwTestFile } from "../../test/dbbw";
import { createCategory, createLabel, createProceeding } from "../../test/factories";

const { db, call, adminMatter } = dbbwTestFile();

/** A matter with a jurisdiction, a workstream, two item labels and two writ places. */
async function setup() {
  const { matter } = await adminMatter();
  const nld = await createCategory(db(), matter.id, { code: "NLD", name: "Netherlands" });
  const cmp = await createCategory(db(), matter.id, { code: "CMP", name: "Competition", type: "workstream" });
  const trucks = await createLabel(db(), assetLabels, matter.id, "Trucks");
  const trailers = await createLabel(db(), assetLabels, matter.id, "Trailers");
  const amsterdam = await createLabel(db(), servedWritPlaces, matter.id, "Amsterdam");
  const utrecht = await createLabel(db(), servedWritPlaces, matter.id, "Utrecht");
  const path = `matters/${matter.id}/proceedings`;
  return { matter, nld, cmp, trucks, trailers, amsterdam, utrecht, path };
}
type Setup = Awaited<ReturnType<typeof setup>>;

const body = (s: Setup, overrides: object = {}) => ({
  category: { id: s.nld.id },
  localCounselProceedingCode: "C/13/123456",
  status: { key: "ONGOING" },
  isMassClaim: false,
  issueDate: "2019-03-14",
  plaintiff: { fullName: "Transportbedrijf Van der Berg B.V.", shortName: "Van der Berg" },
  lawFirm: { name: "De Brauw" },
  localCounsels: [
    { name: "Mr. A. de Vries", location: "Amsterdam" },
    { name: " ", location: "Nowhere" },
  ],
  expert: "RBB Economics",
  court: { name: "Rechtbank Amsterdam", location: "Amsterdam", recordNumber: "C/13/654321" },
  dbResponsible: { firstName: "Lieke", lastName: "Jansen", emailAddress: "lieke@example.com" },
  servedWrits: [
    { id: { servedWritAt: { id: s.amsterdam.id } }, status: "SERVED", servedOn: "2019-04-01" },
    { id: { servedWritAt: { id: s.utrecht.id } }, status: "NOT_YET_SERVED", servedOn: null },
  ],
  assets: [
    { id: { label: { id: s.trucks.id } }, number: "1.250" },
    { id: { label: { id: s.trailers.id } }, number: "" },
  ],
  claimedCosts: {
    totalAmount: { type: null, currency: "EUR", amount: "5" },
    principalAmount: { type: "COST", currency: "EUR", amount: "1.250.000" },
    interestAmount: { type: "PERCENTAGE", percentage: "4,5", currency: "EUR" },
    otherAmounts: [{ type: "COST", label: "Expert costs", currency: "EUR", amount: 20000, notes: "Invoice" }],
  },
  ...overrides,
});

const component = (overrides: object) => ({
  label: null,
  currency: null,
  amount: null,
  percentage: null,
  notes: null,
  ...overrides,
});

async function created(s: Setup, overrides: object = {}): Promise<Proceeding> {
  const response = await call("POST", s.path, body(s, overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const countProceedings = async (matterId: number) =>
  (await db().select().from(proceedings).where(eq(proceedings.matterId, matterId))).length;

describe("POST and GET dbbw/matters/{m}/proceedings", () => {
  it("creates a proceeding with a generated code, normalised as saved, and audits it", async () => {
    const s = await setup();
    const proceeding = await created(s);
    expect(proceeding).toMatchObject({
      matter: { id: s.matter.id, name: s.matter.name },
      proceedingCode: "NLD001",
      category: { id: s.nld.id, type: "jurisdiction", code: "NLD", name: "Netherlands" },
      status: { key: "ONGOING", value: "Ongoing" },
      plaintiff: { fullName: "Transportbedrijf Van der Berg B.V.", shortName: "Van der Berg" },
      lawFirm: { name: "De Brauw" },
      localCounsels: [{ name: "Mr. A. de Vries", location: "Amsterdam" }],
      court: { name: "Rechtbank Amsterdam", location: "Amsterdam", recordNumber: "C/13/654321" },
      dbResponsible: {
        firstName: "Lieke",
        lastName: "Jansen",
        emailAddress: "lieke@example.com",
        telephoneNumber: null,
      },
      assets: [{ id: { label: { id: s.trucks.id, name: "Trucks" } }, number: 1250 }],
      totalNumberOfAssets: 1250,
      dynamicAssetValue: 1250,
      servedWrits: [
        {
          id: { servedWritAt: { id: s.amsterdam.id, name: "Amsterdam" } },
          status: "SERVED",
          servedOn: "2019-04-01",
        },
        {
          id: { servedWritAt: { id: s.utrecht.id, name: "Utrecht" } },
          status: "NOT_YET_SERVED",
          servedOn: null,
        },
      ],
      claimedCosts: {
        totalAmount: null,
        principalAmount: component({ type: "COST", currency: "EUR", amount: 1_250_000 }),
        interestAmount: component({ type: "PERCENTAGE", percentage: 4.5 }),
        otherAmounts: [
          component({
            type: "COST",
            label: "Expert costs",
            currency: "EUR",
            amount: 20000,
            notes: "Invoice",
          }),
        ],
        totalSumInEuro: 1_270_000,
      },
      totalSumInEuro: 1_270_000,
      defendantsAlert: false,
      needsReview: false,
      permissions: ["CREATE", "READ", "WRITE", "DELETE"],
      version: 1,
    });
    const fetched = await call("GET", `${s.path}/${proceeding.id}`);
    expect(fetched.json()).toEqual(proceeding);
    const trail = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "proceeding"), eq(auditLog.entityId, String(proceeding.id))));
    expect(trail.map((entry) => entry.action)).toEqual(["create"]);
  });

  it("counts codes per category and never gives a code twice, even after a delete", async () => {
    const s = await setup();
    const first = await created(s);
    const second = await created(s);
    const workstream = await created(s, { category: { id: s.cmp.id } });
    expect([first.proceedingCode, second.proceedingCode, workstream.proceedingCode]).toEqual([
      "NLD001",
      "NLD002",
      "CMP001",
    ]);
    expect((await call("DELETE", `${s.path}/${second.id}`)).json()).toEqual({
      message: messages.proceedingDeleted,
    });
    expect((await created(s)).proceedingCode).toBe("NLD003");
    const preview = await call("GET", `${s.matter.id}/proceedingcode?categoryId=${s.nld.id}`);
    expect(preview.json()).toMatchObject({ proceedingCode: "NLD004" });
  });

  it("answers 404 for an unknown id, an id of another matter, and names of another matter's rows", async () => {
    const s = await setup();
    const other = await setup();
    const theirs = await created(other);
    expect((await call("GET", `${s.path}/${theirs.id}`)).statusCode).toBe(404);
    expect((await call("GET", `${s.path}/999999`)).statusCode).toBe(404);
    expect((await call("PUT", `${s.path}/${theirs.id}`, body(s, { version: 1 }))).statusCode).toBe(404);
    expect((await call("DELETE", `${s.path}/${theirs.id}`)).statusCode).toBe(404);
    expect((await call("GET", `${s.path}/${theirs.id}/history`)).statusCode).toBe(404);
    for (const foreign of [
      { category: { id: other.nld.id } },
      { assets: [{ id: { label: { id: other.trucks.id } }, number: 3 }] },
      { servedWrits: [{ id: { servedWritAt: { id: other.amsterdam.id } }, status: "NOT_INVOLVED" }] },
    ]) {
      expect((await call("POST", s.path, body(s, foreign))).statusCode).toBe(404);
    }
    expect(await countProceedings(s.matter.id)).toBe(0);
    expect((await call("GET", `${s.matter.id}/proceedingcode?categoryId=${other.nld.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe("PUT and DELETE dbbw/matters/{m}/proceedings/{id}", () => {
  it("updates, refuses a stale version with 409, and assigns a new code when the category changes", async () => {
    const s = await setup();
    const proceeding = await created(s);
    const edit = body(s, { version: 1, plaintiff: { fullName: "Renamed B.V.", shortName: "Renamed" } });
    const updated = await call("PUT", `${s.path}/${proceeding.id}`, edit);
    expect(updated.json()).toMatchObject({
      plaintiff: { fullName: "Renamed B.V." },
      proceedingCode: "NLD001",
      version: 2,
    });
    const stale = await call("PUT", `${s.path}/${proceeding.id}`, edit);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "CONFLICT", message: messages.conflict });

    const moved = await call(
      "PUT",
      `${s.path}/${proceeding.id}`,
      body(s, { category: { id: s.cmp.id }, version: 2 }),
    );
    expect(moved.json()).toMatchObject({ proceedingCode: "CMP001", category: { code: "CMP" }, version: 3 });
    const back = await call("PUT", `${s.path}/${proceeding.id}`, body(s, { version: 3 }));
    expect(back.json()).toMatchObject({ proceedingCode: "NLD002" });
  });

  it("answers 404 for a body naming another proceeding", async () => {
    const s = await setup();
    const mine = await created(s);
    const other = await created(s);
    const response = await call("PUT", `${s.path}/${mine.id}`, body(s, { id: other.id, version: 1 }));
    expect(response.statusCode).toBe(404);
  });

  it("replaces the item rows and served writs as a whole", async () => {
    const s = await setup();
    const proceeding = await created(s);
    const response = await call(
      "PUT",
      `${s.path}/${proceeding.id}`,
      body(s, {
        version: 1,
        assets: [{ id: { label: { id: s.trailers.id } }, number: 7 }],
        servedWrits: [
          { id: { servedWritAt: { id: s.utrecht.id } }, status: "SERVED", servedOn: "2020-01-02" },
        ],
      }),
    );
    expect(response.json()).toMatchObject({
      assets: [{ id: { label: { id: s.trailers.id } }, number: 7 }],
      dynamicAssetValue: null,
      servedWrits: [{ id: { servedWritAt: { id: s.utrecht.id } }, status: "SERVED", servedOn: "2020-01-02" }],
    });
  });
});

describe("status history", () => {
  it("keeps every status change with who made it, oldest first", async () => {
    const s = await setup();
    const proceeding = await created(s, { status: { key: "NOT_YET" } });
    await call("PUT", `${s.path}/${proceeding.id}`, body(s, { status: { key: "ONGOING" }, version: 1 }));
    await call(
      "PUT",
      `${s.path}/${proceeding.id}`,
      body(s, { status: { key: "ONGOING" }, expert: "Other", version: 2 }),
    );
    await call("PUT", `${s.path}/${proceeding.id}`, body(s, { status: { key: "DECIDED" }, version: 3 }));
    const history = (await call("GET", `${s.path}/${proceeding.id}/history`)).json();
    expect(
      history.items.map((change: { from: { key: string } | null; to: { key: string } }) => [
        change.from?.key ?? null,
        change.to.key,
      ]),
    ).toEqual([
      [null, "NOT_YET"],
      ["NOT_YET", "ONGOING"],
      ["ONGOING", "DECIDED"],
    ]);
    expect(history.items[2]).toMatchObject({
      to: { key: "DECIDED", value: "Final judgement" },
      changedBy: { id: expect.any(Number), firstName: expect.any(String) },
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(history.totalElements).toBe(3);
  });
});

describe("lookups", () => {
  it("serves the statuses, currencies (EUR first) and truck information sources", async () => {
    const statuses = (await call("GET", "proceedingstatus")).json();
    expect(statuses).toContainEqual({ key: "DECIDED", value: "Final judgement" });
    expect(statuses.map((status: { key: string }) => status.key)).toEqual([...proceedingStatuses]);
    const currencies = (await call("GET", "currencies")).json();
    expect(currencies[0]).toEqual({ key: "EUR", value: "Euro" });
    expect(currencies.map((currency: { key: string }) => currency.key)).toContain("GBP");
    const sources = (await call("GET", "truckInformationSources")).json();
    expect(sources.length).toBeGreaterThan(0);
    expect(sources[0].url).toContain("{chassisNumber}");
  });

  it("previews the next code of a category", async () => {
    const s = await setup();
    await createProceeding(db(), s.matter.id, s.cmp.id);
    const preview = await call("GET", `${s.matter.id}/proceedingcode?categoryId=${s.cmp.id}`);
    expect(preview.json()).toEqual({
      proceedingCode: "CMP002",
      permissions: ["CREATE", "READ", "WRITE", "DELETE"],
    });
  });
});
