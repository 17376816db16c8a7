// A user's deadline e-mail settings as answered and as the job reads them: saved, else the defaults.
import { type NotificationSettings, notificationDefaults } from "@litfolio/shared/notifications";
import type { SettingsRow } from "./queries";

export type Choices = Omit<NotificationSettings, "emailAddress" | "version">;

/** Reminder days are kept and answered largest first, as the e-mails count down. */
export const largestFirst = (days: readonly number[]) => [...days].sort((a, b) => b - a);

/** The user's choices: saved, else the defaults. */
export const choicesOf = (row: SettingsRow | null): Choices => ({
  digestEnabled: row?.digestEnabled ?? notificationDefaults.digestEnabled,
  digestHour: row?.digestHour ?? notificationDefaults.digestHour,
  timeZone: row?.timeZone ?? notificationDefaults.timeZone,
  remindersEnabled: row?.remindersEnabled ?? notificationDefaults.remindersEnabled,
  reminderDays: largestFirst(row?.reminderDays ?? notificationDefaults.reminderDays),
});

export const presentSettings = (row: SettingsRow | null, emailAddress: string): NotificationSettings => ({
  ...choicesOf(row),
  emailAddress,
  version: row?.version ?? 1,
});
