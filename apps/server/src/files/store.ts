// Where document bytes live. One interface, so a store for several servers (S3-compatible) can
// replace the local folder without touching the routes; the database row of a document names its
// key. Keys are random: a user's file name never reaches a path.
import type { Readable } from "node:stream";

import type { FileEnds } from "./content";

/** A file as stored: its key, SHA-256 (hex), size and both ends (for the content check). */
export interface StoredFile extends FileEnds {
  key: string;
  sha256: string;
}

export interface FileStore {
  /**
   * Streams `source` into the store under a new key, counting and hashing as it goes (the file is
   * never held in memory). At `maxBytes` bytes the copy stops, nothing is kept and it throws
   * `FileTooLarge`.
   */
  put(source: NodeJS.ReadableStream, options: { maxBytes: number }): Promise<StoredFile>;
  /** Opens a stored file; throws `FileMissing` when it is not there. */
  read(key: string): Promise<Readable>;
  /** Removes a file; a missing one is no error. */
  remove(key: string): Promise<void>;
  /** The keys of files stored (or half-stored) before `before`, a page at a time. */
  keysOlderThan(before: Date): AsyncIterable<string[]>;
}

/** A document row's file is not in the store: removed or lost outside the application. */
export class FileMissing extends Error {
  constructor(readonly key: string) {
    super(`stored file ${key} is missing`);
  }
}

export class FileTooLarge extends Error {
  constructor(readonly size: number) {
    super(`file of at least ${size} bytes`);
  }
}
