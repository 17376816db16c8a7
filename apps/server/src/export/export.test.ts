// Excel exports through HTTP (issue 17), each file read back with exceljs: the proceedings list
// under its filters (all pages, the list's order, typed cells, title and header rows, frozen and
// filtered), a local counsel's export holding only their categories, the trucks streamed in batches
// (a batch boundary crossed, order kept, nothing twice), the claimants, and the audit entries.

import { eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { auditLog } from "../db/schema/audit";
import { claimants, proceedings, trucks } from "../db/schema/proceedings";
import { dbbwTestFile } from "../test/dbbw";
import { createCategory, createMatter, createProceeding, signedInParticipant } from "../test/factories";

const { db, call, adminMatter } = dbbwTestFile();

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
