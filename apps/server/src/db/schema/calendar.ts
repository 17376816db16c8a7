// The personal calendar feeds (iCalendar): one per user, found by the hash of its secret URL token.
import type { CalendarFeedFilters } from "@litfolio/shared/calendar";
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A user's feed: a new token replaces the row, so the old address stops working at once. Only the
 * token's SHA-256 is kept (the address is shown once), with the filters chosen when it was made.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    filters: jsonb("filters").$type<CalendarFeedFilters>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("calendar_feeds_token_unique").on(t.tokenHash)],
);
