// Signing in and out, and the route guard, through the real app in Chromium.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, screenshot } from "../support/browser";
import { alert, DEMO_PASSWORD, enterCode, logOut, requestCode, shown, signIn } from "../support/journeys";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A six-digit code that is certainly not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("sign in with the e-mailed code", () => {
  it("refuses a wrong code, accepts the right one, and logs out after confirmation", async () => {
    const page = await newPage(browser);
    await page.goto("/login");
    await shown(page.getByRole("tab", { name: "Login" }));
    expect(await page.title()).toBe("Login • Litfolio");
    expect(await page.getByRole("button", { name: "Login", exact: true }).isDisabled()).toBe(true);
    await screenshot(page, "login");

    const code = await requestCode(page, "admin@example.com", DEMO_PASSWORD);
    await enterCode(page, otherThan(code));
    await shown(alert(page, "The code you entered is invalid, please try again"));
    await enterCode(page, code);
    await shown(alert(page, "You've been logged in"));
    await page.waitForURL(/\/matters\/$/);

    await logOut(page);
    await page.waitForURL(/\/login/);
    await page.context().close();
  });

  it("shows a wrong password without telling whether the account exists", async () => {
    const page = await newPage(browser);
    await page.goto("/login");
    await page.getByLabel("E-mail address").fill("nobody@example.com");
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await shown(page.getByText("The e-mail address or password is incorrect"));
    // What the user typed is kept, so they can correct it.
    expect(await page.getByLabel("E-mail address").inputValue()).toBe("nobody@example.com");
    await page.getByRole("button", { name: "Clear" }).click();
    expect(await page.getByLabel("E-mail address").inputValue()).toBe("");
    await page.context().close();
  });
});

describe("the route guard", () => {
  it("sends a logged-out visitor to Login with the redirect, and back there after signing in", async () => {
    const page = await newPage(browser);
    await page.goto("/users/");
    await shown(alert(page, "You need to log in to access this page."));
    await page.waitForURL(/\/login\?redirect=%2Fusers%2F$/);
    await signIn(page, "admin@example.com");
    await page.waitForURL(/\/users\/$/);
    await shown(page.getByRole("heading", { name: "Application users" }));
    await page.context().close();
  });

  it("refuses an administration page to a USER and sends them to Matters", async () => {
    const page = await newPage(browser);
    await page.goto("/login");
    await signIn(page, "user@example.com");
    await page.waitForURL(/\/matters\/$/);
    await page.goto("/users/");
    await shown(alert(page, "Your user doesn't have the necessary permissions to access this page."));
    await page.waitForURL(/\/matters\/$/);
    await page.getByRole("button", { name: "Open menu" }).click();
    await shown(page.getByRole("button", { name: "Log out" }));
    expect(await page.getByText("Application users").count()).toBe(0);
    await page.context().close();
  });
});
