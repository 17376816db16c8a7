// Deadline e-mails (issue 18): each user's choices, one row per e-mail day and kind (so a digest goes
// once per user per day, whichever process or restart gets there), and the key unsubscribe links are
// signed with.
import type { NotificationKind } from "@litfolio/shared/notifications";
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { mails } from "./mail";
import { users } from "./users";

/** A user's choices once saved; until then the defaults (shared/notifications.ts) apply. */
export const notificationSettings = pgTable("notification_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  digestEnabled: boolean("digest_enabled").notNull(),
  digestHour: integer("digest_hour").notNull(),
  timeZone: text("time_zone").notNull(),
  remindersEnabled: boolean("reminders_enabled").notNull(),
  reminderDays: integer("reminder_days").array().notNull(),
  version: integer("version").notNull().default(1),
  ...timestamps,
});

/**
 * The day (in the user's time zone) a kind of e-mail was done for a user: inserted in the transaction
 * that queues the mail, so a second process or a rerun finds it and sends nothing. `mailId` is null
 * when there was nothing to say.
 */
export const notificationDeliveries = pgTable(
  "notification_deliveries",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    day: date("day").notNull(),
    mailId: integer("mail_id").references(() => mails.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.day] }),
    index("notification_deliveries_day_idx").on(t.day),
  ],
);

/** Keys the server signs links with (HMAC-SHA256), made once on first use and shared by every process. */
export const signingKeys = pgTable("signing_keys", {
  name: text("name").primaryKey(),
  key: text("key").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
