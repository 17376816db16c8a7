// Every page of the product, and its main dialogs, checked with axe-core against WCAG 2.2 A and AA
// as different people see them: signed out, a system administrator, a local counsel, a read-only
// client, and on a phone.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "../support/accessibility";
import { launchBrowser, newPage } from "../support/browser";
import { shown, signIn } from "../support/journeys";

const matterId = 1;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Opens a path and waits until the page has loaded its code and data (no request for 500 ms). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await shown(page.getByRole("main"));
  await page.waitForLoadState("networkidle");
}

async function checkPages(page: Page, paths: string[]) {
  for (const path of paths) {
    await visit(page, path);
    await expectAccessible(page, path);
  }
}

const matterPages = [
  "/matters/",
  `/matters/${matterId}/`,
  `/matters/${matterId}/?tab=specific`,
  `/matters/${matterId}/?tab=specific&section=writs`,
  `/matters/${matterId}/?tab=menu`,
  `/matters/${matterId}/proceedings`,
  `/matters/${matterId}/proceedings?all=a`,
  ...[1, 2, 3, 4, 5].map((tab) => `/matters/${matterId}/proceedings/1/${tab}`),
];

describe("WCAG 2.2 AA", () => {
  it("the check itself fails on a violation (an image without a text alternative)", async () => {
    const page = await newPage(browser);
    await page.goto("/login");
    await shown(page.getByRole("button", { name: "Login", exact: true }));
    await page.evaluate(() => document.querySelector("main")?.append(document.createElement("img")));
    await expect(expectAccessible(page, "/login with a bare image")).rejects.toThrow(/image-alt/);
    await page.context().close();
  });

  it("the sign-in pages", async () => {
    const page = await newPage(browser);
    await page.goto("/login");
    await shown(page.getByRole("button", { name: "Login", exact: true }));
    await expectAccessible(page, "/login");
    await page.getByRole("tab", { name: "Forgot password" }).click();
    await expectAccessible(page, "/login (forgot password)");
    await page.goto("/changepassword/someone%40example.com");
    await shown(page.getByRole("heading", { name: "Change your password" }));
    await expectAccessible(page, "/changepassword");
    await page.context().close();
  });

  it("every page and the main forms, for a system administrator", async () => {
    const page = await newPage(browser);
    await signIn(page, "admin@example.com");
    await checkPages(page, [...matterPages, `/matters/${matterId}/?tab=users`, "/users/", "/no/such/page"]);

    await visit(page, `/matters/${matterId}/proceedings`);
    await page.getByRole("button", { name: "Add proceedings" }).click();
    await shown(page.getByRole("dialog", { name: "Add proceedings" }));
    await expectAccessible(page, "the proceeding form");
    await page.getByRole("button", { name: "Choose date" }).first().click();
    await shown(page.getByRole("grid"));
    await expectAccessible(page, "a date field's calendar");
    await page.keyboard.press("Escape");
    await page.getByRole("grid").waitFor({ state: "hidden" });
    await page.keyboard.press("Escape");

    await visit(page, `/matters/${matterId}/?tab=users`);
    await page.getByRole("button", { name: "Add user" }).click();
    await shown(page.getByRole("dialog", { name: "Add user" }));
    await expectAccessible(page, "the participant form");
    await page.context().close();
  });

  it("the pages a local counsel and a read-only client see", async () => {
    for (const account of ["counsel@example.com", "client@example.com"]) {
      const page = await newPage(browser);
      await signIn(page, account);
      await checkPages(page, matterPages.slice(0, 6));
      await page.context().close();
    }
  });

  it("on a phone", async () => {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "admin@example.com");
    await checkPages(page, [
      "/matters/",
      `/matters/${matterId}/proceedings`,
      `/matters/${matterId}/proceedings/1/1`,
    ]);
    await page.context().close();
  });
});
