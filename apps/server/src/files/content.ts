// What an upload's bytes must look like for its extension (SPEC 5.10 allows .xlsx .xls .doc .docx
// .pdf .msg). Not only the first bytes: a page of HTML behind a forged signature would pass those,
// and documents are copied to Connect where others open them. So each format's structure is checked
// at both ends of the file, which the store keeps while streaming (never the whole file):
// - a PDF starts with %PDF- and ends with "startxref <offset> %%EOF" (ISO 32000 7.5.5: the %%EOF in
//   the last kilobyte), which a classic xref table and a cross-reference stream both have;
// - the old Office formats and Outlook messages are OLE2 compound files: the signature, then a
//   header with the little-endian byte order mark (FFFE at 28) and a sector shift of 9 or 12;
// - the new Office formats are zip packages whose central directory (found from its end record in
//   the tail) names "[Content_Types].xml" and the format's folder, word/ or xl/.
// A renamed or damaged file is refused before anyone downloads it.

/** What the store kept of a file for this check: its size and its first and last bytes. */
export interface FileEnds {
  size: number;
  head: Buffer;
  tail: Buffer;
}

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const PDF = Buffer.from("%PDF-");
const PDF_END = /startxref\s+\d+\s+%%EOF\s*$/;
/** ISO 32000: a reader looks for %%EOF in the last 1024 bytes. */
const PDF_END_WINDOW = 1024;

const isPdf = ({ head, tail }: FileEnds) =>
  head.subarray(0, PDF.length).equals(PDF) && PDF_END.test(tail.subarray(-PDF_END_WINDOW).toString("latin1"));

const OLE2_HEADER = 512;
const isOle2 = ({ head, size }: FileEnds) =>
  size > OLE2_HEADER &&
  head.subarray(0, OLE2.length).equals(OLE2) &&
  head.readUInt16LE(28) === 0xfffe &&
  [9, 12].includes(head.readUInt16LE(30));

const END_RECORD = 0x06054b50;
const END_RECORD_SIZE = 22;
const ENTRY = 0x02014b50;
const ENTRY_SIZE = 46;

const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_LOCATOR_SIZE = 20;
const ZIP64_END_RECORD = 0x06064b50;
const ZIP64_END_RECORD_SIZE = 56;
const NO_32_BIT_VALUE = 0xffffffff;

/**
 * The central directory's offset in the file and its size, from the end record at `end` of the
 * tail (`skipped`: the bytes of the file before the tail). A zip64 archive (some writers always make
 * one, whatever its size) has 0xFFFFFFFF there and the real values in its zip64 end record, which
 * the locator just before the end record points at (APPNOTE.TXT 4.3.14-4.3.15).
 */
function directoryPlace(tail: Buffer, end: number, skipped: number): { offset: number; size: number } | null {
  const offset = tail.readUInt32LE(end + 16);
  const size = tail.readUInt32LE(end + 12);
  if (offset !== NO_32_BIT_VALUE && size !== NO_32_BIT_VALUE) return { offset, size };
  const locator = end - ZIP64_LOCATOR_SIZE;
  if (locator < 0 || tail.readUInt32LE(locator) !== ZIP64_LOCATOR) return null;
  const record = Number(tail.readBigUInt64LE(locator + 8)) - skipped;
  if (
    record < 0 ||
    record + ZIP64_END_RECORD_SIZE > locator ||
    tail.readUInt32LE(record) !== ZIP64_END_RECORD
  ) {
    return null;
  }
  return {
    size: Number(tail.readBigUInt64LE(record + 40)),
    offset: Number(tail.readBigUInt64LE(record + 48)),
  };
}

/** The names in a zip's central directory, or null when the tail holds no whole directory. */
function zipEntryNames({ tail, size }: FileEnds): string[] | null {
  // The end record is the last thing in a zip, followed only by its comment (at most 64 KB).
  const earliest = Math.max(0, tail.length - END_RECORD_SIZE - 0xffff);
  for (let end = tail.length - END_RECORD_SIZE; end >= earliest; end--) {
    if (tail.readUInt32LE(end) !== END_RECORD) continue;
    if (end + END_RECORD_SIZE + tail.readUInt16LE(end + 20) !== tail.length) continue;
    const directory = directoryPlace(tail, end, size - tail.length);
    if (!directory) return null;
    // Where the directory starts in the tail: its offset in the file less what the tail left out.
    let at = directory.offset - (size - tail.length);
    if (at < 0 || at + directory.size > end) return null;
    const names: string[] = [];
    while (at + ENTRY_SIZE <= end && tail.readUInt32LE(at) === ENTRY) {
      const nameEnd = at + ENTRY_SIZE + tail.readUInt16LE(at + 28);
      names.push(tail.subarray(at + ENTRY_SIZE, nameEnd).toString("utf8"));
      at = nameEnd + tail.readUInt16LE(at + 30) + tail.readUInt16LE(at + 32);
    }
    return names;
  }
  return null;
}

const isOoxml = (folder: string) => (file: FileEnds) => {
  if (!file.head.subarray(0, ZIP.length).equals(ZIP)) return false;
  const names = zipEntryNames(file) ?? [];
  return names.includes("[Content_Types].xml") && names.some((name) => name.startsWith(folder));
};

const checks: Record<string, { matches: (file: FileEnds) => boolean; contentType: string }> = {
  ".pdf": { matches: isPdf, contentType: "application/pdf" },
  ".doc": { matches: isOle2, contentType: "application/msword" },
  ".xls": { matches: isOle2, contentType: "application/vnd.ms-excel" },
  ".msg": { matches: isOle2, contentType: "application/vnd.ms-outlook" },
  ".docx": {
    matches: isOoxml("word/"),
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  ".xlsx": {
    matches: isOoxml("xl/"),
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  },
};

/** The content type stored for an allowed extension whose bytes match it; null otherwise. */
export function contentTypeOf(extension: string, file: FileEnds): string | null {
  const check = checks[extension];
  return check?.matches(file) ? check.contentType : null;
}

/**
 * Content-Disposition for a download (RFC 6266): an ASCII fallback name and the exact name in UTF-8
 * (RFC 5987), so accents and spaces survive in every browser.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
