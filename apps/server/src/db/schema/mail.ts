// The outbox: every e-mail the product sends (mail/outbox.ts).
import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Every e-mail the product sends; once sent or given up, kept without its secret (mail/outbox.ts). */
export const mails = pgTable(
  "mails",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    status: text("status", { enum: ["queued", "sent", "failed"] })
      .notNull()
      .default("queued"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mails_to_idx").on(t.toAddress, t.id)],
);
