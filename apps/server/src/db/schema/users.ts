// Accounts and signing in: users, their sessions, activation and reset links, sign-in counters.
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    emailAddress: text("email_address").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    passwordHash: text("password_hash"),
    securityRole: text("security_role", { enum: ["SYSTEM_ADMIN", "USER"] }).notNull(),
    active: boolean("active").notNull().default(false),
    deleted: boolean("deleted").notNull().default(false),
    lastLogin: timestamp("last_login", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.emailAddress),
    index("users_first_name_idx").on(sql`lower(${t.firstName})`),
    index("users_last_name_idx").on(sql`lower(${t.lastName})`),
  ],
);

/**
 * A browser session. `stage` is "verification" between a correct password and the e-mailed code
 * (then `codeHash` is set), and "active" after the code. The id is a SHA-256 of the cookie value,
 * so a database read does not reveal usable session tokens.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stage: text("stage", { enum: ["verification", "active"] }).notNull(),
    codeHash: text("code_hash"),
    codeAttempts: integer("code_attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Single-use links for activation and password reset; only the token's hash is kept. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["activation", "reset"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("account_tokens_hash_unique").on(t.tokenHash),
    index("account_tokens_user_idx").on(t.userId),
  ],
);

/** Fixed-window counters shared by all server processes (login, verify and reset limits). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});
