// Files the browser tests upload: small, but whole in structure, as the server's content check asks
// (apps/server/src/files/content.ts: a PDF starts with %PDF- and ends with its startxref and %%EOF).

/** A minimal PDF whose comment line holds `text`, so each test's file is its own. */
export function pdfFile(text: string): Buffer {
  const body = `%PDF-1.4\n% ${text}\n`;
  return Buffer.from(`${body}startxref\n${body.length}\n%%EOF\n`);
}
