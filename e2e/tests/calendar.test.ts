// The calendar (issue 15, SPEC 2.3 "Calendar", 9): on a day far ahead an administrator sets up, through
// the API, a court hearing with five activities for lawyer@ on the demo matter (and ten more later in
// the month), and a deadline on a second matter. The lawyer's list of the month is paged (issue 30);
// the month grid shows three of the day's six events and "View all (6)" (the
// day's count from the API, which sends the grid only the day's first events of each kind), which
// opens the day; a day number opens it too; switching Activities off and "Client deadlines
// only" on leaves the list empty with SPEC's text; the lawyer subscribes, and the address answers
// an iCalendar until it is switched off. The administrator, who sees both matters, narrows the day
// to the second one with the Matter filter.
import ICAL from "ical.js";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "../support/accessibility";
import { launchBrowser } from "../support/browser";
import { alert, shown } from "../support/journeys";
import { type CreatedProceeding, createProceeding } from "../support/proceedings";
import { signedInPage } from "../support/sessions";
import { settled } from "../support/settled";

const demoMatterId = 1;
const unique = Date.now().toString(36).toUpperCase();
/** A Wednesday no other journey and no demo data uses. */
const day = "2031-03-12";
const hearing = `Hearing ${unique}`;
const otherMatterStep = `Reply ${unique}`;
const activityTitles = [1, 2, 3, 4, 5].map((number) => `Task ${number} ${unique}`);
/** Later in the month, so the month's list runs past its first page of 15. */
const laterDay = "2031-03-20";
const laterTitles = Array.from(
  { length: 10 },
  (_, index) => `Later ${String(index + 1).padStart(2, "0")} ${unique}`,
);
const emptyText =
  "Based on your filter selection, no procedural deadlines or activities are due on this date.";

let browser: Browser;
let admin: Page;
let lawyer: Page;
let otherMatter: { id: number; name: string };

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInPage(browser, "admin@example.com");
  lawyer = await signedInPage(browser, "lawyer@example.com");
  const lawyerId = ((await (await lawyer.request.get("/api/admin/security/user")).json()) as { id: number })
    .id;

  const proceeding = await createProceeding(admin, demoMatterId, {
    fullName: `Calendar ${unique} B.V.`,
    shortName: `C${unique}`,
  });
  const [step] = await trackDeadline(admin, demoMatterId, proceeding, {
    title: hearing,
    courtHearing: true,
    clientDeadline: false,
  });
  const dueOn = [
    ...activityTitles.map((title) => ({ title, dueDate: day })),
    ...laterTitles.map((title) => ({ title, dueDate: laterDay })),
  ];
  for (const { title, dueDate } of dueOn) {
    const answer = await admin.request.post("/api/dbbw/activities", {
      data: {
        trackingId: step?.trackingId,
        proceduralStep: { id: step?.id },
        title,
        description: "Prepare for the hearing.",
        status: "TODO",
        dueDate,
        responsible: { id: lawyerId },
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }

  otherMatter = { id: 0, name: `Calendar journey ${unique}` };
  const matter = await admin.request.post("/api/dbbw/matters", {
    data: {
      name: otherMatter.name,
      key: `CAL-${unique}`,
      client: "Calendar Client B.V.",
      connectFolderId: "cal",
    },
  });
  otherMatter.id = ((await matter.json()) as { id: number }).id;
  const jurisdiction = await admin.request.post(`/api/dbbw/matters/${otherMatter.id}/jurisdictions`, {
    data: { code: "NLD", name: "Netherlands" },
  });
  expect(jurisdiction.status(), await jurisdiction.text()).toBe(200);
  const otherProceeding = await createProceeding(admin, otherMatter.id, {
    fullName: `Other ${unique} B.V.`,
    shortName: `O${unique}`,
  });
  await trackDeadline(admin, otherMatter.id, otherProceeding, { title: otherMatterStep });
});
afterAll(() => browser.close());

/** A blank tracking for the proceeding with one step due on `day`; answers its steps. */
async function trackDeadline(
  page: Page,
  matterId: number,
  proceeding: CreatedProceeding,
  step: { title: string; courtHearing?: boolean; clientDeadline?: boolean },
): Promise<{ id: number; trackingId: number }[]> {
  const trackingUrl = `/api/dbbw/matters/${matterId}/proceedings/${proceeding.id}/tracking`;
  const created = await page.request.post(trackingUrl, { data: { templateId: null } });
  expect(created.status(), await created.text()).toBe(200);
  const tracking = (await created.json()) as { id: number; version: number };
  const saved = await page.request.put(`${trackingUrl}/${tracking.id}`, {
    data: { version: tracking.version, proceduralSteps: [{ ...step, deadline: day }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { proceduralSteps } = (await saved.json()) as { proceduralSteps: { id: number }[] };
  return proceduralSteps.map((saved) => ({ id: saved.id, trackingId: tracking.id }));
}

/** The calendar's own region (not the filters). */
const calendar = (page: Page) => page.getByRole("region", { name: "Calendar", exact: true });
const monthDay = (page: Page) => page.locator(`td.fc-daygrid-day[data-date="${day}"]`);

async function checkNow(page: Page, what: string) {
  await settled(page);
  await expectAccessible(page, what);
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option }).click();
}

describe("calendar", () => {
  it("is in the menu, and opens on the list of this month with the lawyer's defaults", async () => {
    await lawyer.goto("/activities/");
    await lawyer.getByRole("button", { name: "Open menu" }).click();
    await lawyer.getByRole("link", { name: "Calendar" }).click();
    await lawyer.waitForURL(/\/calendar\/$/);
    await shown(lawyer.getByRole("heading", { level: 1, name: "Calendar" }));
    expect(await lawyer.getByRole("button", { name: "List", exact: true }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(await lawyer.getByRole("switch", { name: "Activities" }).isChecked()).toBe(true);
    expect(await lawyer.getByRole("switch", { name: "Proceedings" }).isChecked()).toBe(true);
    const legend = lawyer.getByRole("list", { name: "Legend" });
    await shown(legend.getByText("Court hearing"));
    expect(await legend.getByRole("listitem").allInnerTexts()).toEqual([
      "Activity",
      "Procedural deadline",
      "Court hearing",
      "Missed deadline or overdue activity",
      "Estimated deadline (month)",
    ]);
  });

  it("pages the month's list: 15 lines in date order, the rest on the next page, kept in the URL", async () => {
    await lawyer.goto(`/calendar/?date=${day}`);
    const table = calendar(lawyer).getByRole("table", { name: "Procedural deadlines and activities" });
    await shown(table.getByRole("link", { name: hearing }));
    const lines = table.locator("tbody tr");
    expect(await lines.count()).toBe(15);
    // The hearing first on its day, then its activities; the later day's after them.
    const titles = await table.locator("tbody tr td:nth-child(3)").allInnerTexts();
    const first = titles.indexOf(hearing);
    expect(titles.slice(first, first + 6)).toEqual([hearing, ...activityTitles]);
    expect(titles.indexOf(laterTitles[0] ?? "")).toBeGreaterThan(first + 5);
    const month = "from=2031-03-01&to=2031-03-31&statuses=TODO,DOING";
    const lawyerId = ((await (await lawyer.request.get("/api/admin/security/user")).json()) as { id: number })
      .id;
    const secondPage = (await (
      await lawyer.request.get(`/api/dbbw/calendar/events?${month}&responsibleId=${lawyerId}&page=1&size=15`)
    ).json()) as { items: { title: string }[]; totalElements: number };
    await shown(calendar(lawyer).getByText(`1–15 of ${secondPage.totalElements}`));

    await calendar(lawyer).getByRole("button", { name: "Go to next page" }).click();
    await lawyer.waitForURL(/page=1/);
    await shown(table.getByRole("link", { name: secondPage.items[0]?.title }));
    await checkNow(lawyer, "the calendar's list of a month, second page");
    await lawyer.reload();
    await shown(table.getByRole("link", { name: secondPage.items[0]?.title }));
    expect(await lines.count()).toBe(secondPage.items.length);
    // Another month starts again at its first page.
    await lawyer.getByRole("button", { name: "Next month" }).click();
    await lawyer.waitForURL((url) => !url.searchParams.has("page"));
  });

  it("shows three events of a full day in the month grid and 'View all (6)', which opens the day", async () => {
    await lawyer.goto(`/calendar/?date=${day}`);
    await shown(calendar(lawyer).getByText(hearing));
    await checkNow(lawyer, "the calendar's list of a month");
    await lawyer.getByRole("button", { name: "Month", exact: true }).click();
    await lawyer.waitForURL(/view=month/);
    await shown(calendar(lawyer).getByRole("heading", { name: "March 2031" }));
    const cell = monthDay(lawyer);
    await shown(cell.getByText("View all (6)"));
    // The others are laid out but hidden until the day is opened.
    expect(await cell.locator("a.fc-event").filter({ visible: true }).count()).toBe(3);
    // Sunday first, and whole weeks only: March 2031 runs from Saturday 1st to Monday 31st.
    expect((await lawyer.locator("th.fc-col-header-cell").allInnerTexts())[0]).toMatch(/Sun/);
    expect(await lawyer.locator("td.fc-daygrid-day").count()).toBe(42);
    await checkNow(lawyer, "the calendar's month grid");
    await lawyer.setViewportSize({ width: 390, height: 844 });
    await checkNow(lawyer, "the calendar's month grid on a phone");
    await lawyer.setViewportSize({ width: 1280, height: 860 });

    await cell.getByText("View all (6)").click();
    await lawyer.waitForURL(new RegExp(`view=day&date=${day}`));
    await shown(calendar(lawyer).getByRole("heading", { name: "Wednesday 12-03-2031" }));
    for (const title of [hearing, ...activityTitles]) await shown(calendar(lawyer).getByText(title));
    const hearingRow = calendar(lawyer).locator(".fc-list-event").filter({ hasText: hearing });
    await shown(hearingRow.getByText("Court hearing", { exact: true }));
    await checkNow(lawyer, "the calendar's day view");
  });

  it("opens a day from its number in the month grid, and an event from the day", async () => {
    await lawyer.getByRole("button", { name: "Month", exact: true }).click();
    await shown(monthDay(lawyer).getByText("View all (6)"));
    await lawyer.getByTitle("Open the day of March 12, 2031").click();
    await lawyer.waitForURL(new RegExp(`view=day&date=${day}`));
    await lawyer.getByRole("button", { name: "Next day" }).click();
    await shown(calendar(lawyer).getByRole("heading", { name: "Thursday 13-03-2031" }));
    await shown(calendar(lawyer).getByText(emptyText));
    await lawyer.getByRole("button", { name: "Previous day" }).click();
    await calendar(lawyer)
      .getByRole("link", { name: new RegExp(activityTitles[0] ?? "") })
      .click();
    await shown(lawyer.getByRole("heading", { level: 1, name: activityTitles[0] }));
    await lawyer.goBack();
    await shown(calendar(lawyer).getByText(hearing));
  });

  it("shows the empty text when the filters match nothing", async () => {
    await lawyer.goto(`/calendar/?date=${day}`);
    await shown(calendar(lawyer).getByText(hearing));
    await lawyer.getByRole("switch", { name: "Activities" }).click();
    await lawyer.getByRole("switch", { name: "Client deadlines only" }).click();
    await lawyer.waitForURL(/kinds=TRACKING&clientDeadline=true/);
    await shown(calendar(lawyer).getByText(emptyText));
    // The last kind on stays on.
    expect(await lawyer.getByRole("switch", { name: "Proceedings" }).isDisabled()).toBe(true);
    await lawyer.reload();
    await shown(calendar(lawyer).getByText(emptyText));
    expect(await lawyer.getByRole("switch", { name: "Client deadlines only" }).isChecked()).toBe(true);
  });

  it("subscribes: the address, shown once, answers an iCalendar until it is switched off", async () => {
    await lawyer.goto("/calendar/");
    await lawyer.getByRole("button", { name: "Subscribe" }).click();
    const dialog = lawyer.getByRole("dialog", { name: "Subscribe to your calendar" });
    await shown(dialog.getByText("Matters: all of yours"));
    await dialog.getByRole("button", { name: "Create address" }).click();
    await shown(alert(lawyer, "Your calendar feed address has been created"));
    const field: Locator = dialog.getByLabel("Calendar address");
    await shown(field);
    const url = await field.inputValue();
    expect(url).toMatch(/\/api\/dbbw\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toMatch(/^text\/calendar/);
    // A maintained parser reads it: the lawyer's demo deadlines and activities, each with its UID.
    const calendarFile = new ICAL.Component(ICAL.parse(await feed.text()));
    const uids = calendarFile.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event).uid);
    expect(uids.length).toBeGreaterThan(0);
    expect(uids.every((uid) => /^(step|activity)-\d+@litfolio$/.test(uid))).toBe(true);

    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    await lawyer.getByRole("button", { name: "Subscribe" }).click();
    await shown(dialog.getByText(/Your calendar feed is on since \d{2}-\d{2}-\d{4}/));
    expect(await dialog.getByLabel("Calendar address").count()).toBe(0);
    await dialog.getByRole("button", { name: "Switch off" }).click();
    await lawyer.getByRole("dialog", { name: "Switch off" }).getByRole("button", { name: "Yes" }).click();
    await shown(alert(lawyer, "Your calendar feed has been switched off"));
    await shown(dialog.getByRole("button", { name: "Create address" }));
    expect((await fetch(url)).status).toBe(404);
  });

  it("narrows the day to one matter with the Matter filter", async () => {
    await admin.goto(`/calendar/?view=day&date=${day}&responsible=everyone`);
    await shown(calendar(admin).getByText(otherMatterStep));
    await shown(calendar(admin).getByText(hearing));
    await choose(admin, "Matter", otherMatter.name);
    await admin.waitForURL(new RegExp(`matter=${otherMatter.id}`));
    await calendar(admin).getByText(hearing).first().waitFor({ state: "detached" });
    await shown(calendar(admin).getByText(otherMatterStep));
    expect(await admin.getByLabel("Jurisdiction/Workstream", { exact: true }).isDisabled()).toBe(false);
  });
});
