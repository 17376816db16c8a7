// What an upload's bytes must look like for its extension (SPEC 5.10 allows .xlsx .xls .doc .docx
// .pdf .msg): a PDF starts with %PDF-, the old Office formats and Outlook messages are OLE2 compound
// files, the new Office formats are zip packages that name "[Content_Types].xml". A renamed or
// damaged file is refused before anyone downloads it.
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const PDF = Buffer.from("%PDF-");
const OOXML_PART = Buffer.from("[Content_Types].xml");

const isPdf = (head: Buffer) => head.subarray(0, 1024).includes(PDF);
const isOle2 = (head: Buffer) => head.subarray(0, OLE2.length).equals(OLE2);
const isOoxml = (head: Buffer) => head.subarray(0, ZIP.length).equals(ZIP) && head.includes(OOXML_PART);

const checks: Record<string, { matches: (head: Buffer) => boolean; contentType: string }> = {
  ".pdf": { matches: isPdf, contentType: "application/pdf" },
  ".doc": { matches: isOle2, contentType: "application/msword" },
  ".xls": { matches: isOle2, contentType: "application/vnd.ms-excel" },
  ".msg": { matches: isOle2, contentType: "application/vnd.ms-outlook" },
  ".docx": {
    matches: isOoxml,
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  ".xlsx": {
    matches: isOoxml,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  },
};

/** The content type stored for an allowed extension whose bytes match it; null otherwise. */
export function contentTypeOf(extension: string, head: Buffer): string | null {
  const check = checks[extension];
  return check?.matches(head) ? check.contentType : null;
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
