// User administration journeys: an administrator creates a user who activates through the e-mailed
// link and signs in; the user resets a forgotten password; once deactivated they cannot sign in.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, screenshot } from "../support/browser";
import { alert, setPasswordThroughLink, shown, signIn } from "../support/journeys";
import { mailCount } from "../support/mail";
import { signedInPage } from "../support/sessions";

let browser: Browser;
let admin: Page;
const newcomer = { email: `nina.newcomer.${Date.now()}@example.com`, password: "nina-first-password" };

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInPage(browser, "admin@example.com");
  await admin.goto("/users/");
});
afterAll(() => browser.close());

const userRow = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

describe("user administration", () => {
  it("an administrator creates a user, who activates through the e-mailed link and signs in", async () => {
    await shown(admin.getByRole("heading", { name: "Application users" }));
    await shown(userRow(admin, "user@example.com"));
    await screenshot(admin, "users");

    await admin.getByRole("button", { name: "Add user" }).click();
    const form = admin.getByRole("dialog");
    await form.getByRole("button", { name: "Save" }).click();
    await shown(form.getByText("Email address is required"));
    await form.getByLabel("E-mail address").fill(newcomer.email);
    await form.getByLabel("First name").fill("Nina");
    await form.getByLabel("Last name").fill("Newcomer");
    await form.getByLabel("Security role").click();
    await admin.getByRole("option", { name: "User", exact: true }).click();
    const before = mailCount();
    await form.getByRole("button", { name: "Save" }).click();
    await shown(alert(admin, "User has been saved"));
    await shown(userRow(admin, newcomer.email).getByText("Inactive"));

    const page = await newPage(browser);
    await setPasswordThroughLink(page, newcomer.email, before, newcomer.password);
    await signIn(page, newcomer.email, newcomer.password);
    await page.waitForURL(/\/matters\/$/);
    await page.context().close();

    await admin.reload();
    await shown(userRow(admin, newcomer.email));
    expect(await userRow(admin, newcomer.email).getByText("Inactive").count()).toBe(0);
    // Active now: an activation mail ("an account has been created") is no longer offered.
    const resend = userRow(admin, newcomer.email).getByRole("button", { name: "Resend activation e-mail" });
    expect(await resend.isDisabled()).toBe(true);
  });

  it("the user resets a forgotten password and signs in with the new one", async () => {
    const page = await newPage(browser);
    await page.goto("/login");
    await page.getByRole("tab", { name: "Forgot password" }).click();
    await page.getByLabel("E-mail address").fill(newcomer.email);
    const before = mailCount();
    await page.getByRole("button", { name: "Request new password" }).click();
    await shown(alert(page, "You will receive an e-mail with a link to reset your password"));
    newcomer.password = "nina-second-password";
    await setPasswordThroughLink(page, newcomer.email, before, newcomer.password);
    await signIn(page, newcomer.email, newcomer.password);
    await page.context().close();
  });

  it("a deactivated user cannot sign in", async () => {
    await userRow(admin, newcomer.email).getByRole("button", { name: "Deactivate user" }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await shown(alert(admin, "User has been deactivated"));

    const page = await newPage(browser);
    await page.goto("/login");
    await page.getByLabel("E-mail address").fill(newcomer.email);
    await page.getByLabel("Password", { exact: true }).fill(newcomer.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await shown(page.getByText("This account is deactivated."));
    expect(page.url()).toMatch(/\/login$/);
    await page.context().close();
  });

  it("a system administrator reactivates a deactivated user, who then signs in again", async () => {
    // The checkbox lives in the URL (?showDeleted=true): a click, then the list reloads.
    await admin.getByLabel("Show deactivated users").click();
    await admin.waitForURL(/showDeleted=true/);
    await userRow(admin, newcomer.email).getByRole("button", { name: "Reactivate user" }).click();
    await shown(alert(admin, "User has been reactivated"));
    await shown(userRow(admin, newcomer.email).getByRole("button", { name: "Deactivate user" }));

    const page = await newPage(browser);
    await signIn(page, newcomer.email, newcomer.password);
    await page.context().close();
  });

  it("the administrator cannot deactivate themselves", async () => {
    const own = userRow(admin, "admin@example.com").getByRole("button", { name: "Deactivate user" });
    expect(await own.isDisabled()).toBe(true);
  });
});
