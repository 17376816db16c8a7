// Approval requests waiting for their e-mail (modules/comments/approval-request-service.ts): an active client
// gets one e-mail per few minutes listing them, not one per comment.
import { index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { documents } from "./documents";
import { users } from "./users";

/**
 * A document an active client was asked to approve and not yet told about: written in the asking
 * write's transaction, taken by the recipient's e-mail job. A deleted document takes its rows along.
 */
export const approvalRequests = pgTable(
  "approval_requests",
  {
    recipientId: integer("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    /** Who asked: uploaded the document or marked it as needing approval. */
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.recipientId, t.documentId] }),
    index("approval_requests_document_idx").on(t.documentId),
  ],
);
