// Stored files that no document row names: an upload whose rows were never committed (a crash, a
// refused request whose clean-up failed) or a delete whose removal failed. An hour's grace keeps the
// files of uploads still in progress.

import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { documents } from "../db/schema/documents";
import type { FileStore } from "./store";

const GRACE_MS = 60 * 60 * 1000;

export async function removeUnusedFiles(db: Db, files: FileStore, now = new Date()) {
  let removed = 0;
  for await (const keys of files.keysOlderThan(new Date(now.getTime() - GRACE_MS))) {
    const rows = await db
      .select({ key: documents.storageKey })
      .from(documents)
      .where(inArray(documents.storageKey, keys));
    const used = new Set(rows.map((row) => row.key));
    for (const key of keys) {
      if (used.has(key)) continue;
      await files.remove(key);
      removed += 1;
    }
  }
  return removed;
}
