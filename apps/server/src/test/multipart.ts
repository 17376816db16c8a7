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

/** A minimal PDF (its text varies, so two calls give two different files), with its trailer. */
export const samplePdf = (text: string = randomUUID()) => {
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\n`;
  return Buffer.from(`${body}trailer << /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`);
};

/**
 * An OLE2 compound file's header, what .doc, .xls and .msg files start with: the signature, version
 * 3, the little-endian byte order mark and 512-byte sectors; then one sector.
 */
export const sampleOle2 = () => {
  const header = Buffer.alloc(512, 0xff);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.fill(0, 8, 24);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  return Buffer.concat([header, Buffer.alloc(512, 1)]);
};

/**
 * A zip archive of stored (uncompressed) entries, with its central directory and end record; with
 * `zip64`, the way some writers always end one: 0xFFFFFFFF in the end record, the directory's place
 * in a zip64 end record and its locator (`zip64Offset` replaces the offset written there).
 */
export function zipArchive(
  entries: { name: string; content: string }[],
  options: { zip64?: boolean; zip64Offset?: bigint } = {},
): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const content = Buffer.from(entry.content);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(content.length, 18);
    header.writeUInt32LE(content.length, 22);
    header.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt32LE(content.length, 20);
    record.writeUInt32LE(content.length, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    local.push(header, name, content);
    central.push(record, name);
    offset += header.length + name.length + content.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  if (!options.zip64) {
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    return Buffer.concat([...local, directory, end]);
  }
  end.writeUInt32LE(0xffffffff, 12);
  end.writeUInt32LE(0xffffffff, 16);
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeBigUInt64LE(BigInt(entries.length), 24);
  record.writeBigUInt64LE(BigInt(entries.length), 32);
  record.writeBigUInt64LE(BigInt(directory.length), 40);
  record.writeBigUInt64LE(options.zip64Offset ?? BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + directory.length), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([...local, directory, record, locator, end]);
}

/** An Office Open XML package: a zip naming [Content_Types].xml and the format's folder (docx: word/). */
export const sampleOoxml = (folder: "word/" | "xl/" = "word/", text: string = randomUUID()) =>
  zipArchive([
    { name: "[Content_Types].xml", content: "<Types/>" },
    { name: `${folder}${folder === "xl/" ? "workbook" : "document"}.xml`, content: `<t>${text}</t>` },
  ]);

/** A zip that is not an Office document. */
export const sampleZip = () => zipArchive([{ name: "notes.txt", content: "notes" }]);
