// Upload bodies for tests: multipart/form-data with parts named `file` (SPEC 5.10), and small files
// whose bytes are what their extension says.
import { randomUUID } from "node:crypto";
import { uploadField } from "@litfolio/shared/files";

/** A multipart body and its content type; callApi sends it as it is. */
export class MultipartBody {
  constructor(
    readonly body: Buffer,
    readonly contentType: string,
  ) {}
}

export function multipartFiles(
  files: { name: string; content: Buffer; field?: string }[],
  /** Text fields; a list is sent as the same field several times. */
  fields: Record<string, string | string[]> = {},
): MultipartBody {
  const boundary = `----litfolio${randomUUID()}`;
  const parts = [
    ...Object.entries(fields).flatMap(([name, value]) =>
      [value]
        .flat()
        .map((one) =>
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${one}\r\n`),
        ),
    ),
    ...files.flatMap((file) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? uploadField}"; filename="${file.name}"; filename*=UTF-8''${encodeURIComponent(file.name)}\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from("\r\n"),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return new MultipartBody(Buffer.concat(parts), `multipart/form-data; boundary=${boundary}`);
}

/** A minimal PDF (its text varies, so two calls give two different files). */
export const samplePdf = (text: string = randomUUID()) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/** An OLE2 compound file's signature and some bytes: what .doc, .xls and .msg files start with. */
export const sampleOle2 = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504, 1)]);

/** The start of an Office Open XML package: a zip whose first part is [Content_Types].xml. */
export const sampleOoxml = () =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.alloc(26),
    Buffer.from("[Content_Types].xml<Types/>"),
  ]);

/** A zip that is not an Office document. */
export const sampleZip = () =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from("notes.txt")]);
