// Notifications (issue 18): a user opens Notifications from the drawer and finds the defaults (the
// digest at 07:00 Europe/Amsterdam, reminders 5 and 1 working days before); changes the hour, the time
// zone and a reminder day, saves and finds them kept after a reload; reminders with no day chosen
// show the message at the days and keep every choice until they are switched off. An unsubscribe
// link that is not valid says so, signed out and signed in.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, screenshot } from "../support/browser";
import { alert, shown } from "../support/journeys";
import { signedInPage } from "../support/sessions";

/** No other journey signs in as this demo user, so the settings start at the defaults. */
const emailAddress = "counsel.full@example.com";
const saved = "Notification settings have been saved";
const noDay = "Choose at least one day, or switch the reminders off";
const invalidLink = "This unsubscribe link is not valid. Change your notifications in Litfolio instead.";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser, emailAddress);
  await page.goto("/matters/");
});
afterAll(() => browser.close());

const settingsForm = (page: Page) => page.getByRole("form", { name: "Notification settings" });
const hour = (form: Locator) => form.getByRole("combobox", { name: "Send at" });
const timeZone = (form: Locator) => form.getByRole("combobox", { name: "Time zone" });
const day = (form: Locator, label: string) => form.getByRole("checkbox", { name: label, exact: true });

/** The checked reminder days, as labelled. */
async function checkedDays(form: Locator): Promise<string[]> {
  const days = form.getByRole("group", { name: "Remind me" }).getByRole("checkbox");
  const checked: string[] = [];
  for (const box of await days.all()) {
    if (await box.isChecked()) checked.push((await box.getAttribute("value")) ?? "");
  }
  return checked;
}

async function chooseHour(form: Locator, label: string) {
  await hour(form).click();
  await page.getByRole("option", { name: label, exact: true }).click();
}

describe("notifications", () => {
  it("open from the drawer with the defaults", async () => {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Notifications" }).click();
    await page.waitForURL(/\/notifications$/);
    await shown(page.getByRole("heading", { level: 1, name: "Notifications" }));
    const form = settingsForm(page);
    await shown(form.getByText(emailAddress));
    expect(await form.getByRole("switch", { name: "Daily digest" }).isChecked()).toBe(true);
    expect(await hour(form).textContent()).toBe("07:00");
    expect(await timeZone(form).inputValue()).toBe("Europe/Amsterdam");
    await shown(form.getByText(/step deadlines and court hearings in the next 14 days/));
    expect(await form.getByRole("switch", { name: "Deadline reminders" }).isChecked()).toBe(true);
    expect(await checkedDays(form)).toEqual(["1", "5"]);
    await screenshot(page, "notifications");
  });

  it("keep a changed hour, time zone and reminder day after a reload", async () => {
    const form = settingsForm(page);
    await chooseHour(form, "18:00");
    await timeZone(form).fill("Lisbon");
    await page.getByRole("option", { name: "Europe/Lisbon", exact: true }).click();
    await day(form, "1 working day before").uncheck();
    await day(form, "10 working days before").check();
    await form.getByRole("button", { name: "Save" }).click();
    await shown(alert(page, saved));

    await page.reload();
    const reloaded = settingsForm(page);
    await shown(reloaded);
    expect(await hour(reloaded).textContent()).toBe("18:00");
    expect(await timeZone(reloaded).inputValue()).toBe("Europe/Lisbon");
    expect(await checkedDays(reloaded)).toEqual(["5", "10"]);
  });

  it("ask for a reminder day while the reminders are on, keeping what was chosen", async () => {
    const form = settingsForm(page);
    await chooseHour(form, "06:00");
    await day(form, "5 working days before").uncheck();
    await day(form, "10 working days before").uncheck();
    await form.getByRole("button", { name: "Save" }).click();
    await shown(form.getByText(noDay));
    expect(await hour(form).textContent()).toBe("06:00");
    expect(await timeZone(form).inputValue()).toBe("Europe/Lisbon");
    expect(await checkedDays(form)).toEqual([]);

    // Off, the days are not needed: the message goes and the days cannot be changed.
    await form.getByRole("switch", { name: "Deadline reminders" }).uncheck();
    expect(await form.getByText(noDay).count()).toBe(0);
    expect(await day(form, "5 working days before").isDisabled()).toBe(true);
    await form.getByRole("button", { name: "Save" }).click();
    await shown(alert(page, saved));

    await page.reload();
    const reloaded = settingsForm(page);
    await shown(reloaded);
    expect(await reloaded.getByRole("switch", { name: "Deadline reminders" }).isChecked()).toBe(false);
    expect(await hour(reloaded).textContent()).toBe("06:00");
  });

  it("say so for an unsubscribe link that is not valid, signed out and signed in", async () => {
    const visitor = await newPage(browser);
    await visitor.goto("/unsubscribe/not-a-token");
    await shown(visitor.getByText(invalidLink));
    expect(await visitor.getByRole("button", { name: "Unsubscribe" }).count()).toBe(0);
    // Signed out, the way to the settings goes through Login.
    await visitor.getByRole("link", { name: "Change your notifications" }).click();
    await visitor.waitForURL(/\/login\?redirect=%2Fnotifications$/);
    await visitor.context().close();

    await page.goto("/unsubscribe/not-a-token");
    await shown(page.getByText(invalidLink));
    await page.getByRole("link", { name: "Change your notifications" }).click();
    await page.waitForURL(/\/notifications$/);
    await shown(settingsForm(page));
  });
});
