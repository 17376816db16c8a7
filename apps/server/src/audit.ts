// The audit trail: every write records who changed what, in the same transaction as the write.
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./db/client";
import { auditLog } from "./db/schema/audit";
import { type VersionedTable, versionedUpdate } from "./http/edits";

/**
 * Never stored in the trail, whatever entity they belong to. Sign-in codes are only ever stored as
 * hashes (codeHash), so "hash" covers them; business codes (a category's or proceeding's code) are
 * kept, as a legal record must show them.
 */
const SECRET_FIELD = /password|hash|token|secret|verificationCode/i;
/** Bookkeeping columns whose change says nothing on its own. */
const IGNORED_FIELDS = new Set(["version", "updatedAt", "createdAt"]);

type Row = Record<string, unknown>;

export interface AuditEntry {
  actorId: number | null;
  entity: string;
  entityId: string | number;
  action: "create" | "update" | "delete";
  before?: Row;
  after?: Row;
}

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

export function changedFields(before: Row = {}, after: Row = {}) {
  const changes: Record<string, { old: unknown; new: unknown }> = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (SECRET_FIELD.test(field) || IGNORED_FIELDS.has(field)) continue;
    const old = comparable(before[field]) ?? null;
    const next = comparable(after[field]) ?? null;
    if (JSON.stringify(old) !== JSON.stringify(next)) changes[field] = { old, new: next };
  }
  return changes;
}

export async function recordAudit(db: DbOrTx, entry: AuditEntry) {
  const changes = changedFields(entry.before, entry.after);
  if (entry.action === "update" && Object.keys(changes).length === 0) return;
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    changes,
  });
}

/**
 * A versioned update (http/edits.ts) with its trail entry, the row before and after, for the entities
 * whose trail keeps just their row.
 */
export async function auditedUpdate<T extends VersionedTable>(
  tx: DbOrTx,
  who: { actorId: number; entity: string },
  table: T,
  before: T["$inferSelect"] & { id: number; version: number },
  changes: PgUpdateSetSource<T>,
): Promise<T["$inferSelect"]> {
  const after = await versionedUpdate(tx, table, before, changes);
  await recordAudit(tx, { ...who, entityId: before.id, action: "update", before, after });
  return after;
}
