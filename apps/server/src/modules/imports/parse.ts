// Reading an uploaded spreadsheet into rows of text cells: an .xlsx (Office Open XML: a zip of XML
// parts) or a UTF-8 .csv (`;` or `,` separated, with or without a BOM). Nothing here knows the
// columns; `rules.ts` gives the cells their meaning.
//
// The .xlsx reader is our own, on node:zlib and saxes (the XML parser exceljs uses), rather than
// exceljs's streaming reader, because the limits must hold while inflating: the zip's central
// directory is read first (the sizes it declares may not pass the limit), then only the parts
// needed (workbook, its relations, the shared strings, the first sheet) are inflated from the file
// on disk, every byte counted against the part's declared size and one budget (`maxXmlBytes`), so
// a zip bomb stops at the first chunk beyond what its directory declares, or at the limit.
// exceljs's reader walks the local headers with unzipper and inflates a lying entry to its end (the
// shared strings even into memory). Cells are read as text; a cell holding a formula refuses the
// file, naming the cell.
//
// Bytes are not the only cost: a 90 MB CSV of one line, or a 1 MB workbook whose shared strings
// honestly inflate to 300 MB, would be held whole in memory. So what is held is bounded too
// (`importLimits`): the text of a cell, a CSV line, the columns of a row, the shared strings' count
// and text (checked as they grow, never after), and the whole read by the preview's deadline
// (`signal`, checked at every chunk).
import { createReadStream } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import { StringDecoder } from "node:string_decoder";
import { createInflateRaw } from "node:zlib";
import { importLimits } from "@litfolio/shared/imports";
import { messages } from "@litfolio/shared/messages";
import { SaxesParser, type SaxesTagPlain } from "saxes";
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from "../../http/errors";

/** A row of the file: its number as the spreadsheet shows it, and its cells by column (0 = A). */
export type RowHandler = (row: number, cells: string[]) => void;

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EMPTY_ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const PDF = Buffer.from("%PDF-");

const cellTooLong = () => payloadTooLarge(messages.importCellTooLong(importLimits.maxCellChars));
const tooManyColumns = () => badRequest(messages.importTooManyColumns(importLimits.maxColumns));

/**
 * Reads the file at `path` (already received, at most `maxBytes`) as `.xlsx` or `.csv` and hands
 * every row to `onRow`, the header row too. Throws an AppError (4xx) for every unreadable file, and
 * the signal's reason once it is aborted (the preview's deadline).
 */
export async function readSpreadsheet(
  path: string,
  extension: ".xlsx" | ".csv",
  size: number,
  onRow: RowHandler,
  signal: AbortSignal,
) {
  if (size === 0) throw badRequest(messages.importEmpty);
  const handle = await open(path, "r");
  try {
    const head = Buffer.alloc(Math.min(size, 8));
    await handle.read(head, 0, head.length, 0);
    // An encrypted workbook (an "agile encryption" package) or an old .xls is an OLE2 compound file.
    if (head.length === 8 && head.equals(OLE2)) throw unsupportedMediaType(messages.importEncrypted);
    if (extension === ".xlsx") await readXlsx(handle, path, size, onRow, signal);
    else {
      // A PDF or a zip (an .xlsx renamed) is text to no one.
      if (head.subarray(0, 5).equals(PDF) || head.subarray(0, 4).equals(ZIP)) {
        throw unsupportedMediaType(messages.importNotSpreadsheet(".csv"));
      }
      await readCsv(path, onRow, signal);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (signal.aborted) throw signal.reason;
    // Whatever else a damaged file makes the reader trip over (an offset past the end, ...).
    throw extension === ".xlsx" ? notXlsx() : unsupportedMediaType(messages.importNotSpreadsheet(".csv"));
  } finally {
    await handle.close();
  }
}

// ---- CSV --------------------------------------------------------------------------------------

/**
 * RFC 4180 with the separator of the header line (`;` when it has more semicolons than commas
 * outside quotes, else `,`), quotes doubled inside quoted fields, CRLF or LF; streamed.
 */
async function readCsv(path: string, onRow: RowHandler, signal: AbortSignal) {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let separator: string | null = null;
  let pending = "";
  let record = 0;
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let afterQuote = false;
  let first = true;
  // Characters of the record so far: a line (or a quoted cell) without end is refused at the limit.
  let recordChars = 0;

  const endCell = () => {
    if (cell.length > importLimits.maxCellChars) throw cellTooLong();
    if (cells.length >= importLimits.maxColumns) throw tooManyColumns();
    cells.push(cell);
    cell = "";
  };
  const endRecord = () => {
    endCell();
    record += 1;
    recordChars = 0;
    onRow(record, cells);
    cells = [];
  };
  const consume = (text: string, final: boolean) => {
    if (separator === null) {
      const newline = text.search(/\r|\n/);
      if (newline < 0 && !final) {
        if (text.length > importLimits.maxLineChars) throw lineTooLong();
        return false;
      }
      separator = chooseSeparator(newline < 0 ? text : text.slice(0, newline));
    }
    for (let index = 0; index < text.length; index += 1) {
      const char = text[index] as string;
      recordChars += 1;
      if (recordChars > importLimits.maxLineChars) throw lineTooLong();
      if (quoted) {
        if (char === '"') {
          if (text[index + 1] === '"') {
            cell += '"';
            index += 1;
          } else if (index + 1 === text.length && !final) {
            // A quote at the end of a chunk: the next chunk tells whether it is doubled.
            pending = '"';
            return true;
          } else {
            quoted = false;
            afterQuote = true;
          }
        } else cell += char;
      } else if (char === '"' && cell === "" && !afterQuote) {
        quoted = true;
      } else if (char === separator) {
        endCell();
        afterQuote = false;
      } else if (char === "\n" || char === "\r") {
        if (char === "\r" && text[index + 1] === "\n") index += 1;
        else if (char === "\r" && index + 1 === text.length && !final) {
          pending = "\r";
          return true;
        }
        endRecord();
        afterQuote = false;
      } else {
        cell += char;
      }
    }
    return true;
  };

  const stream = createReadStream(path, { highWaterMark: 256 * 1024 });
  let text = "";
  try {
    for await (const chunk of stream) {
      signal.throwIfAborted();
      let decoded: string;
      try {
        decoded = decoder.decode(chunk as Buffer, { stream: true });
      } catch {
        throw unsupportedMediaType(messages.importCsvNotUtf8);
      }
      if (first && decoded.length > 0) {
        first = false;
        if (decoded.charCodeAt(0) === 0xfeff) decoded = decoded.slice(1);
      }
      if (decoded.includes("\u0000")) throw unsupportedMediaType(messages.importNotSpreadsheet(".csv"));
      text = pending + text + decoded;
      pending = "";
      if (consume(text, false)) text = "";
    }
    let rest: string;
    try {
      rest = decoder.decode();
    } catch {
      throw unsupportedMediaType(messages.importCsvNotUtf8);
    }
    consume(pending + text + rest, true);
  } finally {
    stream.destroy();
  }
  if (cell !== "" || cells.length > 0) endRecord();
}

const lineTooLong = () => payloadTooLarge(messages.importLineTooLong(importLimits.maxLineChars));

function chooseSeparator(line: string) {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ";") semicolons += 1;
    else if (!quoted && char === ",") commas += 1;
  }
  return semicolons > commas ? ";" : ",";
}

// ---- XLSX: the zip ----------------------------------------------------------------------------

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  offset: number;
}

const notXlsx = () => unsupportedMediaType(messages.importNotSpreadsheet(".xlsx"));
const bomb = () => payloadTooLarge(messages.importTooLargeUnpacked);

/** The central directory: the end record is in the last 64 KB + 22 bytes. */
async function zipEntries(handle: FileHandle, size: number): Promise<Map<string, ZipEntry>> {
  const tailLength = Math.min(size, 65_557);
  const tail = Buffer.alloc(tailLength);
  await handle.read(tail, 0, tailLength, size - tailLength);
  let end = -1;
  for (let index = tailLength - 22; index >= 0; index -= 1) {
    if (tail.readUInt32LE(index) === 0x06054b50) {
      end = index;
      break;
    }
  }
  if (end < 0) throw notXlsx();
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  // Zip64 (a part over 4 GB) is never a workbook we can take.
  if (count === 0xffff || directoryOffset === 0xffffffff) throw bomb();
  if (directoryOffset + directorySize > size) throw notXlsx();
  const directory = Buffer.alloc(directorySize);
  await handle.read(directory, 0, directorySize, directoryOffset);
  const entries = new Map<string, ZipEntry>();
  let declared = 0;
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== 0x02014b50) throw notXlsx();
    const nameLength = directory.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      flags: directory.readUInt16LE(at + 8),
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      offset: directory.readUInt32LE(at + 42),
      name: directory.toString("utf8", at + 46, at + 46 + nameLength),
    };
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    declared += entry.size;
    entries.set(entry.name.replace(/^\//, "").toLowerCase(), entry);
  }
  if (declared > importLimits.maxXmlBytes) throw bomb();
  return entries;
}

/** Inflates the parts of one workbook; every byte of every part counts against one budget. */
class PartReader {
  private inflated = 0;

  constructor(
    private readonly handle: FileHandle,
    private readonly path: string,
    private readonly size: number,
    private readonly entries: Map<string, ZipEntry>,
    private readonly signal: AbortSignal,
  ) {}

  has(name: string) {
    return this.entries.has(name.toLowerCase());
  }

  /** Streams the part's text into the parser; a part not in the zip is not read. */
  async parse(name: string, parser: SaxesParser) {
    const entry = this.entries.get(name.toLowerCase());
    if (!entry) throw notXlsx();
    if (entry.flags & 1) throw unsupportedMediaType(messages.importEncrypted);
    if (entry.method !== 0 && entry.method !== 8) throw notXlsx();
    const local = Buffer.alloc(30);
    await this.handle.read(local, 0, 30, entry.offset);
    if (local.readUInt32LE(0) !== 0x04034b50) throw notXlsx();
    const start = entry.offset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
    if (start + entry.compressedSize > this.size) throw notXlsx();
    // An empty part is no XML document.
    if (entry.compressedSize === 0) throw notXlsx();
    const source = createReadStream(this.path, { start, end: start + entry.compressedSize - 1 });
    const decoder = new StringDecoder("utf8");
    const stream = entry.method === 8 ? source.pipe(createInflateRaw()) : source;
    let entryBytes = 0;
    try {
      for await (const chunk of stream) {
        this.signal.throwIfAborted();
        const bytes = chunk as Buffer;
        entryBytes += bytes.length;
        this.inflated += bytes.length;
        // More than the central directory declared (a lying header), or past the budget: a bomb.
        if (entryBytes > entry.size || this.inflated > importLimits.maxXmlBytes) throw bomb();
        parser.write(decoder.write(bytes));
        if (pendingChars(parser) > importLimits.maxCellChars) throw cellTooLong();
      }
      parser.write(decoder.end());
      parser.close();
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (this.signal.aborted) throw this.signal.reason;
      // A damaged deflate stream, or XML that is not well-formed.
      throw notXlsx();
    } finally {
      source.destroy();
      if (stream !== source) stream.destroy();
    }
  }
}

const localName = (name: string) => name.slice(name.indexOf(":") + 1);
const attribute = (tag: SaxesTagPlain, name: string) => {
  for (const [key, value] of Object.entries(tag.attributes)) if (localName(key) === name) return value;
  return undefined;
};
const newParser = () => new SaxesParser({ xmlns: false });
/**
 * What saxes holds between two events: the text of a node (or an attribute's value, or a name) is
 * gathered across chunks and handed over only once it ends, so a 300 MB text node would sit in
 * the parser whole. Its internal `text` and `name` are read after every chunk (no public size).
 */
const pendingChars = (parser: SaxesParser) => {
  const held = parser as unknown as { text?: string; name?: string };
  return Math.max(held.text?.length ?? 0, held.name?.length ?? 0);
};

async function readXlsx(
  handle: FileHandle,
  path: string,
  size: number,
  onRow: RowHandler,
  signal: AbortSignal,
) {
  const head = Buffer.alloc(Math.min(size, 4));
  await handle.read(head, 0, head.length, 0);
  if (head.equals(EMPTY_ZIP)) throw notXlsx();
  if (!head.equals(ZIP)) throw notXlsx();
  const parts = new PartReader(handle, path, size, await zipEntries(handle, size), signal);
  if (!parts.has("[Content_Types].xml") || !parts.has("xl/workbook.xml")) {
    // An encrypted package inside a zip is not what Office writes, but say so if it looks like one.
    if (parts.has("EncryptedPackage")) throw unsupportedMediaType(messages.importEncrypted);
    throw notXlsx();
  }
  const sheetPath = await firstSheetPath(parts);
  const strings = parts.has("xl/sharedStrings.xml") ? await sharedStrings(parts) : [];
  await readSheet(parts, sheetPath, strings, onRow);
}

/** The first sheet of the workbook (its tab order), through the workbook's relations. */
async function firstSheetPath(parts: PartReader) {
  let relationId: string | undefined;
  const workbook = newParser();
  workbook.on("opentag", (tag) => {
    if (relationId === undefined && localName(tag.name) === "sheet") relationId = attribute(tag, "id");
  });
  await parts.parse("xl/workbook.xml", workbook);
  if (!relationId) throw badRequest(messages.importEmpty);
  let target: string | undefined;
  const relations = newParser();
  relations.on("opentag", (tag) => {
    if (localName(tag.name) === "Relationship" && tag.attributes.Id === relationId) {
      target = tag.attributes.Target;
    }
  });
  await parts.parse("xl/_rels/workbook.xml.rels", relations);
  if (!target) throw notXlsx();
  return target.startsWith("/") ? target.slice(1) : `xl/${target.replace(/^\.\//, "")}`;
}

/**
 * The shared strings table: the text of each `<si>`, runs joined, phonetic hints left out. It is
 * held until the sheet is read: its count and its text are bounded as it grows.
 */
async function sharedStrings(parts: PartReader) {
  const strings: string[] = [];
  let chars = 0;
  let current = "";
  let inText = false;
  let phonetic = 0;
  const parser = newParser();
  parser.on("opentag", (tag) => {
    const name = localName(tag.name);
    if (name === "si") current = "";
    else if (name === "t" && phonetic === 0) inText = !tag.isSelfClosing;
    else if (name === "rPh") phonetic += 1;
  });
  parser.on("text", (text) => {
    if (!inText) return;
    current += text;
    if (current.length > importLimits.maxCellChars) throw cellTooLong();
  });
  parser.on("closetag", (tag) => {
    const name = localName(tag.name);
    if (name === "t") inText = false;
    else if (name === "rPh") phonetic -= 1;
    else if (name === "si") {
      chars += current.length;
      if (strings.length >= importLimits.maxSharedStrings || chars > importLimits.maxSharedStringChars) {
        throw payloadTooLarge(messages.importTooMuchText);
      }
      strings.push(current);
    }
  });
  await parts.parse("xl/sharedStrings.xml", parser);
  return strings;
}

/** "BC12" -> 54 (0-based column of the cell reference). */
function columnOf(reference: string) {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

async function readSheet(parts: PartReader, sheetPath: string, strings: string[], onRow: RowHandler) {
  let rowNumber = 0;
  let cells: string[] = [];
  let cellReference = "";
  let cellType = "";
  let column = 0;
  let value = "";
  let collecting = false;
  let inInline = false;
  let phonetic = 0;
  const parser = newParser();
  parser.on("opentag", (tag) => {
    switch (localName(tag.name)) {
      case "row": {
        const r = Number(attribute(tag, "r"));
        rowNumber = Number.isInteger(r) && r > rowNumber ? r : rowNumber + 1;
        cells = [];
        column = 0;
        break;
      }
      case "c": {
        cellReference = attribute(tag, "r") ?? "";
        const fromReference = cellReference ? columnOf(cellReference) : -1;
        column = fromReference >= 0 ? fromReference : column;
        cellType = attribute(tag, "t") ?? "n";
        value = "";
        break;
      }
      case "f":
        throw badRequest(messages.importFormula(cellReference || `row ${rowNumber}`));
      case "v":
        collecting = !tag.isSelfClosing;
        break;
      case "is":
        inInline = true;
        break;
      case "rPh":
        phonetic += 1;
        break;
      case "t":
        collecting = inInline && phonetic === 0 && !tag.isSelfClosing;
        break;
    }
  });
  parser.on("text", (text) => {
    if (!collecting) return;
    value += text;
    if (value.length > importLimits.maxCellChars) throw cellTooLong();
  });
  parser.on("closetag", (tag) => {
    switch (localName(tag.name)) {
      case "v":
      case "t":
        collecting = false;
        break;
      case "is":
        inInline = false;
        break;
      case "rPh":
        phonetic -= 1;
        break;
      case "c": {
        const text = cellText(cellType, value, strings);
        // An empty cell far to the right (a format applied to a whole row) is no column of the file;
        // one with text there is too many.
        if (column < importLimits.maxColumns) cells[column] = text;
        else if (text !== "") throw tooManyColumns();
        column += 1;
        break;
      }
      case "row": {
        for (let index = 0; index < cells.length; index += 1) cells[index] ??= "";
        onRow(rowNumber, cells);
        break;
      }
    }
  });
  await parts.parse(sheetPath, parser);
}

function cellText(type: string, value: string, strings: string[]) {
  switch (type) {
    case "s":
      return strings[Number(value)] ?? "";
    case "b":
      return value === "1" ? "TRUE" : value === "0" ? "FALSE" : value;
    default:
      // inlineStr, str, e (an error value such as #N/A) and numbers: the text as written.
      return value;
  }
}
