// A small, valid one-page PDF with a few lines of text, for the demo's step and comment documents:
// the content check accepts it and a browser opens it. The cross-reference table counts the objects'
// offsets.
import { Readable } from "node:stream";
import { fileLimits } from "@litfolio/shared/files";
import type { DbOrTx } from "../db/client";
import { documents } from "../db/schema/documents";
import type { FileStore } from "../files/store";

/** Text as a PDF string literal: backslashes and parentheses escaped, ASCII only. */
const pdfText = (text: string) =>
  `(${text.replace(/[^\x20-\x7e]/g, "?").replace(/[\\()]/g, (c) => `\\${c}`)})`;

export function demoPdf(title: string, lines: readonly string[]): Buffer {
  const text = [title, "", ...lines]
    .map(
      (line, index) => `BT /F1 ${index === 0 ? 16 : 11} Tf 56 ${780 - index * 18} Td ${pdfText(line)} Tj ET`,
    )
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** A demo PDF stored in the file store and filed as `row` says (a step's, a comment's with its approval). */
export async function seedDemoDocument(
  tx: DbOrTx,
  files: FileStore,
  row: Omit<
    typeof documents.$inferInsert,
    "name" | "size" | "contentType" | "sha256" | "storageKey" | "status"
  >,
  title: string,
  lines: readonly string[],
) {
  const content = demoPdf(title, ["Demo document of the Litfolio demo data.", ...lines]);
  const stored = await files.put(Readable.from([content]), { maxBytes: fileLimits.maxBytes });
  await tx.insert(documents).values({
    ...row,
    name: `${title.replace(/[^\w ()-]/g, "").trim()}.pdf`,
    size: stored.size,
    contentType: "application/pdf",
    sha256: stored.sha256,
    storageKey: stored.key,
    status: "SUCCEEDED",
  });
}
