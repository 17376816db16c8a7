// The widest lists on a laptop (issue 27): the work packages and the activities fit 1366x768 and
// 1440x900 without scrolling sideways, one line per row (the due date and its overdue sign too), with
// the less used work-package columns in the column chooser.

import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot } from "../support/browser";
import { shown } from "../support/journeys";
import { signedInPage } from "../support/sessions";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser, "lawyer@example.com", { width: 1366, height: 768 });
});
afterAll(() => browser.close());

const laptops = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
];

/** How far the table and the page reach past their width (0 each when they fit). */
async function overflow(table: Locator) {
  const tableOverflow = await table.evaluate(
    (element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0),
  );
  const pageOverflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  return { table: tableOverflow, page: pageOverflow };
}

/** Each body row's height, which is one line's when nothing in it wraps. */
const rowHeights = (table: Locator) =>
  table.locator("tbody tr").evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));

async function expectFits(table: Locator, name: string) {
  for (const viewport of laptops) {
    await page.setViewportSize(viewport);
    const where = `${name} at ${viewport.width}x${viewport.height}`;
    const reach = await overflow(table);
    expect(reach.table, where).toBeLessThanOrEqual(0);
    expect(reach.page, where).toBeLessThanOrEqual(0);
    for (const height of await rowHeights(table)) expect(height).toBeLessThan(48);
  }
  await page.setViewportSize(laptops[0] ?? { width: 1366, height: 768 });
}

describe("the widest lists on a laptop", () => {
  it("fits the work packages, with the less used columns in the chooser", async () => {
    await page.goto("/matters/1/workpackage");
    const table = page.getByRole("table", { name: "Work packages" });
    await shown(table.locator("tbody a"));
    await expectFits(table, "the work packages");
    await screenshot(page, "work-packages-1366");

    const headers = await table.getByRole("columnheader").allInnerTexts();
    expect(headers.map((header) => header.replace(/\s+/g, " "))).not.toContain("Assumptions");
    await page.getByRole("button", { name: "Columns" }).click();
    await page.getByRole("menuitemcheckbox", { name: "Assumptions", exact: true }).click();
    await page.keyboard.press("Escape");
    expect(await table.getByRole("columnheader", { name: "Assumptions" }).count()).toBe(1);
    // Back to the defaults for the next test of this user.
    await page.getByRole("button", { name: "Columns" }).click();
    await page.getByRole("menuitemcheckbox", { name: "Assumptions", exact: true }).click();
    await page.keyboard.press("Escape");
  });

  it("fits the activities, an overdue one's date on one line with its warning sign", async () => {
    await page.goto("/activities/");
    const table = page.getByRole("table", { name: "Activities" });
    await shown(table.locator("tbody a"));
    await expectFits(table, "the activities");
    await screenshot(page, "activities-1366");

    const overdue = table.getByRole("img", { name: "This activity is overdue" }).first();
    await shown(overdue);
    const dueDate = overdue.locator("xpath=ancestor::td");
    expect(await dueDate.innerText()).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    await overdue.hover();
    await shown(page.getByRole("tooltip", { name: "This activity is overdue" }));
  });
});
