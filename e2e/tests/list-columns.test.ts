// The proceedings list on a laptop: it fits 1366 and 1440 pixels without scrolling sideways, a long
// text is cut with an ellipsis and shown whole on hover, and the column chooser keeps each user's
// choice (through a reload and a sign-out) without changing anyone else's.

import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "../support/accessibility";
import { launchBrowser, newPage, screenshot } from "../support/browser";
import { logOut, shown, signIn } from "../support/journeys";
import { settled } from "../support/settled";

const listPath = "/matters/1/proceedings";
const defaultHeaders = [
  "Code",
  "Jurisdiction/workstream",
  "Local counsel code",
  "Plaintiff",
  "Law firm",
  "Status",
  "Issue date",
  "Contact person",
  "Claimed (EUR)",
];
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, { viewport: { width: 1366, height: 768 } });
  await signIn(page, "lawyer@example.com");
});
afterAll(() => browser.close());

const proceedingsTable = () => page.getByRole("table", { name: "Proceedings" });
const headers = () => proceedingsTable().getByRole("columnheader").allInnerTexts();
const columnItem = (name: string) => page.getByRole("menuitemcheckbox", { name, exact: true });

/** The list with its rows loaded. */
async function openList(query = "") {
  await page.goto(`${listPath}${query}`);
  await shown(proceedingsTable().getByRole("link", { name: /^[A-Z]{3}\d{3}$/ }));
}

/** How far the table reaches past its scrolling container (0 when it fits). */
const overflow = () =>
  proceedingsTable().evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0));

/** Whether the cell's text shows whole: on one line, within the cell's padding (an ellipsis only
 *  paints over the overflowing text, which still reaches past the cell). */
const shownWhole = (cell: Locator) =>
  cell.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const lines: DOMRect[] = [];
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      lines.push(...range.getClientRects());
    }
    const [line] = lines;
    return (
      lines.length === 1 &&
      line !== undefined &&
      line.left >= box.left + Number.parseFloat(style.paddingLeft) - 0.5 &&
      line.right <= box.right - Number.parseFloat(style.paddingRight) + 0.5
    );
  });

/** The header texts on one line each ("Local counsel code", not its wrapped lines). */
const oneLine = (texts: string[]) => texts.map((text) => text.replace(/\s+/g, " "));

async function switchColumn(name: string) {
  await page.getByRole("button", { name: "Columns" }).click();
  await columnItem(name).click();
  await page.keyboard.press("Escape");
}

describe("the proceedings list on a laptop", () => {
  it("shows its default columns without scrolling sideways at 1366 and 1440 pixels", async () => {
    await openList();
    expect(oneLine(await headers())).toEqual(defaultHeaders);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, "proceedings-list-1366");
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it("cuts a long text with an ellipsis and shows it whole on hover, never a number", async () => {
    await openList("?categoryCode=ECO");
    const cut = proceedingsTable().getByRole("cell", { name: "Economic evidence (overcharge)" }).first();
    expect(await shownWhole(cut)).toBe(false);
    expect(await cut.locator("div").evaluate((box) => getComputedStyle(box).textOverflow)).toBe("ellipsis");
    await cut.hover();
    expect(await cut.locator("[title]").getAttribute("title")).toBe("Economic evidence (overcharge)");

    // A text that fits its column gets no title: nothing is repeated on hover.
    const whole = proceedingsTable().getByRole("cell", { name: "Hausfeld", exact: true }).first();
    expect(await shownWhole(whole)).toBe(true);
    await whole.hover();
    expect(await whole.locator("[title]").count()).toBe(0);

    for (const amount of await proceedingsTable().locator("tbody td:last-child").all()) {
      expect(await shownWhole(amount), await amount.innerText()).toBe(true);
    }
  });

  it("keeps the columns a user chose, through a reload and a sign-out, for that user only", async () => {
    await openList();
    await page.getByRole("button", { name: "Columns" }).click();
    await shown(page.getByRole("menu", { name: "Columns" }));
    expect(await columnItem("Court location").getAttribute("aria-checked")).toBe("false");
    expect(await columnItem("Law firm").getAttribute("aria-checked")).toBe("true");
    // The tracker leaves a page with an open menu alone, so the menu is checked here, once it has
    // faded in.
    await settled(page);
    await expectAccessible(page, "the column chooser");
    await page.keyboard.press("Escape");

    await switchColumn("Law firm");
    await switchColumn("Court location");
    const chosen = defaultHeaders.filter((header) => header !== "Law firm");
    chosen.splice(chosen.indexOf("Status"), 0, "Court location");
    expect(oneLine(await headers())).toEqual(chosen);

    await page.reload();
    await shown(proceedingsTable().getByRole("link", { name: /^[A-Z]{3}\d{3}$/ }));
    expect(oneLine(await headers())).toEqual(chosen);

    // Another user at the same computer sees the defaults.
    await logOut(page);
    await signIn(page, "admin@example.com");
    await openList();
    expect(oneLine(await headers())).toEqual(defaultHeaders);

    await logOut(page);
    await signIn(page, "lawyer@example.com");
    await openList();
    expect(oneLine(await headers())).toEqual(chosen);
  });

  it("keeps at least one column", async () => {
    await openList();
    await page.getByRole("button", { name: "Columns" }).click();
    const shownItems = page.getByRole("menuitemcheckbox", { checked: true });
    while ((await shownItems.count()) > 1) await shownItems.last().click();
    expect(await columnItem("Code").getAttribute("aria-disabled")).toBe("true");
    await columnItem("Code").click({ force: true });
    expect(await columnItem("Code").getAttribute("aria-checked")).toBe("true");
    // The open menu hides the page from screen readers, and so from getByRole.
    await page.keyboard.press("Escape");
    expect(oneLine(await headers())).toEqual(["Code"]);
  });
});
