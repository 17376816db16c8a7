// Excel exports (issue 17): a real .xlsx written by exceljs' streaming writer straight into the
// response, batch by batch, so a 200,000-row export starts downloading at once and the server's
// memory stays flat. One sheet named after the list; a title row (the matter, the filters, the
// export time); a bold, frozen header row with an autofilter; typed cells: dates as Excel dates shown
// DD-MM-YYYY, amounts as numbers in EUR with thousands separators, counts, percentages.
import { once } from "node:events";
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import type { FastifyReply } from "fastify";

export type CellKind = "text" | "date" | "amount" | "count" | "percent" | "yesNo";

export interface ExportColumn<Row> {
  header: string;
  kind: CellKind;
  /** Text, a YYYY-MM-DD date, a number (a percentage as 0 to 100), a boolean (yesNo); null: empty. */
  value(row: Row): string | number | boolean | null;
}

export interface ExportSheet<Row> {
  /** The sheet's name (at most 31 characters, no []:*?/\), and the file's first word. */
  name: string;
  /** The matter (or proceeding) the list belongs to, for the title row and the file name. */
  subject: string;
  /** The filters applied, in words ("Statuses: Ongoing, On hold"); empty: none. */
  filters: string[];
  columns: ExportColumn<Row>[];
  /** The rows a batch at a time (the list's own query, paged), in the list's order. */
  batches: AsyncIterable<Row[]>;
  /** Rows after the list (a Total row), written bold. */
  closing?: Row[];
}

const numberFormats: Partial<Record<CellKind, string>> = {
  date: "dd-mm-yyyy",
  amount: '"€" #,##0.00',
  count: "#,##0",
  percent: "0%",
};

/** Columns fit their widest header or value among the first batch, within 8 and 60 characters. */
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

function cellValue(kind: CellKind, value: string | number | boolean | null): ExcelJS.CellValue {
  if (value === null || value === "") return null;
  switch (kind) {
    case "date": {
      const [year, month, day] = String(value).split("-").map(Number);
      return new Date(Date.UTC(year ?? 1900, (month ?? 1) - 1, day ?? 1));
    }
    case "percent":
      return Number(value) / 100;
    case "yesNo":
      return value ? "Yes" : "No";
    default:
      return value as ExcelJS.CellValue;
  }
}

const shownLength = (kind: CellKind, value: string | number | boolean | null) =>
  kind === "date" ? 10 : kind === "amount" ? String(value ?? "").length + 6 : String(value ?? "").length;

function widths<Row>(columns: ExportColumn<Row>[], sample: Row[]) {
  return columns.map((column) => {
    const longest = Math.max(
      column.header.length,
      ...sample.map((row) => shownLength(column.kind, column.value(row))),
    );
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
  });
}

/** Excel refuses these in a sheet name, and names longer than 31 characters. */
export const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, " ").slice(0, 31);

/** A file name without characters a file system or a header would stumble on. */
const fileName = (name: string, subject: string, day: string) =>
  `${name} - ${subject} - ${day}.xlsx`.replace(/[\\/:*?"<>|\r\n]+/g, " ");

const dutchTime = (now: Date) =>
  new Intl.DateTimeFormat("nl-NL", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "Europe/Amsterdam",
  }).format(now);

function addRow<Row>(sheet: ExcelJS.Worksheet, columns: ExportColumn<Row>[], row: Row, bold = false) {
  const added = sheet.addRow(columns.map((column) => cellValue(column.kind, column.value(row))));
  columns.forEach((column, index) => {
    const format = numberFormats[column.kind];
    const cell = added.getCell(index + 1);
    if (format) cell.numFmt = format;
    if (bold) cell.font = { bold: true };
  });
  added.commit();
}

const drained = async (stream: PassThrough) => {
  if (stream.writableNeedDrain) await once(stream, "drain");
};

async function writeSheet<Row>(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  output: PassThrough,
  sheet: ExportSheet<Row>,
  now: Date,
) {
  const iterator = sheet.batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  const firstBatch = first.done ? [] : first.value;
  const worksheet = workbook.addWorksheet(sheetName(sheet.name), {
    views: [{ state: "frozen", ySplit: 2 }],
  });
  worksheet.columns = widths(sheet.columns, firstBatch).map((width) => ({ width }));
  const filters = sheet.filters.length > 0 ? sheet.filters.join("; ") : "no filters";
  const title = worksheet.addRow([
    `${sheet.name}: ${sheet.subject}. ${filters}. Exported ${dutchTime(now)}.`,
  ]);
  title.getCell(1).font = { bold: true, size: 12 };
  title.commit();
  const header = worksheet.addRow(sheet.columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  worksheet.autoFilter = { from: { row: 2, column: 1 }, to: { row: 2, column: sheet.columns.length } };
  let rows = 0;
  let batch = firstBatch;
  let done = first.done;
  for (;;) {
    for (const row of batch) addRow(worksheet, sheet.columns, row);
    rows += batch.length;
    // A slow download holds the next batch back, so the rows never pile up in memory.
    await drained(output);
    if (done) break;
    const next = await iterator.next();
    done = next.done;
    batch = next.done ? [] : next.value;
  }
  for (const row of sheet.closing ?? []) addRow(worksheet, sheet.columns, row, true);
  worksheet.commit();
  return rows;
}

/**
 * Sends the sheet as an .xlsx download. The answer starts at once and rows follow as their batches
 * are read; a failure midway ends the download (the client sees an incomplete file, not a wrong one).
 */
export function sendWorkbook<Row>(reply: FastifyReply, sheet: ExportSheet<Row>, now = new Date()) {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  writeSheet(workbook, stream, sheet, now)
    .then(() => workbook.commit())
    .catch((error: unknown) => {
      reply.log.error({ err: error }, "export failed midway");
      stream.destroy(error as Error);
    });
  const name = fileName(sheet.name, sheet.subject, now.toISOString().slice(0, 10));
  return reply
    .type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
    .header(
      "content-disposition",
      `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .send(stream);
}

/** A list's rows in batches: `page(offset, size)` until a short batch. */
export async function* inBatches<Row>(page: (offset: number, size: number) => Promise<Row[]>, size = 1000) {
  for (let offset = 0; ; offset += size) {
    const rows = await page(offset, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/** A short list (a proceeding's claimants) read at once, as one batch. */
export async function* oneBatch<Row>(read: () => Promise<Row[]>) {
  const rows = await read();
  if (rows.length > 0) yield rows;
}
