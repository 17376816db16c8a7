// Importing a proceeding's claimants and trucks through HTTP: the template, the preview (counts,
// every rule with its row, column and the form's message), the commit (the lists, the truck counters,
// one trail entry), 409 after a change, 404 for someone else's import, the permission, and every kind
// of bad file (never a 500). Files are made here: .xlsx with exceljs, CSV as strings, zips by hand.
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import { createDeflateRaw, deflateRawSync } from "node:zlib";
import { importLimits } from "@litfolio/shared/imports";
import { messages } from "@litfolio/shared/messages";
import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit";
import { claimants, proceedings, trucks } from "../../db/schema/proceedings";
import { dbbwTestFile } from "../../test/dbbw";
import { createCategory, createProceeding, signedInParticipant } from "../../test/factories";
import { multipartFiles, sampleOle2, samplePdf } from "../../test/multipart";

const { db, call, state, adminMatter } = dbbwTestFile();

async function setup() {
  const { matter } = await adminMatter();
  const category = await createCategory(db(), matter.id);
  const proceeding = await createProceeding(db(), matter.id, category.id);
  const base = `matters/${matter.id}/proceedings/${proceeding.id}`;
  const preview = (kind: "claimants" | "trucks", name: string, content: Buffer | string, cookie?: string) =>
    call(
      "POST",
      `${base}/${kind}/import/preview`,
      multipartFiles([{ name, content: Buffer.from(content) }]),
      cookie,
    );
  const commit = (kind: "claimants" | "trucks", importId: string, cookie?: string) =>
    call("POST", `${base}/${kind}/import/${importId}/commit`, { confirm: true }, cookie);
  return { matter, category, proceeding, base, preview, commit };
}

/** A workbook with one sheet of these rows (strings as shared strings, as Excel writes them). */
async function workbook(rows: unknown[][], edit?: (sheet: ExcelJS.Worksheet) => void) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Import");
  for (const row of rows) sheet.addRow(row);
  edit?.(sheet);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A zip written by hand: each entry deflated, `size` as its directory declares it. */
function zip(entries: { name: string; data: Buffer; size?: number }[]) {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const compressed = entry.size === undefined ? deflateRawSync(entry.data) : entry.data;
    const size = entry.size ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, compressed);
    directory.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const centralDirectory = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, centralDirectory, end]);
}

/** The parts of a minimal workbook around a sheet (already deflated when `size` is given). */
const minimalWorkbook = (
  sheet: { data: Buffer; size?: number },
  more: { name: string; data: Buffer }[] = [],
) =>
  zip([
    ...more,
    { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
    {
      name: "xl/workbook.xml",
      data: Buffer.from(
        '<workbook xmlns:r="r"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      data: Buffer.from(
        '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    },
    { name: "xl/worksheets/sheet1.xml", ...sheet },
  ]);

/** A minimal workbook whose sheet holds these rows' cells, each an inline string at its reference. */
const inlineWorkbook = (rows: Record<string, string>[]) =>
  minimalWorkbook({
    data: Buffer.from(
      `<worksheet><sheetData>${rows
        .map(
          (cells, index) =>
            `<row r="${index + 1}">${Object.entries(cells)
              .map(([reference, text]) =>
                text === ""
                  ? `<c r="${reference}" s="1"/>`
                  : `<c r="${reference}" t="inlineStr"><is><t>${text}</t></is></c>`,
              )
              .join("")}</row>`,
        )
        .join("")}</sheetData></worksheet>`,
    ),
  });

/** A workbook whose shared strings are these (a header row of two of them as its sheet). */
const sharedStringsWorkbook = (strings: Buffer) =>
  minimalWorkbook(
    {
      data: Buffer.from(
        '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row></sheetData></worksheet>',
      ),
    },
    [
      {
        name: "xl/sharedStrings.xml",
        data: Buffer.concat([Buffer.from("<sst>"), strings, Buffer.from("</sst>")]),
      },
    ],
  );

/** `bytes` zeros deflated as a stream (the zeros never sit in memory): a zip bomb's payload. */
async function deflatedZeros(bytes: number) {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => out.push(chunk));
  const chunk = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < bytes; written += chunk.length) {
    if (!deflate.write(chunk)) await once(deflate, "drain");
  }
  deflate.end();
  await once(deflate, "end");
  return Buffer.concat(out);
}

const claimantNames = async (base: string) =>
  (await call("GET", `${base}/claimants`))
    .json()
    .items.map((c: { fullName: string; shortName: string }) => [c.fullName, c.shortName]);

const trailOf = (entity: string, proceedingId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(proceedingId))))
    .orderBy(auditLog.id);

const counters = async (proceedingId: number) => {
  const [row] = await db()
    .select({ confirmed: proceedings.confirmedTrucks, unconfirmed: proceedings.unconfirmedTrucks })
    .from(proceedings)
    .where(eq(proceedings.id, proceedingId));
  const [real] = await db()
    .select({
      confirmed: sql<number>`count(*) filter (where ${trucks.confirmed})::int`,
      unconfirmed: sql<number>`count(*) filter (where not ${trucks.confirmed})::int`,
    })
    .from(trucks)
    .where(eq(trucks.proceedingId, proceedingId));
  // The kept counters always equal a count of the rows.
  expect(row).toEqual(real);
  return row;
};

describe("importing claimants", () => {
  it("previews without writing, then commits: added, updated, skipped, one trail entry", async () => {
    const { base, proceeding, preview, commit } = await setup();
    const saved = await call("PUT", `${base}/claimants`, {
      items: [
        { fullName: "Koster B.V.", shortName: "Koster" },
        { fullName: "Anders AB", shortName: "Anders" },
      ],
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const file = await workbook([
      ["short NAME", "Full name", "Notes"],
      ["Koster", "Koster B.V.", "same as listed"],
      ["Anders Sverige", "ANDERS AB", "renamed"],
      [],
      ["Nieuw", "  Nieuw Transport B.V. ", ""],
    ]);
    const answer = await preview("claimants", "claimants.xlsx", file);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      kind: "claimants",
      fileName: "claimants.xlsx",
      counts: { added: 1, updated: 1, skipped: 1, invalid: 0 },
      invalidRows: [],
      invalidCount: 0,
      ignoredColumns: ["Notes"],
      proceedingVersion: 1,
    });
    expect(body.importId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await claimantNames(base)).toEqual([
      ["Koster B.V.", "Koster"],
      ["Anders AB", "Anders"],
    ]);
    expect(await trailOf("claimants", proceeding.id)).toHaveLength(1);

    const committed = await commit("claimants", body.importId);
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json()).toEqual({
      message: messages.claimantsImported,
      counts: { added: 1, updated: 1, skipped: 1 },
    });
    expect(await claimantNames(base)).toEqual([
      ["Koster B.V.", "Koster"],
      ["ANDERS AB", "Anders Sverige"],
      ["Nieuw Transport B.V.", "Nieuw"],
    ]);
    // The list's version moved on: an editor opened before is stale.
    expect((await call("GET", `${base}/claimants`)).json().version).toBe(3);
    const trail = await trailOf("claimants", proceeding.id);
    expect(trail).toHaveLength(2);
    expect(trail[1]?.changes).toEqual({
      import: { old: null, new: { fileName: "claimants.xlsx", added: 1, updated: 1, skipped: 1 } },
    });
    // Spent: a second commit finds nothing.
    expect((await commit("claimants", body.importId)).json()).toMatchObject({
      status: 404,
      message: messages.importNotFound,
    });
  });

  it("reads CSV separated by semicolons or commas, with quotes and a BOM", async () => {
    const { base, preview, commit } = await setup();
    const semicolons = await preview(
      "claimants",
      "a.csv",
      '\uFEFFFull name;Short name\r\n"Jansen; Transport B.V.";Jansen\r\nMüller GmbH;Müller\r\n',
    );
    expect(semicolons.json()).toMatchObject({ counts: { added: 2, invalid: 0 } });
    expect((await commit("claimants", semicolons.json().importId)).statusCode).toBe(200);
    const commas = await preview(
      "claimants",
      "b.csv",
      'Full name,Short name\n"Quote ""Q"" B.V.",Q\n"Line\nbreak B.V.",LB\nMüller GmbH,Müller & Co\n',
    );
    expect(commas.json()).toMatchObject({ counts: { added: 2, updated: 1, skipped: 0, invalid: 0 } });
    expect((await commit("claimants", commas.json().importId)).statusCode).toBe(200);
    expect(await claimantNames(base)).toEqual([
      ["Jansen; Transport B.V.", "Jansen"],
      ["Müller GmbH", "Müller & Co"],
      ['Quote "Q" B.V.', "Q"],
      ["Line\nbreak B.V.", "LB"],
    ]);
  });

  it("names every invalid row with its column and the form's message, and commits nothing then", async () => {
    const { base, preview, commit, proceeding } = await setup();
    // Two listed claimants with one name: a row with that name matches neither for sure.
    await db()
      .insert(claimants)
      .values([
        { proceedingId: proceeding.id, fullName: "Dubbel B.V.", shortName: "D1", position: 0 },
        { proceedingId: proceeding.id, fullName: "dubbel b.v.", shortName: "D2", position: 1 },
      ]);
    const csv = [
      "Full name;Short name",
      ";Leeg",
      `${"x".repeat(256)};Lang`,
      `Kort B.V.;${"y".repeat(101)}`,
      "Eerste B.V.;E",
      "EERSTE b.v.;E2",
      "Dubbel B.V.;D",
      ";",
      "Goed B.V.;Goed",
    ].join("\n");
    const answer = await preview("claimants", "claimants.csv", csv);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      counts: { added: 2, updated: 0, skipped: 0, invalid: 5 },
      invalidCount: 5,
      invalidRows: [
        { row: 2, column: "Full name", message: messages.required },
        { row: 3, column: "Full name", message: messages.tooLong(255) },
        { row: 4, column: "Short name", message: messages.tooLong(100) },
        { row: 6, column: "Full name", message: messages.importDuplicateInFile(5) },
        { row: 7, column: "Full name", message: messages.importClaimantAmbiguous },
      ],
    });
    const refused = await commit("claimants", answer.json().importId);
    expect(refused.json()).toMatchObject({ status: 400, message: messages.importHasInvalidRows });
    expect(await claimantNames(base)).toEqual([
      ["Dubbel B.V.", "D1"],
      ["dubbel b.v.", "D2"],
    ]);
  });

  it("answers 409 when the list or the proceeding changed since the preview, and changes nothing", async () => {
    const { base, proceeding, preview, commit } = await setup();
    const first = (await preview("claimants", "c.csv", "Full name;Short name\nA B.V.;A\n")).json();
    const put = await call("PUT", `${base}/claimants`, {
      items: [{ fullName: "Z", shortName: "Z" }],
      version: 1,
    });
    expect(put.statusCode).toBe(200);
    expect((await commit("claimants", first.importId)).json()).toMatchObject({
      status: 409,
      code: "CONFLICT",
      message: messages.importStale,
    });
    const second = (await preview("claimants", "c.csv", "Full name;Short name\nA B.V.;A\n")).json();
    await db()
      .update(proceedings)
      .set({ version: sql`${proceedings.version} + 1` })
      .where(eq(proceedings.id, proceeding.id));
    expect((await commit("claimants", second.importId)).statusCode).toBe(409);
    expect(await claimantNames(base)).toEqual([["Z", "Z"]]);
  });

  it("answers 404 for an import of another proceeding, another user, the other kind, or none", async () => {
    const mine = await setup();
    const theirs = await setup();
    const id = (await mine.preview("claimants", "c.csv", "Full name;Short name\nA B.V.;A\n")).json().importId;
    expect((await theirs.commit("claimants", id)).statusCode).toBe(404);
    expect((await mine.commit("trucks", id)).statusCode).toBe(404);
    expect((await mine.commit("claimants", randomUUID())).statusCode).toBe(404);
    const colleague = await signedInParticipant(db(), mine.matter.id, "DB_LAWYER");
    expect((await mine.commit("claimants", id, colleague.cookie)).json()).toMatchObject({
      status: 404,
      message: messages.importNotFound,
    });
    expect(
      (await call("POST", `${mine.base}/claimants/import/not-a-uuid/commit`, { confirm: true })).statusCode,
    ).toBe(400);
    expect(
      (await call("POST", `${mine.base}/claimants/import/${id}/commit`, { confirm: false })).statusCode,
    ).toBe(400);
    // Still the owner's to commit.
    expect((await mine.commit("claimants", id)).statusCode).toBe(200);
  });

  it("needs WRITE on the proceeding: a read-only participant gets 403, and may download the template", async () => {
    const { matter, base, preview } = await setup();
    const reader = await signedInParticipant(db(), matter.id, "CLIENT_READ_ONLY");
    const refused = await preview("claimants", "c.csv", "Full name;Short name\nA;A\n", reader.cookie);
    expect(refused.json()).toMatchObject({ status: 403, code: "FORBIDDEN" });
    const template = await call("GET", `${base}/claimants/import/template`, undefined, reader.cookie);
    expect(template.statusCode).toBe(200);
  });
});

describe("importing trucks", () => {
  it("adds, updates and skips by chassis number; the counters follow; one trail entry", async () => {
    const { base, proceeding, preview, commit } = await setup();
    for (const [chassisNumber, confirmed] of [
      ["XLRTE47MS0E000001", false],
      ["XLRTE47MS0E000002", true],
      ["XLRTE47MS0E000003", false],
    ] as const) {
      expect((await call("POST", `${base}/trucks`, { chassisNumber, confirmed })).statusCode).toBe(200);
    }
    // Saved before the VIN rule: a row naming it is a match, not a refusal.
    await db().insert(trucks).values({ proceedingId: proceeding.id, chassisNumber: "DAF-95-XF-1234" });
    const file = await workbook([
      ["Confirmed", "Chassis number"],
      ["yes", "xlrte47ms0e000001"],
      ["", "XLRTE47MS0E000002"],
      ["no", "XLRTE47MS0E000003"],
      ["", "DAF-95-XF-1234"],
      [true, "WDB9634031L738521"],
      ["", "WDB9634031L738522"],
    ]);
    const answer = await preview("trucks", "trucks.xlsx", file);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ counts: { added: 2, updated: 1, skipped: 3, invalid: 0 } });
    expect(await counters(proceeding.id)).toEqual({ confirmed: 1, unconfirmed: 3 });
    const committed = await commit("trucks", answer.json().importId);
    expect(committed.json()).toEqual({
      message: messages.trucksImported,
      counts: { added: 2, updated: 1, skipped: 3 },
    });
    expect(await counters(proceeding.id)).toEqual({ confirmed: 3, unconfirmed: 3 });
    expect((await call("GET", `${base}/trucks/confirmed/count`)).json().count).toBe(3);
    const confirmed = (await call("GET", `${base}/trucks?confirmed=true`)).json();
    expect(confirmed.items.map((truck: { chassisNumber: string }) => truck.chassisNumber)).toEqual([
      "WDB9634031L738521",
      "XLRTE47MS0E000001",
      "XLRTE47MS0E000002",
    ]);
    expect(
      confirmed.items.find((truck: { chassisNumber: string }) => truck.chassisNumber === "XLRTE47MS0E000001"),
    ).toMatchObject({ version: 2 });
    const trail = await trailOf("trucks", proceeding.id);
    expect(trail.map((entry) => entry.changes)).toEqual([
      { import: { old: null, new: { fileName: "trucks.xlsx", added: 2, updated: 1, skipped: 3 } } },
    ]);
  });

  it("refuses bad chassis numbers, duplicates and confirmed values with the form's messages", async () => {
    const { preview, proceeding } = await setup();
    await db().insert(trucks).values({ proceedingId: proceeding.id, chassisNumber: "XLRTE47MS0E000009" });
    const csv = [
      "Chassis number,Confirmed,Remark",
      "XLRTE47MS0E12345,,",
      "DAF 95 XF,,",
      ",yes,",
      `${"A".repeat(51)},,`,
      "WDB9634031L738521,,",
      "wdb9634031l738521,,",
      "XLRTE47MS0E000009,maybe,",
      "XLRTE47MS0I123456,,",
      "WDB9634031L738529,no,",
    ].join("\n");
    const answer = await preview("trucks", "trucks.csv", csv);
    expect(answer.json()).toMatchObject({
      counts: { added: 2, updated: 0, skipped: 0, invalid: 7 },
      ignoredColumns: ["Remark"],
      invalidRows: [
        { row: 2, column: "Chassis number", message: messages.chassisNotVin },
        { row: 3, column: "Chassis number", message: messages.chassisNumber },
        { row: 4, column: "Chassis number", message: messages.required },
        { row: 5, column: "Chassis number", message: messages.tooLong(50) },
        { row: 7, column: "Chassis number", message: messages.importDuplicateInFile(6) },
        { row: 8, column: "Confirmed", message: messages.importConfirmedValue },
        { row: 9, column: "Chassis number", message: messages.chassisNotVin },
      ],
    });
  });

  it("answers 409 when a truck was added since the preview, and adds nothing", async () => {
    const { base, proceeding, preview, commit } = await setup();
    const answer = (await preview("trucks", "t.csv", "Chassis number\nWDB9634031L738521\n")).json();
    await call("POST", `${base}/trucks`, { chassisNumber: "WDB9634031L738523" });
    expect((await commit("trucks", answer.importId)).json()).toMatchObject({
      status: 409,
      message: messages.importStale,
    });
    expect(await counters(proceeding.id)).toEqual({ confirmed: 0, unconfirmed: 1 });
  });

  it("serves the template: the header row and one example row, which import as they are", async () => {
    const { base, preview } = await setup();
    for (const [kind, header] of [
      ["claimants", ["Full name", "Short name"]],
      ["trucks", ["Chassis number", "Confirmed"]],
    ] as const) {
      const response = await call("GET", `${base}/${kind}/import/template`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("spreadsheetml");
      expect(response.headers["content-disposition"]).toContain(`${kind}-import-template.xlsx`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      if (!sheet) throw new Error("no sheet");
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(header);
      expect(sheet.rowCount).toBe(2);
      const answer = await preview(kind, "template.xlsx", response.rawPayload);
      expect(answer.json()).toMatchObject({ counts: { added: 1, invalid: 0 } });
    }
  });
});

describe("bad files get their message, never a 500", () => {
  let honestBomb: Buffer;
  let lyingBomb: Buffer;
  beforeAll(async () => {
    const payload = await deflatedZeros(importLimits.maxXmlBytes + 10 * 1024 * 1024);
    honestBomb = minimalWorkbook({ data: payload, size: importLimits.maxXmlBytes + 10 * 1024 * 1024 });
    lyingBomb = minimalWorkbook({ data: payload, size: 1000 });
  }, 60_000);

  const notXlsx = messages.importNotSpreadsheet(".xlsx");
  const cases: [string, string, () => Promise<Buffer> | Buffer, number, string][] = [
    ["a PDF named .xlsx", "claims.xlsx", () => samplePdf(), 415, notXlsx],
    ["random bytes named .xlsx", "claims.xlsx", () => Buffer.from([1, 2, 3, 4, 5, 6, 7, 8, 9]), 415, notXlsx],
    ["a PDF named .csv", "claims.csv", () => samplePdf(), 415, messages.importNotSpreadsheet(".csv")],
    [
      "bytes that are not UTF-8",
      "claims.csv",
      () => Buffer.from([0x46, 0xff, 0xfe, 0x0a]),
      415,
      messages.importCsvNotUtf8,
    ],
    [
      "a password-protected workbook (OLE2)",
      "claims.xlsx",
      () => sampleOle2(),
      415,
      messages.importEncrypted,
    ],
    ["an empty .xlsx file", "claims.xlsx", () => Buffer.alloc(0), 400, messages.importEmpty],
    ["an empty .csv file", "claims.csv", () => Buffer.alloc(0), 400, messages.importEmpty],
    ["a workbook without rows", "claims.xlsx", () => workbook([]), 400, messages.importEmpty],
    ["a header alone", "claims.csv", () => Buffer.from("Full name;Short name\n"), 400, messages.importNoRows],
    [
      "a missing header",
      "claims.csv",
      () => Buffer.from("Koster B.V.;Koster\nAnders AB;Anders\n"),
      400,
      messages.importHeaderMissing("Full name, Short name"),
    ],
    [
      "a column named twice",
      "claims.csv",
      () => Buffer.from("Full name;Short name;full name\nA;A;A\n"),
      400,
      messages.importColumnTwice("Full name"),
    ],
    [
      "a formula",
      "claims.xlsx",
      () =>
        workbook([["Full name", "Short name"], ["Koster B.V.", "Koster"], ["Anders AB"]], (sheet) => {
          sheet.getCell("B3").value = { formula: "LEFT(A3,6)", result: "Anders" } as ExcelJS.CellFormulaValue;
        }),
      400,
      messages.importFormula("B3"),
    ],
    ["a zip bomb (declared)", "claims.xlsx", () => honestBomb, 413, messages.importTooLargeUnpacked],
    [
      "a zip bomb (its directory lying)",
      "claims.xlsx",
      () => lyingBomb,
      413,
      messages.importTooLargeUnpacked,
    ],
    [
      "a file of one line longer than the line limit",
      "claims.csv",
      () => Buffer.from("x".repeat(importLimits.maxLineChars + 1)),
      413,
      messages.importLineTooLong(importLimits.maxLineChars),
    ],
    [
      "a line longer than the line limit below the header",
      "claims.csv",
      () => Buffer.from(`Full name;Short name\n"${"x;".repeat(importLimits.maxLineChars / 2)}";A\n`),
      413,
      messages.importLineTooLong(importLimits.maxLineChars),
    ],
    [
      "a CSV cell longer than the cell limit",
      "claims.csv",
      () => Buffer.from(`Full name;Short name\n${"x".repeat(importLimits.maxCellChars + 1)};A\n`),
      413,
      messages.importCellTooLong(importLimits.maxCellChars),
    ],
    [
      "a workbook cell longer than the cell limit",
      "claims.xlsx",
      () =>
        inlineWorkbook([
          { A1: "Full name", B1: "Short name" },
          { A2: "x".repeat(importLimits.maxCellChars + 1), B2: "A" },
        ]),
      413,
      messages.importCellTooLong(importLimits.maxCellChars),
    ],
    [
      "a text node longer than the cell limit (held by the XML parser)",
      "claims.xlsx",
      () =>
        inlineWorkbook([
          { A1: "Full name", B1: "Short name" },
          { A2: "x".repeat(4 * 1024 * 1024), B2: "A" },
        ]),
      413,
      messages.importCellTooLong(importLimits.maxCellChars),
    ],
    [
      "a shared string longer than the cell limit",
      "claims.xlsx",
      () =>
        sharedStringsWorkbook(Buffer.from(`<si><t>${"x".repeat(importLimits.maxCellChars + 1)}</t></si>`)),
      413,
      messages.importCellTooLong(importLimits.maxCellChars),
    ],
    [
      "more shared strings than the limit",
      "claims.xlsx",
      () => sharedStringsWorkbook(Buffer.from("<si><t>a</t></si>".repeat(importLimits.maxSharedStrings + 1))),
      413,
      messages.importTooMuchText,
    ],
    [
      "shared strings of more text than the limit",
      "claims.xlsx",
      () => {
        const string = Buffer.from(`<si><t>${"x".repeat(importLimits.maxCellChars)}</t></si>`);
        const count = Math.ceil(importLimits.maxSharedStringChars / importLimits.maxCellChars) + 1;
        return sharedStringsWorkbook(Buffer.concat(Array.from({ length: count }, () => string)));
      },
      413,
      messages.importTooMuchText,
    ],
    [
      "a CSV row of more columns than the limit",
      "claims.csv",
      () => Buffer.from(`Full name;Short name\nA;A${";x".repeat(importLimits.maxColumns)}\n`),
      400,
      messages.importTooManyColumns(importLimits.maxColumns),
    ],
    [
      "a workbook cell with text beyond the column limit",
      "claims.xlsx",
      () =>
        inlineWorkbook([
          { A1: "Full name", B1: "Short name" },
          { A2: "A", B2: "A", XFD2: "x" },
        ]),
      400,
      messages.importTooManyColumns(importLimits.maxColumns),
    ],
    [
      "more rows than the limit",
      "claims.csv",
      () =>
        Buffer.from(
          `Full name;Short name\n${Array.from({ length: importLimits.maxRows.claimants + 1 }, (_, i) => `C${i};C${i}\n`).join("")}`,
        ),
      400,
      messages.importTooManyRows(importLimits.maxRows.claimants),
    ],
    [
      "another type",
      "claims.txt",
      () => Buffer.from("Full name;Short name\nA;A\n"),
      415,
      messages.importFileType,
    ],
  ];

  it.each(cases)("%s", async (_, name, content, status, message) => {
    const { preview } = await setup();
    const response = await preview("claimants", name, await content());
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ status, message });
  });

  it("refuses a request without a file, a JSON body and two files", async () => {
    const { base } = await setup();
    const path = `${base}/claimants/import/preview`;
    expect((await call("POST", path, { file: "x" })).json()).toMatchObject({
      status: 400,
      message: messages.noFileSent,
    });
    expect((await call("POST", path, multipartFiles([], { note: "x" }))).json()).toMatchObject({
      status: 400,
      message: messages.noFileSent,
    });
    const two = multipartFiles([
      { name: "a.csv", content: Buffer.from("Full name;Short name\nA;A\n") },
      { name: "b.csv", content: Buffer.from("Full name;Short name\nB;B\n") },
    ]);
    expect((await call("POST", path, two)).json()).toMatchObject({
      status: 400,
      message: messages.importOneFile,
    });
  });

  it("cuts off a file of 100 MB with 413", async () => {
    const { base } = await setup();
    const boundary = "----litfolio-import-large";
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.csv"\r\nContent-Type: text/csv\r\n\r\nFull name;Short name\n`,
      );
      for (let sent = 0; sent <= importLimits.maxBytes; sent += chunk.length) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const response = await state.t.app.inject({
      method: "POST",
      url: `/api/dbbw/${base}/claimants/import/preview`,
      headers: { cookie: state.cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Readable.from(body()),
    });
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: expect.stringMatching(/^The selected file is too large \(/),
    });
  }, 60_000);
});

describe("bounded work: what a preview holds, how many run, how long", () => {
  it("keeps an empty cell far to the right (a row's format) out of the columns", async () => {
    const { preview } = await setup();
    const book = inlineWorkbook([
      { A1: "Full name", B1: "Short name", XFD1: "" },
      { A2: "Koster B.V.", B2: "Koster", XFD2: "" },
    ]);
    const response = await preview("claimants", "c.xlsx", book);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().counts).toMatchObject({ added: 1, invalid: 0 });
  });

  /** A preview whose upload stays open until `finish` (a slow upload, or an endless one). */
  function heldPreview(base: string, cookie: string) {
    const boundary = "----litfolio-held-upload";
    const body = new PassThrough();
    body.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="held.csv"\r\nContent-Type: text/csv\r\n\r\nFull name;Short name\n`,
    );
    let answered = false;
    // `inject` sends only once awaited: `then` sends it now.
    const response = state.t.app
      .inject({
        method: "POST",
        url: `/api/dbbw/${base}/claimants/import/preview`,
        headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
        payload: body,
      })
      .then((answer) => {
        answered = true;
        return answer;
      });
    const finish = () => body.end(`Held B.V.;Held\n\r\n--${boundary}--\r\n`);
    return { response, finish, answered: () => answered };
  }

  /**
   * Holds a preview open as `holder` and sends `probe` until it is refused as busy (up to 10 s: on a
   * loaded machine the held upload can take seconds to reach its slot). A probe that holds a slot
   * just when the held preview asks for one gets that one refused instead, answered at once: it is
   * then held again, so that only the probe can be the preview refused.
   */
  async function holdUntilBusy(
    base: string,
    holder: string,
    probe: () => Promise<{ statusCode: number; json: () => unknown }>,
  ) {
    const deadline = Date.now() + 10_000;
    let held = heldPreview(base, holder);
    while (Date.now() < deadline) {
      const answer = await probe();
      if (answer.statusCode === 429 && !held.answered()) return { held, refusal: answer.json() };
      if (held.answered()) {
        held.finish();
        held = heldPreview(base, holder);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { held, refusal: "never refused" };
  }

  it("runs one preview per user and two per process; a further one gets 429 with a message", async () => {
    const { matter, base, preview } = await setup();
    const busy = { status: 429, code: "TOO_MANY_REQUESTS", message: messages.importBusy };
    const small = "Full name;Short name\nA;A\n";
    const colleague = await signedInParticipant(db(), matter.id, "DB_LAWYER");
    const third = await signedInParticipant(db(), matter.id, "DB_LAWYER");

    const { held: mine, refusal } = await holdUntilBusy(base, state.cookie, () =>
      preview("claimants", "c.csv", small),
    );
    expect(refusal).toMatchObject(busy);
    // Another user still has a slot of the process.
    expect((await preview("claimants", "c.csv", small, colleague.cookie)).statusCode).toBe(200);

    const { held: theirs, refusal: processFull } = await holdUntilBusy(base, colleague.cookie, () =>
      preview("claimants", "c.csv", small, third.cookie),
    );
    expect(processFull).toMatchObject(busy);

    mine.finish();
    theirs.finish();
    for (const held of [mine, theirs]) {
      const answer = await held.response;
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().counts).toMatchObject({ added: 1 });
    }
    // The slots are given back.
    expect((await preview("claimants", "c.csv", small, third.cookie)).statusCode).toBe(200);
    expect((await preview("claimants", "c.csv", small)).statusCode).toBe(200);
  });

  it("stops a preview past its time limit with a message, and frees its slot", async () => {
    const { base, preview } = await setup();
    const config = state.t.app.config;
    const before = config.importPreviewMaxMs;
    config.importPreviewMaxMs = 500;
    try {
      const endless = heldPreview(base, state.cookie);
      const answer = await endless.response;
      expect(answer.statusCode, answer.body).toBe(413);
      expect(answer.json()).toMatchObject({ status: 413, message: messages.importTimedOut(1) });
      endless.finish();
    } finally {
      config.importPreviewMaxMs = before;
    }
    expect((await preview("claimants", "c.csv", "Full name;Short name\nA;A\n")).statusCode).toBe(200);
  });
});

describe("a local counsel", () => {
  it("imports only in their categories (404 outside)", async () => {
    const { matter, preview } = await setup();
    const theirs = await createCategory(db(), matter.id);
    const counsel = await signedInParticipant(db(), matter.id, "LOCAL_COUNSEL", [theirs.id]);
    const response = await preview("claimants", "c.csv", "Full name;Short name\nA;A\n", counsel.cookie);
    expect(response.json()).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });
});
