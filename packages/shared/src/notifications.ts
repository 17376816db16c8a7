// A user's deadline e-mails (issue 18): the daily digest at a chosen hour in their time zone and the
// reminders a number of working days before a deadline, each of which they can switch off here or
// with the unsubscribe link of its e-mail.
import { z } from "zod";
import { messages } from "./messages";
import { withVersion } from "./versions";

export const notificationKinds = ["DIGEST", "REMINDERS"] as const;
export type NotificationKind = (typeof notificationKinds)[number];
export const notificationKindLabels: Record<NotificationKind, string> = {
  DIGEST: "the daily digest",
  REMINDERS: "deadline reminders",
};

export const notificationDefaults = {
  digestEnabled: true,
  digestHour: 7,
  timeZone: "Europe/Amsterdam",
  remindersEnabled: true,
  reminderDays: [5, 1],
} as const;

/** The working days before a deadline a reminder can be sent. */
export const reminderDayChoices = [1, 2, 3, 5, 10, 15] as const;
/** The digest looks this far ahead for step deadlines and hearings, and for one's own activities. */
export const digestHorizonDays = { steps: 14, activities: 7 } as const;

/** The IANA time zones this runtime knows (and UTC). */
export const timeZones: readonly string[] = ["UTC", ...Intl.supportedValuesOf("timeZone")];
const knownTimeZones = new Set(timeZones);

/** PUT dbbw/notifications/settings: the whole settings with the version read. */
export const notificationSettingsBody = withVersion(
  z.object(
    {
      digestEnabled: z.boolean({ error: messages.booleanRequired }),
      digestHour: z.int({ error: messages.hour }).min(0, messages.hour).max(23, messages.hour),
      timeZone: z
        .string({ error: messages.required })
        .refine((zone) => knownTimeZones.has(zone), messages.timeZone),
      remindersEnabled: z.boolean({ error: messages.booleanRequired }),
      reminderDays: z
        .array(z.int({ error: messages.reminderDay }), { error: messages.required })
        .max(reminderDayChoices.length, messages.reminderDay)
        .refine(
          (days) => days.every((day) => (reminderDayChoices as readonly number[]).includes(day)),
          messages.reminderDay,
        )
        .refine((days) => new Set(days).size === days.length, messages.reminderDayTwice),
    },
    { error: messages.required },
  ),
).superRefine((body, context) => {
  if (body.remindersEnabled && body.reminderDays.length === 0)
    context.addIssue({ code: "custom", path: ["reminderDays"], message: messages.reminderDaysNeeded });
});
export type NotificationSettingsFields = z.output<typeof notificationSettingsBody>;

/** GET dbbw/notifications/settings (the defaults until the user saves). */
export interface NotificationSettings {
  digestEnabled: boolean;
  digestHour: number;
  timeZone: string;
  remindersEnabled: boolean;
  /** Largest first. */
  reminderDays: number[];
  emailAddress: string;
  version: number;
}

/** GET dbbw/notifications/unsubscribe/{token}: what the link switches off, for whom (public). */
export interface UnsubscribeTarget {
  kind: NotificationKind;
  /** The address the e-mails go to, masked (j***@example.com). */
  emailAddress: string;
  /** Whether that kind is still on. */
  enabled: boolean;
}
