// Work packages (issue 14, SPEC 2.3 "Work packages"; issue 27): lawyer@ creates a package for EUR
// 12.500,50, shown in the Dutch format; approver@ rejects it with a comment; lawyer@ edits it (back to
// Pending approval); approver@ sees in the dialog what changed since the rejection and approves a
// smaller amount; the timeline names who did each step and what the edit changed, the history shows
// both decisions and the edit and approve buttons are gone; the list links the creator's e-mail
// only for who may see the matter's users (issue 28); observer@ (EXTERNAL_READ_ONLY) is sent away
// from the list.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { alert, shown } from "../support/journeys";
import { signedInPage } from "../support/sessions";

const matterId = 1;
const unique = Date.now().toString(36).toUpperCase();
const title = `Pass-on report ${unique}`;

let browser: Browser;
let lawyer: Page;
let approver: Page;
let packagePath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  lawyer = await signedInPage(browser, "lawyer@example.com");
  approver = await signedInPage(browser, "approver@example.com");
});
afterAll(() => browser.close());

interface Decision {
  comments: string;
  /** What the dialog lists as changed since the last decision (none: the list is absent). */
  changes: string[];
  /** Approve: the pre-filled amount and the amount typed instead. */
  amount?: { prefilled: string; typed: string };
}

async function decide(page: Page, button: "Approve" | "Reject", { comments, changes, amount }: Decision) {
  await page.goto(packagePath);
  await page.getByRole("button", { name: button, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await shown(dialog);
  const changed = dialog.getByRole("list", { name: "Changed since the last decision" });
  if (changes.length === 0) expect(await changed.count()).toBe(0);
  else expect(await changed.getByRole("listitem").allInnerTexts()).toEqual(changes);
  const submit = dialog.getByRole("button", { name: button, exact: true });
  expect(await submit.isDisabled()).toBe(true);
  await dialog.getByLabel("Comments").fill(comments);
  if (amount !== undefined) {
    const field = dialog.getByLabel("Amount Approved (EUR)");
    expect(await field.inputValue()).toBe(amount.prefilled);
    await field.fill(amount.typed);
  }
  await submit.click();
  await shown(alert(page, `Work package has been ${button === "Approve" ? "approved" : "rejected"}`));
}

describe("work packages", () => {
  it("lawyer@ creates a package from the list", async () => {
    await lawyer.goto(`/matters/${matterId}/workpackage`);
    await shown(lawyer.getByRole("heading", { level: 1, name: "Work Packages" }));
    await lawyer.getByRole("button", { name: "Add work package" }).click();
    const form = lawyer.getByRole("dialog", { name: "New work package" });
    await shown(form);
    await form.getByRole("button", { name: "Save" }).click();
    await shown(form.getByText("This field is required"));
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByLabel("Why Essential", { exact: true }).fill("The pass-on defence needs an economist.");
    await form.getByLabel("Assigned to", { exact: true }).click();
    await lawyer
      .getByRole("option", { name: /Jansen/ })
      .first()
      .click();
    await form.getByLabel("Planning", { exact: true }).fill("Q2 2027");
    await form.getByLabel("Number of trucks involved", { exact: true }).fill("1.200");
    await form.getByLabel("Number of hours expected", { exact: true }).fill("120");
    // Refused as ambiguous, never read as 125: the message, then the Dutch format with cents.
    const amount = form.getByLabel("Total amount (EUR)", { exact: true });
    await amount.fill("12.5");
    await amount.blur();
    await shown(form.getByText("Enter a positive number"));
    await amount.fill("12.500,50");
    await form.getByLabel("Fee-earners role", { exact: true }).fill("Partner and two associates");
    await form.getByLabel("Workstream/proceeding", { exact: true }).fill("Pass-on");
    await form.getByLabel("Jurisdiction", { exact: true }).fill("Spain");
    await form.getByRole("button", { name: "Save" }).click();
    await shown(alert(lawyer, "Work package has been saved"));
    await lawyer.waitForURL(/\/workpackage\/\d+$/);
    packagePath = new URL(lawyer.url()).pathname;
    await shown(lawyer.getByRole("heading", { level: 1, name: new RegExp(title) }));
    await shown(lawyer.getByText("EUR 12.500,50"));
    await shown(lawyer.getByText("Pending approval"));
    await lawyer.goto(`/matters/${matterId}/workpackage`);
    await shown(lawyer.getByRole("row", { name: new RegExp(title) }).getByText("12.500,50"));
  });

  it("approver@ rejects it; lawyer@ edits it back to Pending approval; approver@ approves less", async () => {
    await decide(approver, "Reject", { comments: "Too many hours for the report", changes: [] });
    await shown(approver.getByText("Rejected").first());

    await lawyer.goto(packagePath);
    await shown(lawyer.getByText("Rejected").first());
    await lawyer.getByRole("button", { name: "Edit" }).click();
    const form = lawyer.getByRole("dialog", { name: /Edit work package/ });
    await shown(form);
    expect(await form.getByLabel("Status", { exact: true }).inputValue()).toBe("Rejected");
    expect(await form.getByLabel("Total amount (EUR)", { exact: true }).inputValue()).toBe("12.500,50");
    await form.getByLabel("Number of hours expected", { exact: true }).fill("90");
    await form.getByLabel("Total amount (EUR)", { exact: true }).fill("10000");
    await form.getByRole("button", { name: "Save" }).click();
    await shown(alert(lawyer, "Work package has been saved"));
    await shown(lawyer.getByText("Pending approval"));

    const changes = ["Number of hours expected: 120 → 90", "Total amount (EUR): EUR 12.500,50 → EUR 10.000"];
    await decide(approver, "Approve", {
      comments: "Approved for 90 hours",
      changes,
      amount: { prefilled: "10.000", typed: "9.500,75" },
    });
    const timeline = approver.getByRole("list", { name: "Timeline" });
    // Each step names who did it: the author created and edited, the approver decided.
    expect(
      (await timeline.locator(":scope > li").allInnerTexts()).map((text) => text.split("\n")[0]),
    ).toEqual([
      "Created by Lieke Jansen",
      "Rejected by Anouk Goedkeur",
      "Modified by Lieke Jansen",
      "Approved by Anouk Goedkeur",
    ]);
    expect(await timeline.getByRole("list").getByRole("listitem").allInnerTexts()).toEqual(changes);
    const history = approver.getByRole("list", { name: "Approval history" });
    await shown(history.getByText("Approved amount: EUR 9.500,75"));
    await shown(history.getByText("Too many hours for the report"));
    expect(await approver.getByRole("button", { name: "Approve", exact: true }).count()).toBe(0);

    await lawyer.reload();
    await shown(lawyer.getByText("Approved for 90 hours"));
    expect(await lawyer.getByRole("button", { name: "Edit" }).count()).toBe(0);
  });

  it("the list links the creator's e-mail for lawyer@; approver@ (a client) sees the name alone", async () => {
    const creator = async (page: Page) => {
      await page.goto(`/matters/${matterId}/workpackage`);
      const row = page.getByRole("row", { name: new RegExp(title) });
      await shown(row.getByText("Lieke Jansen"));
      return row.getByRole("link", { name: "Lieke Jansen" });
    };
    expect(await (await creator(lawyer)).getAttribute("href")).toBe("mailto:lawyer@example.com");
    expect(await (await creator(approver)).count()).toBe(0);
  });

  it("observer@ cannot open the work packages", async () => {
    const observer = await signedInPage(browser, "observer@example.com");
    await observer.goto(`/matters/${matterId}/workpackage`);
    await shown(alert(observer, "Your user doesn't have the necessary permissions to access this page."));
    await observer.waitForURL(/\/matters\/$/);
    await observer.context().close();
  });
});
