// axe-core checks every page and dialog the journeys show (support/accessibility-tracker.ts). This
// file shows it the rest: that the check fails on a violation, the pages no journey opens, the
// matter as a read-only client sees it, and the main pages on a phone.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkAccessibility } from "../support/accessibility-tracker";
import { launchBrowser, newPage } from "../support/browser";
import { shown, signIn } from "../support/journeys";

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

describe("WCAG 2.2 AA", () => {
  it("fails the step after a page with a violation is shown (an image without a text alternative)", async () => {
    const page = await newPage(browser);
    await page.goto("/login");
    await shown(page.getByRole("button", { name: "Login", exact: true }));
    await page.evaluate(() => document.querySelector("main")?.append(document.createElement("img")));
    await expect(page.getByLabel("E-mail address").fill("someone@example.com")).rejects.toThrow(
      /of \/login \[Login\] at .*\n- image-alt /,
    );
    await page.context().close();
  });

  it("the pages no journey opens, for a system administrator", async () => {
    const page = await newPage(browser);
    await signIn(page, "admin@example.com");
    await checkPages(page, ["/connect-settings", "/no/such/page"]);
    await page.context().close();
  });

  it("the matter as a read-only client sees it", async () => {
    const page = await newPage(browser);
    await signIn(page, "client@example.com");
    await checkPages(page, [
      `/matters/${matterId}/`,
      `/matters/${matterId}/?tab=specific`,
      `/matters/${matterId}/proceedings`,
      `/matters/${matterId}/proceedings/1`,
    ]);
    await page.context().close();
  });

  it("on a phone", async () => {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "admin@example.com");
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
