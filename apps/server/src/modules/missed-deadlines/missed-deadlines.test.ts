// A matter's missed deadlines through HTTP (issue 18, section 2): which steps count as missed (the one
// rule of ./rule.ts: a past dated deadline, not done, of an open proceeding), the local counsel's
// scope, another matter's user, paging, sorting and filters, refused query values, and the Excel
// export read back with exceljs.
import type { MissedDeadline } from "@litfolio/shared/missed-deadlines";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit";
import { resolutions } from "../../db/schema/resolutions";
import { dbbwTestFile } from "../../test/dbbw";
import {
  createCategory,
  createDocument,
  createMatter,
  createTrackedProceeding,
  signedInParticipant,
} from "../../test/factories";
import { shiftDays } from "../deadlines/working-days";

const { db, call, state, adminMatter } = dbbwTestFile();

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => shiftDays(today, -days);
const inDays = (days: number) => shiftDays(today, days);
/** An estimated deadline `months` from this month: stored as that month's first day. */
const estimatedMonth = (months: number) => {
  const date = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return { deadline: date.toISOString().slice(0, 10), estimateDeadline: true };
};

async function setup() {
  const { matter } = await adminMatter();
  const nld = await createCategory(db(), matter.id, { code: "NLD", name: "Netherlands" });
  const deu = await createCategory(db(), matter.id, { code: "DEU", name: "Germany" });
  const tracked = (
    categoryId: number,
    steps: Parameters<typeof createTrackedProceeding>[3],
    overrides: Parameters<typeof createTrackedProceeding>[4] = {},
  ) => createTrackedProceeding(db(), matter.id, categoryId, steps, overrides);
  return { matter, nld, deu, tracked, path: `matters/${matter.id}/proceduralsteps/missed` };
}

type Envelope = { items: MissedDeadline[]; totalElements: number; permissions: string[] };

async function listOf(path: string, cookie = state.cookie): Promise<Envelope> {
  const response = await call("GET", path, undefined, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const stepTitles = (envelope: Envelope) => envelope.items.map((item) => item.step.title);

describe("GET dbbw/matters/{m}/proceduralsteps/missed: which steps are missed", () => {
  it("lists a past step not done, with its proceeding, days overdue and responsible", async () => {
    const { nld, tracked, path } = await setup();
    const { proceeding, tracking, steps } = await tracked(
      nld.id,
      [{ deadline: daysAgo(10), courtHearing: true, clientDeadline: false }, { deadline: inDays(20) }],
      { dbResponsibleFirstName: "Anna", dbResponsibleLastName: "de Vries", status: "ON_HOLD" },
    );
    const envelope = await listOf(path);
    expect(envelope.totalElements).toBe(1);
    expect(envelope.permissions).toContain("READ");
    expect(envelope.items).toEqual([
      {
        step: {
          id: steps[0]?.id,
          number: 1,
          title: `Step 1 of ${proceeding.proceedingCode}`,
          deadline: daysAgo(10),
          courtHearing: true,
          clientDeadline: false,
        },
        tracking: { id: tracking.id },
        proceeding: {
          id: proceeding.id,
          code: proceeding.proceedingCode,
          status: { key: "ON_HOLD", value: "On hold" },
          category: { id: nld.id, type: "jurisdiction", code: "NLD", name: "Netherlands" },
        },
        daysOverdue: 10,
        responsible: { firstName: "Anna", lastName: "de Vries" },
      },
    ]);
  });

  it("lists every past step not done, whatever was filed, decided or came later; not a done one", async () => {
    const { nld, tracked, path } = await setup();
    // The process went on, a document was filed at the first step and at the next, an estimate's
    // month has passed: no step is done, so both dated past steps are missed (issue 27).
    const movedOn = await tracked(nld.id, [
      { deadline: daysAgo(30) },
      { deadline: daysAgo(5) },
      estimatedMonth(-1),
      { deadline: inDays(30) },
    ]);
    for (const step of movedOn.steps.slice(0, 2))
      await createDocument(state.t, movedOn.proceeding.matterId, { stepId: step.id });
    // A judgement and a settlement do not complete a step either.
    const judged = await tracked(nld.id, [{ deadline: daysAgo(3) }]);
    await db()
      .insert(resolutions)
      .values([
        { proceedingId: judged.proceeding.id, resolution: "JUDGEMENT", type: "INTERIM", outcome: "Interim" },
        { proceedingId: judged.proceeding.id, resolution: "SETTLEMENT", type: "PARTIAL", outcome: "Partly" },
      ]);
    // Marking it done does.
    await tracked(nld.id, [{ deadline: daysAgo(40), doneOn: daysAgo(41) }]);
    const code = (one: { proceeding: { proceedingCode: string } }) => one.proceeding.proceedingCode;
    expect(stepTitles(await listOf(path))).toEqual([
      `Step 1 of ${code(movedOn)}`,
      `Step 2 of ${code(movedOn)}`,
      `Step 1 of ${code(judged)}`,
    ]);
  });

  it("leaves out proceedings with a closed status: Settled, Final judgement, Withdrawn", async () => {
    const { nld, tracked, path } = await setup();
    const past = [{ deadline: daysAgo(3) }];
    for (const status of ["SETTLED", "DECIDED", "WITHDRAWN"] as const)
      await tracked(nld.id, past, { status });
    const open = await Promise.all(
      (["NOT_YET", "ONGOING", "ON_HOLD", "ONGOING_BUT_SETTLED"] as const).map((status) =>
        tracked(nld.id, past, { status }),
      ),
    );
    const listed = (await listOf(path)).items.map((item) => item.proceeding.id);
    expect(listed.sort()).toEqual(open.map((one) => one.proceeding.id).sort());
  });

  it("never lists an estimated month, today's deadline or a step without a deadline", async () => {
    const { nld, tracked, path } = await setup();
    await tracked(nld.id, [estimatedMonth(-3)]);
    await tracked(nld.id, [{ deadline: today }]);
    await tracked(nld.id, [{ deadline: null }]);
    expect(await listOf(path)).toMatchObject({ items: [], totalElements: 0 });
  });
});

describe("GET dbbw/matters/{m}/proceduralsteps/missed: who sees what", () => {
  it("shows a local counsel only their categories' steps", async () => {
    const { matter, nld, deu, tracked, path } = await setup();
    await tracked(nld.id, [{ deadline: daysAgo(4) }]);
    await tracked(deu.id, [{ deadline: daysAgo(4) }]);
    const counsel = await signedInParticipant(db(), matter.id, "LOCAL_COUNSEL", [deu.id]);
    const envelope = await listOf(path, counsel.cookie);
    expect(envelope.items.map((item) => item.proceeding.category.code)).toEqual(["DEU"]);
    expect(envelope.totalElements).toBe(1);
  });

  it("answers 404 to a user of another matter", async () => {
    const { deu, tracked, path } = await setup();
    await tracked(deu.id, [{ deadline: daysAgo(4) }]);
    const elsewhere = await signedInParticipant(db(), (await createMatter(db())).id, "ADMIN");
    expect((await call("GET", path, undefined, elsewhere.cookie)).statusCode).toBe(404);
    expect((await call("GET", `${path}/export`, undefined, elsewhere.cookie)).statusCode).toBe(404);
  });
});

describe("GET dbbw/matters/{m}/proceduralsteps/missed: paging, sorting, filters", () => {
  async function three() {
    const context = await setup();
    const { nld, deu, tracked } = context;
    const hearing = await tracked(nld.id, [
      { deadline: daysAgo(20), courtHearing: true, clientDeadline: false },
    ]);
    const recent = await tracked(nld.id, [{ deadline: daysAgo(5) }]);
    const german = await tracked(deu.id, [{ deadline: daysAgo(10) }]);
    const codes = [hearing, recent, german].map((one) => one.proceeding.proceedingCode);
    return { ...context, codes };
  }
  const codesOf = (envelope: Envelope) => envelope.items.map((item) => item.proceeding.code);

  it("sorts by deadline, oldest first unless asked otherwise, by proceeding code and by category", async () => {
    const { path, codes } = await three();
    const [hearing, recent, german] = codes;
    expect(codesOf(await listOf(path))).toEqual([hearing, german, recent]);
    expect(codesOf(await listOf(`${path}?sort=deadline,desc`))).toEqual([recent, german, hearing]);
    expect(codesOf(await listOf(`${path}?sort=proceedingCode,asc`))).toEqual([german, hearing, recent]);
    expect(codesOf(await listOf(`${path}?sort=category,desc`))).toEqual([recent, hearing, german]);
  });

  it("pages with the total of every page", async () => {
    const { path, codes } = await three();
    const second = await listOf(`${path}?page=1&size=2`);
    expect(codesOf(second)).toEqual([codes[1]]);
    expect(second.totalElements).toBe(3);
  });

  it("filters by category, court hearings and client deadlines", async () => {
    const { path, codes, deu } = await three();
    expect(codesOf(await listOf(`${path}?categoryId=${deu.id}`))).toEqual([codes[2]]);
    expect(codesOf(await listOf(`${path}?courtHearing=true`))).toEqual([codes[0]]);
    expect(codesOf(await listOf(`${path}?clientDeadline=true`))).toEqual([codes[2], codes[1]]);
    expect((await listOf(`${path}?courtHearing=false`)).totalElements).toBe(3);
  });

  it.each([
    ["sort=title,asc", "sort", "Sort by one of deadline, proceedingCode, category with asc or desc"],
    ["categoryId=abc", "categoryId", "Enter a whole number from 1 to 2147483647"],
    ["courtHearing=maybe", "courtHearing", "Write true or false"],
    ["page=-1", "page", "Enter a whole number from 0 to 1000000"],
    ["size=101", "size", "Enter a whole number from 1 to 100"],
  ])("refuses %s with a message at %s", async (query, field, message) => {
    const { path } = await setup();
    const response = await call("GET", `${path}?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().subErrors).toContainEqual({ field, message });
  });

  it("refuses the export's bad filters alike", async () => {
    const { path } = await setup();
    const response = await call("GET", `${path}/export?sort=title,asc&courtHearing=maybe`);
    expect(response.statusCode, response.body).toBe(400);
    expect(
      response
        .json()
        .subErrors.map((entry: { field: string }) => entry.field)
        .sort(),
    ).toEqual(["courtHearing", "sort"]);
  });
});

async function workbookOf(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new Error("no sheet");
  return sheet;
}

describe("GET dbbw/matters/{m}/proceduralsteps/missed/export", () => {
  it("holds every missed step in the list's order with typed cells, titled with the filters, audited", async () => {
    const { matter, nld, deu, tracked, path } = await setup();
    const dutch = await tracked(nld.id, [
      { deadline: daysAgo(12), courtHearing: true, clientDeadline: false },
    ]);
    const german = await tracked(deu.id, [{ deadline: daysAgo(2) }]);
    const response = await call("GET", `${path}/export`);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["content-disposition"]).toContain(
      encodeURIComponent(`Missed deadlines - ${matter.name}`),
    );
    const sheet = await workbookOf(response);
    expect(sheet.name).toBe("Missed deadlines");
    expect(String(sheet.getCell("A1").value)).toContain(`Missed deadlines: ${matter.name}. no filters.`);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      "Proceedings",
      "Jurisdiction/workstream",
      "Status",
      "Procedural step",
      "Deadline",
      "Days overdue",
      "Court hearing",
      "Client deadline",
      "Responsible",
    ]);
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      dutch.proceeding.proceedingCode,
      "NLD Netherlands",
      "Ongoing",
      `1. Step 1 of ${dutch.proceeding.proceedingCode}`,
      new Date(`${daysAgo(12)}T00:00:00Z`),
      12,
      "Yes",
      "No",
      "Lieke Jansen",
    ]);
    expect(sheet.getCell("E3").numFmt).toBe("dd-mm-yyyy");
    expect(sheet.getCell("F3").numFmt).toBe("#,##0");
    expect(sheet.getCell("A4").value).toBe(german.proceeding.proceedingCode);
    expect(sheet.rowCount).toBe(4);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "export"), eq(auditLog.entityId, String(matter.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.changes).toMatchObject({
      list: { new: "missed deadlines" },
      matterId: { new: matter.id },
      filters: { new: [] },
    });
  });

  it("applies the filters and names them; a local counsel's file holds only their categories", async () => {
    const { matter, nld, deu, tracked, path } = await setup();
    await tracked(nld.id, [{ deadline: daysAgo(12), courtHearing: true }]);
    await tracked(deu.id, [{ deadline: daysAgo(2), courtHearing: true }]);
    await tracked(deu.id, [{ deadline: daysAgo(3) }]);
    const filtered = await workbookOf(
      await call("GET", `${path}/export?categoryId=${deu.id}&courtHearing=true`),
    );
    expect(String(filtered.getCell("A1").value)).toContain(
      "Jurisdiction/workstream: DEU Germany; Court hearings only.",
    );
    expect(filtered.rowCount).toBe(3);
    const counsel = await signedInParticipant(db(), matter.id, "LOCAL_COUNSEL", [nld.id]);
    const scoped = await workbookOf(await call("GET", `${path}/export`, undefined, counsel.cookie));
    expect(scoped.getColumn(2).values.slice(3)).toEqual(["NLD Netherlands"]);
  });
});
