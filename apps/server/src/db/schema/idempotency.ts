// Creates sent with an Idempotency-Key (http/idempotency.ts).
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The first answer to a create sent with an Idempotency-Key (http/idempotency.ts), per user, for 24
 * hours: a retry gets it again instead of creating a second object. `status` is null while the first
 * request is in flight; only 2xx answers are kept.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** Method and URL, e.g. "POST /api/dbbw/matters/7/proceedings". */
    request: text("request").notNull(),
    /** SHA-256 of the validated body: the same key with another body is refused. */
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index("idempotency_keys_created_at_idx").on(t.createdAt),
  ],
);
