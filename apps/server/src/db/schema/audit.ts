// The audit trail (audit.ts recordAudit): who changed what, written with each change.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: integer("actor_id"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action", { enum: ["create", "update", "delete"] }).notNull(),
    changes: jsonb("changes").$type<Record<string, { old: unknown; new: unknown }>>().notNull(),
  },
  (t) => [index("audit_entity_idx").on(t.entity, t.entityId)],
);
