import { messages } from "@litfolio/shared/messages";
import {
  type NotificationSettings,
  notificationDefaults,
  notificationSettingsBody,
  reminderDayChoices,
  timeZones,
} from "@litfolio/shared/notifications";
import { describe, expect, it } from "vitest";
import {
  digestContents,
  hourField,
  hourOptions,
  notificationFormValues,
  notificationSettingsRequest,
  reminderDayOptions,
  reminderDaysField,
  timeZoneOptions,
} from "./notification-settings-form";

const settings: NotificationSettings = {
  ...notificationDefaults,
  reminderDays: [...notificationDefaults.reminderDays],
  emailAddress: "lawyer@example.com",
  version: 3,
};

describe("notification settings form", () => {
  it("holds the settings with the version loaded, not the address", () => {
    expect(notificationFormValues(settings)).toEqual({
      digestEnabled: true,
      digestHour: 7,
      timeZone: "Europe/Amsterdam",
      remindersEnabled: true,
      reminderDays: [5, 1],
      version: 3,
    });
  });

  it("sends the reminder days largest first, and a body the shared schema takes", () => {
    const values = { ...notificationFormValues(settings), digestHour: 18, reminderDays: [1, 3, 10] };
    const body = notificationSettingsRequest(values);
    expect(body).toEqual({ ...values, reminderDays: [10, 3, 1] });
    expect(values.reminderDays).toEqual([1, 3, 10]);
    expect(notificationSettingsBody.safeParse(body).success).toBe(true);
  });

  it("refuses reminders without a day, at the days, unless the reminders are off", () => {
    const values = { ...notificationFormValues(settings), reminderDays: [] };
    const refused = notificationSettingsBody.safeParse(values);
    expect(refused.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ["reminderDays"], message: messages.reminderDaysNeeded },
    ]);
    expect(notificationSettingsBody.safeParse({ ...values, remindersEnabled: false }).success).toBe(true);
  });

  it("offers every hour of the day, as the select holds it", () => {
    expect(hourOptions).toHaveLength(24);
    expect(hourOptions[0]).toEqual({ value: "0", label: "00:00" });
    expect(hourOptions[7]).toEqual({ value: "7", label: "07:00" });
    expect(hourOptions.at(-1)).toEqual({ value: "23", label: "23:00" });
    expect(hourField.fromField(0)).toBe("0");
    expect(hourField.fromField(undefined)).toBe("");
    expect(hourField.toField("0")).toBe(0);
    expect(hourField.toField("")).toBeNull();
  });

  it("offers the shared reminder days and time zones", () => {
    expect(reminderDayOptions.map((option) => option.label)).toEqual(
      reminderDayChoices.map((days) => (days === 1 ? "1 working day before" : `${days} working days before`)),
    );
    expect(reminderDaysField.fromField([5, 1])).toEqual(["5", "1"]);
    expect(reminderDaysField.toField(["1", "5"])).toEqual([1, 5]);
    expect(timeZoneOptions).toHaveLength(timeZones.length);
    expect(timeZoneOptions.map((option) => option.value)).toContain(notificationDefaults.timeZone);
  });

  it("says how far ahead the digest looks", () => {
    expect(digestContents).toContain("in the next 14 days");
    expect(digestContents).toContain("in the next 7 days or overdue");
    expect(digestContents).toContain("documents waiting for your approval");
  });
});
