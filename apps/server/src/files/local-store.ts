// The file store on the local disk: DATA_DIR/files, outside any web root. A file is written under a
// temporary name and renamed once complete, so a half-written file is never read as a document;
// the housekeeping job removes what a crash leaves behind.
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { FileMissing, type FileStore, FileTooLarge, type StoredFile } from "./store";

/** How much of a file's start is kept for the content check (signatures and the OLE2 header). */
const HEAD_BYTES = 64 * 1024;
/**
 * How much of a file's end is kept for the content check: a PDF's trailer and a zip's central
 * directory (about 100 bytes a part, so an Office document of up to some 2,500 parts).
 */
const TAIL_BYTES = 256 * 1024;
const PAGE = 500;
const PARTIAL = ".part";
const KEY = /^[0-9a-f-]{36}$/;

/** Counts, hashes and keeps the head and the tail of what passes; fails at `maxBytes`. */
function meter(maxBytes: number) {
  const hash = createHash("sha256");
  const head: Buffer[] = [];
  const tail: Buffer[] = [];
  let size = 0;
  let headSize = 0;
  let tailSize = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size >= maxBytes) return done(new FileTooLarge(size));
      hash.update(chunk);
      if (headSize < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
      }
      // The last chunks that hold TAIL_BYTES: older ones are let go as new ones come.
      tail.push(chunk);
      tailSize += chunk.length;
      while (tail.length > 1 && tailSize - (tail[0]?.length ?? 0) >= TAIL_BYTES) {
        tailSize -= tail.shift()?.length ?? 0;
      }
      done(null, chunk);
    },
  });
  return {
    stream,
    result: () => ({
      size,
      sha256: hash.digest("hex"),
      head: Buffer.concat(head),
      tail: Buffer.concat(tail).subarray(-TAIL_BYTES),
    }),
  };
}

export class LocalFileStore implements FileStore {
  constructor(private readonly folder: string) {
    fs.mkdirSync(folder, { recursive: true });
  }

  private pathOf(key: string) {
    if (!KEY.test(key)) throw new Error("not a file key");
    return path.join(this.folder, key);
  }

  async put(source: NodeJS.ReadableStream, { maxBytes }: { maxBytes: number }): Promise<StoredFile> {
    const key = randomUUID();
    const partial = this.pathOf(key) + PARTIAL;
    const counted = meter(maxBytes);
    try {
      await pipeline(source, counted.stream, fs.createWriteStream(partial, { flags: "wx" }));
      await fs.promises.rename(partial, this.pathOf(key));
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      // The rest of a refused upload is read and dropped, so the request can still be answered.
      source.resume();
      throw error;
    }
    return { key, ...counted.result() };
  }

  /** Opened before it is answered, so a missing file is known before any byte or header is sent. */
  async read(key: string): Promise<Readable> {
    try {
      return (await fs.promises.open(this.pathOf(key))).createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new FileMissing(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async *keysOlderThan(before: Date): AsyncIterable<string[]> {
    const folder = await fs.promises.opendir(this.folder);
    let page: string[] = [];
    for await (const entry of folder) {
      const key = entry.name.endsWith(PARTIAL) ? entry.name.slice(0, -PARTIAL.length) : entry.name;
      if (!entry.isFile() || !KEY.test(key)) continue;
      const { mtime } = await fs.promises.stat(path.join(this.folder, entry.name));
      if (mtime >= before) continue;
      if (entry.name.endsWith(PARTIAL))
        await fs.promises.rm(path.join(this.folder, entry.name), { force: true });
      else page.push(key);
      if (page.length === PAGE) {
        yield page;
        page = [];
      }
    }
    if (page.length > 0) yield page;
  }
}

export const localFileStore = (dataDir: string) => new LocalFileStore(path.join(dataDir, "files"));
