// Date pickers (issue 10 item 3, SPEC 5.1): a date is typed (DD-MM-YYYY, or DDMMYYYY) or picked in a
// calendar whose weeks start on Monday, by mouse or keyboard, and saved as YYYY-MM-DD; an impossible
// date or a year outside 1900-2100 keeps what was typed and shows the message; a search period's
// start after its end is refused and each end's calendar offers only the days on its side; Escape
// closes the calendar, not the form around it; the picker code loads with such a form only.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "../support/browser";
import { alert, shown, signIn } from "../support/journeys";
import {
  type CreatedProceeding,
  createProceeding,
  openProceedingForm,
  savedProceeding,
} from "../support/proceedings";
import { signedInPage } from "../support/sessions";

const matterId = 1;
const unique = Date.now().toString(36).toUpperCase();
/** A class name only MUI X's calendar has: a script holding it carries the picker code. */
const pickerCodeMark = "MuiDateCalendar";

let browser: Browser;
let lawyer: Page;
let proceeding: CreatedProceeding;

beforeAll(async () => {
  browser = await launchBrowser();
  lawyer = await signedInPage(browser, "lawyer@example.com");
  // Without the calendar's grow and slide animations: a click while a day still moves lands on
  // another element, and a sliding month shows two grids.
  await lawyer.emulateMedia({ reducedMotion: "reduce" });
  // Without an issue date.
  proceeding = await createProceeding(lawyer, matterId, {
    fullName: `Dates ${unique} B.V.`,
    shortName: `D${unique}`,
  });
});
afterAll(() => browser.close());

const savedIssueDate = async (page: Page) => (await savedProceeding(page, matterId, proceeding)).issueDate;
const openForm = (page: Page) => openProceedingForm(page, matterId, proceeding);

async function save(page: Page, form: Locator) {
  await form.getByRole("button", { name: "Save" }).click();
  await shown(alert(page, "Proceedings has been saved"));
}

/** The button beside a date input that opens its calendar. */
const calendarButton = (input: Locator) => input.locator("..").getByRole("button", { name: /^Choose date/ });
const calendar = (page: Page) => page.getByRole("dialog").filter({ has: page.getByRole("grid") });
/** The calendar's month grid, named "January 2024". */
const month = (page: Page, name: string) => calendar(page).getByRole("grid", { name });
const day = (grid: Locator, number: number) =>
  grid.getByRole("gridcell", { name: String(number), exact: true });
const isFocused = (element: Locator) => element.evaluate((node) => node === document.activeElement);

describe("a date field", () => {
  it("picks a day with the mouse in a calendar whose week starts on Monday, and saves it as YYYY-MM-DD", async () => {
    const form = await openForm(lawyer);
    const issueDate = form.getByLabel("Issue date", { exact: true });
    await issueDate.fill("10-01-2024");
    const button = calendarButton(issueDate);
    expect(await button.getAttribute("aria-label")).toBe("Choose date, selected date is 10-01-2024");
    await button.click();
    const january = month(lawyer, "January 2024");
    await shown(january);
    const weekdays = january.getByRole("columnheader");
    expect(await weekdays.first().getAttribute("aria-label")).toBe("Monday");
    expect(await weekdays.last().getAttribute("aria-label")).toBe("Sunday");

    await day(january, 17).click();
    await calendar(lawyer).waitFor({ state: "hidden" });
    expect(await issueDate.inputValue()).toBe("17-01-2024");
    await save(lawyer, form);
    expect(await savedIssueDate(lawyer)).toBe("2024-01-17");
  });

  it("picks a day with the keyboard, and Escape closes only the calendar", async () => {
    const form = await openForm(lawyer);
    const issueDate = form.getByLabel("Issue date", { exact: true });
    const button = calendarButton(issueDate);
    await issueDate.fill("20-03-2024");
    await lawyer.keyboard.press("Tab");
    await expect.poll(() => isFocused(button)).toBe(true);
    await lawyer.keyboard.press("Enter");
    const march = month(lawyer, "March 2024");
    await expect.poll(() => isFocused(day(march, 20))).toBe(true);
    // The form has unsaved changes: an Escape reaching it would ask to discard them.
    await lawyer.keyboard.press("Escape");
    await calendar(lawyer).waitFor({ state: "hidden" });
    await expect.poll(() => isFocused(button)).toBe(true);
    expect(await lawyer.getByText("Discard unsaved changes?").count()).toBe(0);

    await lawyer.keyboard.press("Enter");
    await expect.poll(() => isFocused(day(march, 20))).toBe(true);
    await lawyer.keyboard.press("ArrowDown");
    await lawyer.keyboard.press("Enter");
    await calendar(lawyer).waitFor({ state: "hidden" });
    expect(await issueDate.inputValue()).toBe("27-03-2024");
    await save(lawyer, form);
    expect(await savedIssueDate(lawyer)).toBe("2024-03-27");
  });

  it("takes 01012018 typed without dashes as 01-01-2018", async () => {
    const form = await openForm(lawyer);
    const issueDate = form.getByLabel("Issue date", { exact: true });
    await issueDate.fill("01012018");
    expect(await issueDate.inputValue()).toBe("01012018");
    await issueDate.blur();
    expect(await issueDate.inputValue()).toBe("01-01-2018");
    await save(lawyer, form);
    expect(await savedIssueDate(lawyer)).toBe("2018-01-01");
  });

  it("keeps an impossible date, a half-typed one or the year 1850 as typed, with the message", async () => {
    const form = await openForm(lawyer);
    const issueDate = form.getByLabel("Issue date", { exact: true });
    const cases = [
      ["31-02-2024", "Enter a valid date"],
      ["01-01", "Enter a valid date"],
      ["01-01-1850", "Enter a date between 01-01-1900 and 31-12-2100"],
    ];
    for (const [typed = "", message = ""] of cases) {
      await issueDate.fill(typed);
      await issueDate.blur();
      await form.getByRole("button", { name: "Save" }).click();
      await shown(form.getByText(message, { exact: true }));
      expect(await issueDate.inputValue()).toBe(typed);
    }
    expect(await savedIssueDate(lawyer)).toBe("2018-01-01");
  });
});

describe("a search period", () => {
  it("refuses a start after the end, and each end's calendar offers only the days on its side", async () => {
    await lawyer.goto(`/matters/${matterId}/proceedings`);
    await lawyer.getByRole("button", { name: "Search proceedings" }).click();
    const search = lawyer.getByRole("region", { name: "Search proceedings" });
    await search.getByLabel("Search in").first().click();
    await lawyer.getByRole("option", { name: "Writ served between", exact: true }).click();
    const from = search.getByLabel("From", { exact: true });
    const to = search.getByLabel("To", { exact: true });

    await from.fill("01-02-2024");
    await to.fill("15-01-2024");
    await shown(search.getByText("The start date must not be after the end date"));
    expect(lawyer.url()).not.toMatch(/period=/);

    await calendarButton(from).click();
    await shown(month(lawyer, "February 2024"));
    await calendar(lawyer).getByRole("button", { name: "Previous month" }).click();
    const january = month(lawyer, "January 2024");
    await shown(january);
    expect(await day(january, 15).isDisabled()).toBe(false);
    expect(await day(january, 16).isDisabled()).toBe(true);
    await day(january, 8).click();
    expect(await from.inputValue()).toBe("08-01-2024");
    await lawyer.waitForURL(/period=2024-01-08\.\.2024-01-15/);
    expect(await search.getByText("The start date must not be after the end date").count()).toBe(0);

    await calendarButton(to).click();
    const toJanuary = month(lawyer, "January 2024");
    await shown(toJanuary);
    expect(await day(toJanuary, 7).isDisabled()).toBe(true);
    expect(await day(toJanuary, 8).isDisabled()).toBe(false);
  });
});

describe("the picker code", () => {
  it("loads with a form that has a date field, not with the login page or a page whose forms are closed", async () => {
    const visitor = await newPage(browser);
    // The scripts' addresses, read again through the API: a body Chromium dropped when the page
    // navigated on (signing in does) cannot be read from the response any more.
    const scripts: string[] = [];
    visitor.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.url());
    });
    const pickerScripts = async () => {
      const texts = await Promise.all(scripts.map(async (url) => (await visitor.request.get(url)).text()));
      return texts.filter((text) => text.includes(pickerCodeMark)).length;
    };

    await visitor.goto("/login");
    await shown(visitor.getByRole("button", { name: "Login", exact: true }));
    await visitor.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(await pickerScripts()).toBe(0);

    await signIn(visitor, "lawyer@example.com");
    await visitor.goto(`/matters/${matterId}/proceedings/${proceeding.id}`);
    await shown(visitor.getByRole("heading", { level: 1, name: proceeding.proceedingCode }));
    await visitor.waitForLoadState("networkidle");
    expect(await pickerScripts()).toBe(0);

    await visitor.getByRole("button", { name: "Edit", exact: true }).click();
    await shown(visitor.getByRole("button", { name: /^Choose date/ }));
    expect(await pickerScripts()).toBe(1);
    await visitor.context().close();
  });
});
