// The notification settings form's values, choices and what it sends (issue 18): the values are the
// PUT body as the shared schema checks it (with the version the page loaded); the hours, the reminder
// days and the digest's horizons all come from packages/shared.
import { counted } from "@litfolio/shared/counts";
import {
  digestHorizonDays,
  type NotificationSettings,
  type NotificationSettingsFields,
  notificationSettingsBody,
  reminderDayChoices,
  timeZones,
} from "@litfolio/shared/notifications";
import type { SelectOption } from "../../../components/form/SelectField";

export type NotificationFormValues = NotificationSettingsFields;

export function notificationFormValues(settings: NotificationSettings): NotificationFormValues {
  const { digestEnabled, digestHour, timeZone, remindersEnabled, reminderDays, version } = settings;
  return { digestEnabled, digestHour, timeZone, remindersEnabled, reminderDays: [...reminderDays], version };
}

/** The PUT body: the reminder days largest first, as GET answers them (the form keeps them in the options' order). */
export function notificationSettingsRequest(values: NotificationFormValues): NotificationSettingsFields {
  return { ...values, reminderDays: [...values.reminderDays].sort((a, b) => b - a) };
}

/** "07:00": the digest goes out at the start of the hour. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

const hourRule = notificationSettingsBody.shape.digestHour;
const firstHour = hourRule.minValue ?? 0;
const lastHour = hourRule.maxValue ?? firstHour;

/** Every hour the schema takes, "00:00" to "23:00". */
export const hourOptions: readonly SelectOption[] = Array.from(
  { length: lastHour - firstHour + 1 },
  (_unused, index) => ({ value: String(firstHour + index), label: hourLabel(firstHour + index) }),
);

/** The hour select holds the hour as text; the form holds the number. */
export const hourField = {
  fromField: (value: unknown) => (typeof value === "number" ? String(value) : ""),
  toField: (selected: string) => (selected === "" ? null : Number(selected)),
};

export const timeZoneOptions: readonly SelectOption[] = timeZones.map((zone) => ({
  value: zone,
  label: zone,
}));

export const reminderDayLabel = (days: number) => `${counted(days, "working day")} before`;

export const reminderDayOptions: readonly SelectOption[] = reminderDayChoices.map((days) => ({
  value: String(days),
  label: reminderDayLabel(days),
}));

/** The checkboxes hold the days as text; the form holds the numbers. */
export const reminderDaysField = {
  fromField: (value: unknown) => (Array.isArray(value) ? value.map(String) : []),
  toField: (keys: string[]) => keys.map(Number),
};

/** What the digest lists (the server's digest builder looks as far ahead). */
export const digestContents =
  `For the matters you take part in: step deadlines and court hearings in the next ${digestHorizonDays.steps} days, ` +
  `client deadlines, activities assigned to you that are due in the next ${digestHorizonDays.activities} days or overdue, ` +
  "and documents waiting for your approval. No e-mail is sent on a day with nothing to report.";
