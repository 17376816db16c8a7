// axe-core checks every page and dialog the journeys show (support/accessibility-tracker.ts). This
// file shows it the rest: that the check fails on a violation, that a state is checked once per user
// and width, the pages no journey opens, the matter as a read-only client sees it, and the main
// pages on a phone.
import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkAccessibility, checkStatesAgain } from "../support/accessibility-tracker";
import { launchBrowser, newPage } from "../support/browser";
import { shown } from "../support/journeys";
import { signedInPage } from "../support/sessions";

const matterId = 1;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function checkPages(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await checkAccessibility(page);
  }
}

/** The states checked so far in this run (support/accessibility-tracker.ts notes each). */
function checkedStates(): string[] {
  const log = process.env.E2E_ACCESSIBILITY_LOG ?? "";
  if (!fs.existsSync(log)) return [];
  return fs
    .readFileSync(log, "utf8")
    .trim()
    .split("\n")
    .map((line) => (JSON.parse(line) as { state: string }).state);
}

describe("WCAG 2.2 AA", () => {
  it("fails the step after a page with a violation is shown (an image without a text alternative)", async () => {
    const page = await newPage(browser);
    // The run may have checked the login page already: this page checks it again, image and all.
    checkStatesAgain(page);
    await page.goto("/login");
    await shown(page.getByRole("button", { name: "Login", exact: true }));
    await page.evaluate(() => document.querySelector("main")?.append(document.createElement("img")));
    await expect(page.getByLabel("E-mail address").fill("someone@example.com")).rejects.toThrow(
      /of \/login \[Login\] at .*\n- image-alt /,
    );
    await page.context().close();
  });

  it("checks a dialog as soon as it opens, though the test never acts in it", async () => {
    const page = await newPage(browser);
    checkStatesAgain(page);
    await page.goto("/login");
    await shown(page.getByRole("button", { name: "Login", exact: true }));
    // A dialog appears by itself (no action of the test) with an image without a text alternative.
    await page.evaluate(() => {
      const dialog = document.createElement("div");
      dialog.setAttribute("role", "dialog");
      dialog.setAttribute("aria-label", "Appeared");
      dialog.append(document.createElement("img"));
      document.body.append(dialog);
    });
    await shown(page.getByRole("dialog", { name: "Appeared" }));
    // Checked while the test only waits (the run's log of checks names it)...
    await expect.poll(checkedStates, { timeout: 20_000 }).toContain('dialog "Appeared"');
    await page.evaluate(() => document.querySelector("[role='dialog']")?.remove());
    // ...and though gone before the test's next action, that action fails with what axe found.
    await expect(page.goto("/login")).rejects.toThrow(/of dialog "Appeared" at .*\n- image-alt /);
    await page.context().close();
  });

  it("checks a state once in the run for each user and viewport width", async () => {
    const probe = "/no/such/tracker-probe";
    const desktop = { width: 1280, height: 860 };
    for (const [user, viewport] of [
      ["lawyer@example.com", desktop],
      ["lawyer@example.com", desktop],
      ["lawyer@example.com", { width: 390, height: 844 }],
      ["admin@example.com", desktop],
    ] as const) {
      const page = await signedInPage(browser, user, viewport);
      await checkPages(page, [probe]);
      await page.context().close();
    }
    expect(checkedStates().filter((state) => state === probe)).toHaveLength(3);
  });

  it("the dialogs no journey opens: Edit tracking, its buttons named by their text", async () => {
    const page = await signedInPage(browser, "lawyer@example.com", { width: 1366, height: 768 });
    const proceedingPath = `/api/dbbw/matters/${matterId}/proceedings/1/tracking`;
    const { trackingId } = await (await page.request.get(`${proceedingPath}/available`)).json();
    await page.goto(`/matters/${matterId}/proceedings/1/tracking/${trackingId}`);
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit tracking" });
    // The accessible name starts with the visible text (WCAG 2.5.3), and still says where.
    await shown(dialog.getByRole("button", { name: "Add step here, before step 2", exact: true }));
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.context().close();
  });

  it("the pages no journey opens, for a system administrator", async () => {
    const page = await signedInPage(browser, "admin@example.com");
    await checkPages(page, ["/connect-settings", "/no/such/page"]);
    await page.context().close();
  });

  it("the matter as a read-only client sees it", async () => {
    const page = await signedInPage(browser, "client@example.com");
    await checkPages(page, [
      `/matters/${matterId}/`,
      `/matters/${matterId}/?tab=specific`,
      `/matters/${matterId}/proceedings`,
      `/matters/${matterId}/proceedings/1`,
    ]);
    await page.context().close();
  });

  it("on a phone", async () => {
    const phone = { width: 390, height: 844 };
    const visitor = await newPage(browser, { viewport: phone });
    await checkPages(visitor, ["/login"]);
    await visitor.context().close();
    const page = await signedInPage(browser, "admin@example.com", phone);
    await checkPages(page, [
      "/matters/",
      `/matters/${matterId}/proceedings`,
      `/matters/${matterId}/proceedings/1/1`,
      "/notifications",
    ]);
    await page.getByRole("button", { name: "Open menu" }).click();
    await shown(page.getByRole("dialog", { name: "Menu" }));
    await checkAccessibility(page);
    await page.context().close();
  });
});
