// Stored documents (SPEC 3 "attachedDocuments", 4 "Documents"), filed at a procedural step or on an
// activity's comment; the bytes are in the file store (`files/`), one row each.
import { documentStatuses } from "@litfolio/shared/files";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { activityComments } from "./activities";
import { matters } from "./matters";
import { proceduralSteps } from "./tracking";
import { users } from "./users";

/**
 * A stored document (SPEC 3 "attachedDocuments"): filed at a procedural step or on a comment,
 * exactly one of the two. The bytes live in the file store under `storageKey`; the row is written in the
 * same transaction as its trail entry, after the bytes are stored (a file without a row is removed
 * by the housekeeping job).
 */
export const documents = pgTable(
  "documents",
  {
    id: serial("id").primaryKey(),
    matterId: integer("matter_id")
      .notNull()
      .references(() => matters.id, { onDelete: "cascade" }),
    stepId: integer("step_id").references(() => proceduralSteps.id, { onDelete: "cascade" }),
    commentId: integer("comment_id").references(() => activityComments.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    contentType: text("content_type").notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    status: text("status", { enum: documentStatuses }).notNull(),
    /** Why the copy to the collaboration service failed (status FAILED). */
    reason: text("reason"),
    /**
     * Its copy to Connect was queued when it was stored (Connect configured then). Without one the
     * document is SUCCEEDED at once and, even once Connect is configured, nothing is said about a copy.
     */
    connectCopy: boolean("connect_copy").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** A comment's document the matter's active client must approve (SPEC 4 "Documents"). */
    approvalNeeded: boolean("approval_needed").notNull().default(false),
    approvedBy: integer("approved_by").references(() => users.id, { onDelete: "set null" }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("documents_storage_key_unique").on(t.storageKey),
    index("documents_step_idx").on(t.stepId),
    index("documents_comment_idx").on(t.commentId),
    // The copies to Connect not (yet) done, few beside the rest: a matter's counted and its failed
    // ones listed newest first, and all of them queued again when Connect is authorised.
    index("documents_copy_pending_idx")
      .on(t.matterId, t.status, t.createdAt)
      .where(sql`${t.status} <> 'SUCCEEDED'`),
    check("documents_one_owner", sql`num_nonnulls(${t.stepId}, ${t.commentId}) = 1`),
  ],
);
