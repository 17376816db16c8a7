// Connect (the firm's HighQ Collaborate site): the one system-wide OAuth token, stored encrypted,
// and the `state` values of authorisations in progress, each bound to the admin's session.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The system-wide token: one row (id 1). The tokens are AES-256-GCM ciphertexts (connect/crypto.ts),
 * never the tokens themselves. `authenticated` turns false when a refresh fails; `failureNotifiedAt`
 * keeps the system administrators from being e-mailed twice about the same failure.
 */
export const connectTokens = pgTable(
  "connect_tokens",
  {
    id: integer("id").primaryKey(),
    accessToken: text("access_token").notNull(),
    accessExpiresAt: timestamp("access_expires_at", { withTimezone: true }).notNull(),
    refreshToken: text("refresh_token").notNull(),
    refreshExpiresAt: timestamp("refresh_expires_at", { withTimezone: true }),
    obtainedAt: timestamp("obtained_at", { withTimezone: true }).notNull(),
    authenticated: boolean("authenticated").notNull(),
    failureNotifiedAt: timestamp("failure_notified_at", { withTimezone: true }),
    /** A process refreshing the token holds this lease; others wait for it (one refresh at a time). */
    refreshingUntil: timestamp("refreshing_until", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("connect_tokens_one_row", sql`${t.id} = 1`)],
);

/** An authorisation started by a session: the hash of its `state`, valid for the code's 30 minutes. */
export const connectStates = pgTable(
  "connect_states",
  {
    stateHash: text("state_hash").primaryKey(),
    sessionId: text("session_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("connect_states_expires_idx").on(t.expiresAt)],
);
