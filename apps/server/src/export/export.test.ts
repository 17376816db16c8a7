// Excel exports through HTTP (issue 17), each file read back with exceljs: the proceedings list
// under its filters (all pages, the list's order, typed cells, title and header rows, frozen and
// filtered), a local counsel's export holding only their categories, the trucks streamed in batches
// (a batch boundary crossed, order kept, nothing twice), the claimants, and the audit entries; a
// proceeding's defendants, judgements and settlements, the activities across matters (or of a matter
// or tracking) under the caller's filters, and the work packages.

import { eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { auditLog } from "../db/schema/audit";
import { defendantLabels } from "../db/schema/matters";
import { claimants, proceedings, trucks } from "../db/schema/proceedings";
import { dbbwTestFile } from "../test/dbbw";
import {
  addParticipation,
  createActivity,
  createCategory,
  createLabel,
  createMatter,
  createProceeding,
  createTracking,
  createUser,
  createWorkPackage,
  sessionCookie,
  signedInParticipant,
} from "../test/factories";
import { judgementPayload, settlementPayload } from "../test/matter-endpoints";

const { db, call, state, adminMatter } = dbbwTestFile();

async function workbookOf(response: { statusCode: number; rawPayload: Buffer; body: string }) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new Error("no sheet");
  return sheet;
}

const columnValues = (sheet: ExcelJS.Worksheet, column: number) =>
  sheet.getColumn(column).values.slice(3) as unknown[];

async function setup() {
  const { matter } = await adminMatter();
  const nld = await createCategory(db(), matter.id, { code: "NLD", name: "Netherlands" });
  const deu = await createCategory(db(), matter.id, { code: "DEU", name: "Germany" });
  const first = await createProceeding(db(), matter.id, nld.id, {
    issueDate: "2025-03-14",
    totalSumInEuro: 1_234_567,
    lawFirm: "Houthoff",
  });
  await createProceeding(db(), matter.id, nld.id, { status: "SETTLED" });
  await createProceeding(db(), matter.id, deu.id, { lawFirm: "Gleiss Lutz" });
  return { matter, nld, deu, first, path: `matters/${matter.id}/proceedings` };
}

describe("GET dbbw/matters/{m}/proceedings/export", () => {
  it("holds every proceeding of the filters in the list's order, with typed cells", async () => {
    const { matter, path } = await setup();
    const response = await call("GET", `${path}/export?statuses=ONGOING`);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["content-disposition"]).toContain(
      encodeURIComponent(`Proceedings - ${matter.name}`),
    );
    const sheet = await workbookOf(response);
    expect(sheet.name).toBe("Proceedings");
    const title = String(sheet.getCell("A1").value);
    expect(title).toContain(matter.name);
    expect(title).toContain("Statuses: Ongoing");
    expect(title).toMatch(/Exported \d{2}-\d{2}-\d{4}/);
    expect(sheet.getRow(2).font?.bold).toBe(true);
    expect(sheet.getCell("A2").value).toBe("Code");
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 2 });
    expect(sheet.autoFilter).toBeTruthy();
    // The list's order: by category name (Germany before Netherlands), then the counter.
    expect(columnValues(sheet, 1)).toEqual(["DEU001", "NLD001"]);
    const row = sheet.getRow(4);
    expect(row.getCell(6).value).toBe("Houthoff");
    expect(row.getCell(12).value).toEqual(new Date(Date.UTC(2025, 2, 14)));
    expect(row.getCell(12).numFmt).toBe("dd-mm-yyyy");
    expect(row.getCell(14).value).toBe(1_234_567);
    expect(row.getCell(14).numFmt).toContain("#,##0.00");
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "export"))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(JSON.stringify(entry?.changes)).toContain("Statuses: Ongoing");
  });

  it("applies the search criteria, and names them in the title", async () => {
    const { path } = await setup();
    const sheet = await workbookOf(await call("GET", `${path}/export?statuses=&lawFirm=gleiss`));
    expect(columnValues(sheet, 1)).toEqual(["DEU001"]);
    expect(String(sheet.getCell("A1").value)).toContain('Law firm contains "gleiss"');
  });

  it("gives a local counsel only their categories' proceedings", async () => {
    const { matter, nld, path } = await setup();
    const counsel = await signedInParticipant(db(), matter.id, "LOCAL_COUNSEL", [nld.id]);
    const sheet = await workbookOf(await call("GET", `${path}/export?statuses=`, undefined, counsel.cookie));
    expect(columnValues(sheet, 1)).toEqual(["NLD001", "NLD002"]);
  });

  it("refuses a bad filter with 400 and another matter with 404", async () => {
    const { path } = await setup();
    expect((await call("GET", `${path}/export?statuses=LATER`)).statusCode).toBe(400);
    const other = await createMatter(db());
    expect((await call("GET", `matters/${other.id}/proceedings/export`)).statusCode).toBe(404);
  });
});

describe("GET .../proceedings/{p}/trucks/export and claimants/export", () => {
  it("streams every truck once, in chassis order, across batches", async () => {
    const { first, path } = await setup();
    await db().execute(
      sql`insert into ${trucks} (proceeding_id, chassis_number, confirmed)
          select ${first.id}, 'XLRTE47MS0E' || lpad(n::text, 6, '0'), n % 3 = 0 from generate_series(1, 12000) n`,
    );
    const all = await workbookOf(await call("GET", `${path}/${first.id}/trucks/export`));
    const chassis = columnValues(all, 1) as string[];
    expect(chassis.length).toBe(12_000);
    expect(new Set(chassis).size).toBe(12_000);
    expect([...chassis].sort()).toEqual(chassis);
    const confirmed = await workbookOf(await call("GET", `${path}/${first.id}/trucks/export?confirmed=true`));
    expect(confirmed.name).toBe("Confirmed trucks");
    expect(columnValues(confirmed, 1).length).toBe(4_000);
    expect(new Set(columnValues(confirmed, 2))).toEqual(new Set(["Yes"]));
    // The list's chassis-number search narrows the export too, and the title names it.
    const searched = await workbookOf(
      await call("GET", `${path}/${first.id}/trucks/export?chassisNumber=00011`),
    );
    expect(columnValues(searched, 1).length).toBe(11);
    expect(String(searched.getCell("A1").value)).toContain('Chassis number contains "00011"');
  });

  it("holds the claimants in the list's order", async () => {
    const { first, path } = await setup();
    await db()
      .insert(claimants)
      .values([
        { proceedingId: first.id, fullName: "Transport Bakker B.V.", shortName: "Bakker", position: 1 },
        { proceedingId: first.id, fullName: "Autobedrijf Aalders", shortName: "Aalders", position: 0 },
      ]);
    const sheet = await workbookOf(await call("GET", `${path}/${first.id}/claimants/export`));
    expect(sheet.name).toBe("Claimants");
    expect(columnValues(sheet, 1)).toEqual(["Autobedrijf Aalders", "Transport Bakker B.V."]);
    expect(String(sheet.getCell("A1").value)).toContain("NLD001");
  });

  it("answers 404 for a proceeding outside a local counsel's categories", async () => {
    const { matter, deu, path } = await setup();
    const [german] = await db().select().from(proceedings).where(eq(proceedings.categoryId, deu.id));
    const counsel = await signedInParticipant(db(), matter.id, "LOCAL_COUNSEL", []);
    const response = await call("GET", `${path}/${german?.id}/claimants/export`, undefined, counsel.cookie);
    expect(response.statusCode).toBe(404);
  });
});

describe("GET dbbw/matters/{m}/aggregator/export", () => {
  it("holds a row per category and the Total row, with amounts and shares typed", async () => {
    const { matter } = await setup();
    const sheet = await workbookOf(
      await call("GET", `matters/${matter.id}/aggregator/export?statuses=ONGOING`),
    );
    expect(sheet.name).toBe("Overview");
    expect(columnValues(sheet, 1)).toEqual(["DEU Germany", "NLD Netherlands", "Total"]);
    expect(columnValues(sheet, 2)).toEqual([1, 1, 2]);
    expect(columnValues(sheet, 7)).toEqual([0, 1_234_567, 1_234_567]);
    const total = sheet.getRow(5);
    expect(total.getCell(1).font?.bold).toBe(true);
    // A share is a fraction shown as a percentage: NLD's one proceeding states its amount.
    expect(sheet.getRow(4).getCell(8).value).toBe(1);
    expect(sheet.getRow(4).getCell(8).numFmt).toBe("0%");
  });
});

const headers = (sheet: ExcelJS.Worksheet) => (sheet.getRow(2).values as unknown[]).slice(1);

/** The export entries of the audit trail written after `afterId`. */
const exportEntries = async (afterId: number) =>
  (await db().select().from(auditLog).where(eq(auditLog.entity, "export"))).filter(
    (entry) => entry.id > afterId,
  );

const lastAuditId = async () => {
  const [entry] = await db()
    .select({ id: auditLog.id })
    .from(auditLog)
    .orderBy(sql`${auditLog.id} desc`)
    .limit(1);
  return entry?.id ?? 0;
};

describe("GET .../proceedings/{p}/defendants/export", () => {
  async function defendants() {
    const { matter, nld, deu, first, path } = await setup();
    const daf = await createLabel(db(), defendantLabels, matter.id, "DAF Trucks N.V.");
    const volvo = await createLabel(db(), defendantLabels, matter.id, "AB Volvo");
    await createLabel(db(), defendantLabels, matter.id, "Scania CV AB");
    const list = `${path}/${first.id}/defendants`;
    const edit = (labelId: number, fields: object) =>
      call("PUT", list, { id: { label: { id: labelId } }, version: null, ...fields });
    expect(
      (await edit(daf.id, { involvement: "INITIAL_INVOLVEMENT", status: "ACTIVE", joinedDate: "2024-02-01" }))
        .statusCode,
    ).toBe(200);
    expect((await edit(volvo.id, { involvement: "NOT_INVOLVED", comment: "Not sued" })).statusCode).toBe(200);
    return { matter, nld, deu, first, path, list };
  }

  it("holds every defendant of the matter in the list's order, typed, audited once", async () => {
    const { first, list } = await defendants();
    const before = await lastAuditId();
    const sheet = await workbookOf(await call("GET", `${list}/export`));
    expect(sheet.name).toBe("Defendants");
    expect(String(sheet.getCell("A1").value)).toContain(`${first.proceedingCode}. no filters`);
    expect(headers(sheet)).toEqual([
      "Defendant",
      "Principal defendant",
      "Involvement",
      "Status",
      "Third party notice sent on",
      "Joined on",
      "Warning",
      "Comment",
    ]);
    expect(columnValues(sheet, 1)).toEqual(["DAF Trucks N.V.", "AB Volvo", "Scania CV AB"]);
    expect(columnValues(sheet, 2)).toEqual(["Yes", "No", "No"]);
    expect(sheet.getRow(3).getCell(3).value).toBe("Initial defendant");
    expect(sheet.getRow(3).getCell(6).value).toEqual(new Date(Date.UTC(2024, 1, 1)));
    expect(sheet.getRow(3).getCell(6).numFmt).toBe("dd-mm-yyyy");
    expect(sheet.getRow(4).getCell(7).value).toBeTruthy();
    expect(sheet.getRow(4).getCell(8).value).toBe("Not sued");
    expect(sheet.getRow(5).getCell(3).value).toBeNull();
    const entries = await exportEntries(before);
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0]?.changes)).toContain("defendants");
  });

  it("applies the name search and names it in the title", async () => {
    const { list } = await defendants();
    const sheet = await workbookOf(await call("GET", `${list}/export?query=volvo`));
    expect(columnValues(sheet, 1)).toEqual(["AB Volvo"]);
    expect(String(sheet.getCell("A1").value)).toContain('Defendant contains "volvo"');
  });

  it("answers 404 outside a local counsel's categories and for another matter's proceeding", async () => {
    const { matter, deu, path, first } = await defendants();
    const german = await createProceeding(db(), matter.id, deu.id);
    const counsel = await signedInParticipant(db(), matter.id, "LOCAL_COUNSEL", [first.categoryId]);
    expect(
      (await call("GET", `${path}/${german.id}/defendants/export`, undefined, counsel.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await call("GET", `${path}/${first.id}/defendants/export`, undefined, counsel.cookie)).statusCode,
    ).toBe(200);
    const other = await adminMatter();
    expect(
      (await call("GET", `matters/${other.matter.id}/proceedings/${first.id}/defendants/export`)).statusCode,
    ).toBe(404);
  });
});

describe("GET .../proceedings/{p}/resolutions/export", () => {
  async function resolutionsOf() {
    const { matter, deu, first, path } = await setup();
    const list = `${path}/${first.id}/resolutions`;
    const post = async (body: object) => {
      const response = await call("POST", list, body);
      expect(response.statusCode, response.body).toBe(200);
    };
    await post({
      ...judgementPayload(),
      date: "2023-06-14",
      instance: "APPEAL",
      court: { name: "Gerechtshof Amsterdam", location: "Amsterdam", recordNumber: "200.301.442/01" },
      establishedDamages: { amount: { currency: "EUR", amount: "1.250.000" } },
      legalCost: { label: "Court fees", currency: "USD", amount: "8.400" },
      amountPaided: { currency: "EUR", amount: "500.000", paymentDate: "2023-08-01", label: "First payment" },
    });
    await post({ ...judgementPayload(), date: "2022-01-10" });
    await post(settlementPayload());
    return { matter, deu, first, path, list };
  }

  it("holds the judgements by date with typed amounts, and names other currencies", async () => {
    const { list } = await resolutionsOf();
    const before = await lastAuditId();
    const sheet = await workbookOf(await call("GET", `${list}/export?resolution=JUDGEMENT`));
    expect(sheet.name).toBe("Judgements");
    const head = headers(sheet);
    expect(head.slice(0, 5)).toEqual(["Step", "Step deadline", "Date", "Court", "Court location"]);
    const column = (name: string) => head.indexOf(name) + 1;
    expect(columnValues(sheet, column("Date"))).toEqual([
      new Date(Date.UTC(2022, 0, 10)),
      new Date(Date.UTC(2023, 5, 14)),
    ]);
    const appeal = sheet.getRow(4);
    expect(appeal.getCell(column("Court")).value).toBe("Gerechtshof Amsterdam");
    expect(appeal.getCell(column("Instance")).value).toBe("Appeal");
    expect(appeal.getCell(column("Established damages (EUR)")).value).toBe(1_250_000);
    expect(appeal.getCell(column("Established damages (EUR)")).numFmt).toContain("#,##0.00");
    expect(appeal.getCell(column("Legal cost (EUR)")).value).toBeNull();
    expect(appeal.getCell(column("Amount paid (EUR)")).value).toBe(500_000);
    expect(appeal.getCell(column("Payment date")).value).toEqual(new Date(Date.UTC(2023, 7, 1)));
    expect(appeal.getCell(column("Amounts in other currencies")).value).toBe("Legal cost: USD 8400");
    expect(appeal.getCell(column("Content")).value).toBe(
      "Existence of an overcharge, Appointment of a court expert",
    );
    expect(await exportEntries(before)).toHaveLength(1);
  });

  it("holds the settlements alone, and both kinds without a kind", async () => {
    const { list } = await resolutionsOf();
    const settlements = await workbookOf(await call("GET", `${list}/export?resolution=SETTLEMENT`));
    expect(settlements.name).toBe("Settlements");
    const head = headers(settlements);
    expect(head.slice(0, 5)).toEqual(["Step", "Step deadline", "Type", "Outcome", "Content"]);
    expect(columnValues(settlements, 4)).toEqual(["Settled with one defendant"]);
    expect(settlements.getRow(3).getCell(head.indexOf("Settlement amount (EUR)") + 1).value).toBe(125_000);
    const both = await workbookOf(await call("GET", `${list}/export`));
    expect(columnValues(both, 1)).toEqual(["Judgement", "Judgement", "Settlement"]);
    expect((await call("GET", `${list}/export?resolution=LATER`)).statusCode).toBe(400);
  });

  it("answers 404 for a proceeding outside a local counsel's categories", async () => {
    const { matter, deu, path } = await resolutionsOf();
    const german = await createProceeding(db(), matter.id, deu.id);
    const counsel = await signedInParticipant(db(), matter.id, "LOCAL_COUNSEL", []);
    const response = await call("GET", `${path}/${german.id}/resolutions/export`, undefined, counsel.cookie);
    expect(response.statusCode).toBe(404);
  });
});

describe("GET dbbw/activities/export", () => {
  /** A new user: ADMIN of one matter, local counsel for NLD in another; a third matter not theirs. */
  async function activitiesAcrossMatters() {
    const user = await createUser(db(), { firstName: "Eva", lastName: "Smit" });
    const cookie = await sessionCookie(db(), user.id);
    const own = await createMatter(db(), { name: "Trucks cartel" });
    const counselled = await createMatter(db(), { name: "Elevators cartel" });
    const foreign = await createMatter(db(), { name: "Not theirs" });
    const trackingIn = async (matterId: number, code: string) => {
      const category = await createCategory(db(), matterId, { code, name: code });
      const proceeding = await createProceeding(db(), matterId, category.id);
      const { tracking, steps } = await createTracking(db(), matterId, { proceedingId: proceeding.id }, [
        "Writ of summons served",
        "Statement of defence",
      ]);
      return { category, proceeding, tracking, steps };
    };
    const a = await trackingIn(own.id, "NLD");
    const nl = await trackingIn(counselled.id, "NLD");
    const de = await trackingIn(counselled.id, "DEU");
    const x = await trackingIn(foreign.id, "NLD");
    await addParticipation(db(), own.id, user.id, "ADMIN");
    await addParticipation(db(), counselled.id, user.id, "LOCAL_COUNSEL", [nl.category.id]);
    const mine = { responsibleId: user.id, createdBy: user.id };
    await createActivity(db(), own.id, a.tracking.id, a.steps[1]?.id ?? null, {
      ...mine,
      title: "File the defence",
      dueDate: "2027-03-01",
    });
    await createActivity(db(), own.id, a.tracking.id, null, {
      title: "Brief the expert",
      dueDate: "2027-01-15",
      status: "DONE",
      createdBy: user.id,
    });
    await createActivity(db(), counselled.id, nl.tracking.id, null, {
      ...mine,
      title: "Answer the court",
      dueDate: "2027-02-01",
      status: "DOING",
    });
    await createActivity(db(), counselled.id, de.tracking.id, null, { ...mine, title: "German deadline" });
    await createActivity(db(), foreign.id, x.tracking.id, null, { ...mine, title: "Someone else's" });
    return { user, cookie, own, counselled, foreign, a, nl };
  }

  it("holds every activity the caller may see across matters, by due date, titled All matters", async () => {
    const { cookie } = await activitiesAcrossMatters();
    const before = await lastAuditId();
    const response = await call("GET", "activities/export", undefined, cookie);
    expect(response.headers["content-disposition"]).toContain(encodeURIComponent("Activities - All matters"));
    const sheet = await workbookOf(response);
    expect(sheet.name).toBe("Activities");
    expect(String(sheet.getCell("A1").value)).toContain("Activities: All matters. Statuses: all.");
    expect(headers(sheet)).toEqual([
      "Matter",
      "Proceedings",
      "Jurisdiction or workstream",
      "Procedural step",
      "Title",
      "Status",
      "Due date",
      "Overdue",
      "Responsible",
      "Created by",
      "Created date",
      "Description",
    ]);
    // Not the other matter's, nor the German one outside the local counsel's categories.
    expect(columnValues(sheet, 5)).toEqual(["Brief the expert", "Answer the court", "File the defence"]);
    expect(columnValues(sheet, 1)).toEqual(["Trucks cartel", "Elevators cartel", "Trucks cartel"]);
    const defence = sheet.getRow(5);
    expect(defence.getCell(4).value).toBe("2. Statement of defence");
    expect(defence.getCell(6).value).toBe("To Do");
    expect(defence.getCell(7).value).toEqual(new Date(Date.UTC(2027, 2, 1)));
    expect(defence.getCell(7).numFmt).toBe("dd-mm-yyyy");
    expect(defence.getCell(8).value).toBe("No");
    expect(defence.getCell(9).value).toBe("Eva Smit");
    expect(defence.getCell(11).value).toBeInstanceOf(Date);
    const entries = await exportEntries(before);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.entityId).toBe("all");
  });

  it("applies the statuses, the toggles, the criteria and the sort, and names them", async () => {
    const { cookie } = await activitiesAcrossMatters();
    const sheet = await workbookOf(
      await call(
        "GET",
        "activities/export?statuses=TODO,DOING&assignedToMe=true&title=the&sort=title,asc&page=0&size=15",
        undefined,
        cookie,
      ),
    );
    expect(columnValues(sheet, 5)).toEqual(["Answer the court", "File the defence"]);
    const title = String(sheet.getCell("A1").value);
    expect(title).toContain('Statuses: To Do, Doing; Assigned to me; Title contains "the"');
  });

  it("with a matter filter: that matter's activities, titled with its name", async () => {
    const { cookie, own, foreign } = await activitiesAcrossMatters();
    const sheet = await workbookOf(
      await call("GET", `activities/export?matterId=${own.id}`, undefined, cookie),
    );
    expect(String(sheet.getCell("A1").value)).toContain("Activities: Trucks cartel.");
    expect(columnValues(sheet, 5)).toEqual(["Brief the expert", "File the defence"]);
    expect(
      (await call("GET", `activities/export?matterId=${foreign.id}`, undefined, cookie)).statusCode,
    ).toBe(404);
  });

  it("in a tracking: its activities with the step criterion; another's tracking 404", async () => {
    const { cookie, a, nl, own } = await activitiesAcrossMatters();
    const step = a.steps[1]?.id;
    const sheet = await workbookOf(
      await call(
        "GET",
        `activities/export?matterId=${own.id}&trackingId=${a.tracking.id}&proceduralStepId=${step}`,
        undefined,
        cookie,
      ),
    );
    expect(columnValues(sheet, 5)).toEqual(["File the defence"]);
    const title = String(sheet.getCell("A1").value);
    expect(title).toContain(`Trucks cartel, ${a.proceeding.proceedingCode}`);
    expect(title).toContain("Procedural step: 2. Statement of defence");
    expect(
      (await call("GET", `activities/export?trackingId=${nl.tracking.id}`, undefined, cookie)).statusCode,
    ).toBe(200);
    const stranger = await signedInParticipant(db(), own.id, "LOCAL_COUNSEL", []);
    const refused = await call(
      "GET",
      `activities/export?trackingId=${a.tracking.id}`,
      undefined,
      stranger.cookie,
    );
    expect(refused.statusCode).toBe(404);
    expect((await call("GET", "activities/export?statuses=LATER", undefined, cookie)).statusCode).toBe(400);
  });
});

describe("GET dbbw/matters/{m}/workpackage/export", () => {
  it("holds every package in the list's sort with typed cells; none for a role without packages", async () => {
    const { matter } = await adminMatter();
    await createWorkPackage(db(), matter.id, { title: "Expert report", createdBy: state.user.id });
    await createWorkPackage(db(), matter.id, {
      title: "Data room",
      totalAmount: 1_250_050, // cents
      assigneeId: state.user.id,
    });
    const path = `matters/${matter.id}/workpackage`;
    const before = await lastAuditId();
    const sheet = await workbookOf(await call("GET", `${path}/export`));
    expect(sheet.name).toBe("Work packages");
    expect(String(sheet.getCell("A1").value)).toContain(`Work packages: ${matter.name}. no filters.`);
    const head = headers(sheet);
    expect(head.slice(0, 7)).toEqual([
      "Id",
      "Status",
      "Title",
      "Why essential",
      "Planning",
      "Created by",
      "Created date",
    ]);
    expect(head).toContain("Total amount (EUR)");
    expect(columnValues(sheet, 1)).toEqual([2, 1]);
    expect(sheet.getRow(3).getCell(1).numFmt).toBe("#,##0");
    const amount = sheet.getRow(3).getCell(head.indexOf("Total amount (EUR)") + 1);
    expect(amount.value).toBe(12_500.5);
    expect(amount.numFmt).toContain("#,##0.00");
    expect(sheet.getRow(3).getCell(2).value).toBe("Pending approval");
    expect(sheet.getRow(3).getCell(head.indexOf("Assignee") + 1).value).toBe(
      `${state.user.firstName} ${state.user.lastName}`,
    );
    expect(sheet.getRow(4).getCell(7).value).toBeInstanceOf(Date);
    const sorted = await workbookOf(await call("GET", `${path}/export?sort=title,asc`));
    expect(columnValues(sorted, 3)).toEqual(["Data room", "Expert report"]);
    expect(await exportEntries(before)).toHaveLength(2);
    const reader = await signedInParticipant(db(), matter.id, "EXTERNAL_READ_ONLY");
    expect((await call("GET", `${path}/export`, undefined, reader.cookie)).statusCode).toBe(404);
    const other = await createMatter(db());
    expect((await call("GET", `matters/${other.id}/workpackage/export`)).statusCode).toBe(404);
  });
});
