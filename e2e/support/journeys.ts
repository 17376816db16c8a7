// Steps several journeys share, done through the UI as a person would.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { linkIn, type Mailbox, mailCount, serverLog, verificationCodeIn, waitForMail } from "./mail";
import { settled } from "./settled";

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "Litfolio-demo-2026";

/** Fills the credentials and clicks Login; answers the code from the e-mail that followed. */
export async function requestCode(
  page: Page,
  emailAddress: string,
  password: string,
  mailbox: Mailbox = serverLog,
): Promise<string> {
  const before = mailCount(mailbox);
  await page.getByLabel("E-mail address").fill(emailAddress);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await shown(page.getByText("Please enter the verification code sent to your email"));
  return verificationCodeIn(await waitForMail(emailAddress, before, /verification code/, { mailbox }));
}

export async function enterCode(page: Page, code: string) {
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify code" }).click();
}

/** Both steps from the login page; waits for the welcome message. */
export async function signIn(
  page: Page,
  emailAddress: string,
  password = DEMO_PASSWORD,
  mailbox: Mailbox = serverLog,
) {
  if (!page.url().includes("/login")) await page.goto("/login");
  const code = await requestCode(page, emailAddress, password, mailbox);
  await enterCode(page, code);
  await shown(alert(page, "You've been logged in"));
}

/** Logs out through the menu, confirming in the dialog that asks. */
export async function logOut(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  // The menu must have finished opening: "Log out" chosen while it still slides in can leave the
  // confirmation aria-hidden (hidden from screen readers and from getByRole), a bug of the app's
  // (the menu closing while the confirmation opens) to be fixed there.
  await settled(page);
  await page.getByRole("button", { name: "Log out" }).click();
  const confirmation = page.getByRole("dialog", { name: "Log out" });
  // Shown before the answer, so the accessibility check sees it (support/accessibility-tracker.ts).
  await shown(confirmation);
  await confirmation.getByRole("button", { name: "Yes" }).click();
  await shown(alert(page, "You've been logged out"));
}

/** Waits until the element is visible (fails the test after the default timeout otherwise). */
export const shown = (locator: Locator) => locator.first().waitFor({ state: "visible", timeout: 10_000 });

/** The alert banner showing this text. */
export const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

/** Opens the e-mailed /changepassword link and sets a password there. */
export async function setPasswordThroughLink(
  page: Page,
  emailAddress: string,
  after: number,
  password: string,
) {
  const link = linkIn(await waitForMail(emailAddress, after, /activate your account|reset your password/));
  expect(link).toContain(`/changepassword/${encodeURIComponent(emailAddress)}/`);
  await page.goto(link);
  await shown(page.getByRole("heading", { name: "Change your password" }));
  expect(await page.getByLabel("E-mail address").inputValue()).toBe(emailAddress);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Repeat new password").fill(password);
  await page.getByRole("button", { name: "Request change" }).click();
  await shown(alert(page, "Your password has been changed"));
  await page.waitForURL(/\/login/);
}

/** Fails when the alert banner lies over any of these elements (it must hide nothing a user needs). */
export async function expectAlertClearOf(page: Page, text: string, elements: Locator[]) {
  const banner = await alert(page, text).first().boundingBox();
  if (!banner) throw new Error(`no alert "${text}" on screen`);
  for (const element of elements) {
    const box = await element.first().boundingBox();
    if (!box) throw new Error("element not on screen");
    const overlaps =
      banner.x < box.x + box.width &&
      box.x < banner.x + banner.width &&
      banner.y < box.y + box.height &&
      box.y < banner.y + banner.height;
    expect(overlaps, `alert over ${await element.first().textContent()}`).toBe(false);
  }
}
