// Amounts and percentages mean exactly what was typed (issue 10 item 1): in the claimed-costs block
// of the proceeding form, the texts that once became other numbers keep what was typed and show the
// field's message; a valid number is tidied to the Dutch format when the field is left; a form with
// a refused amount saves nothing, and the saved values are the numbers typed.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { alert, shown } from "../support/journeys";
import {
  type CreatedProceeding,
  createProceeding,
  openProceedingForm,
  savedProceeding,
} from "../support/proceedings";
import { signedInPage } from "../support/sessions";

const matterId = 1;
const invalidAmount = "Enter a valid amount";
const invalidPercentage = "Enter a percentage from 0 to 100 with at most 2 decimals";
const unique = Date.now().toString(36).toUpperCase();

let browser: Browser;
let admin: Page;
let proceeding: CreatedProceeding;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInPage(browser, "admin@example.com");
  proceeding = await createProceeding(
    admin,
    matterId,
    { fullName: `Amounts ${unique} B.V.`, shortName: `A${unique}` },
    costsSetup,
  );
});
afterAll(() => browser.close());

/** A proceeding whose principal is an amount and whose interest a percentage. */
const costsSetup = {
  claimedCosts: {
    principalAmount: { type: "COST", currency: "EUR", amount: 1000 },
    interestAmount: { type: "PERCENTAGE", percentage: 4.5 },
  },
};

const savedCosts = async (page: Page) => (await savedProceeding(page, matterId, proceeding)).claimedCosts;
const openForm = (page: Page) => openProceedingForm(page, matterId, proceeding);

/** Types the text into the field and leaves it; answers what the field then shows. */
async function typeAndLeave(field: Locator, text: string) {
  await field.fill(text);
  expect(await field.inputValue()).toBe(text);
  await field.blur();
  return field.inputValue();
}

describe("amounts and percentages in the claimed-costs block", () => {
  it("keeps a refused text as typed with its message, tidies a valid one, and saves what was meant", async () => {
    const form = await openForm(admin);
    const principal = form.getByRole("group", { name: "Principal amount", exact: true });
    const interest = form.getByRole("group", { name: "Interest amount related to principal amount" });
    const amount = principal.getByLabel("Amount", { exact: true });
    const percentage = interest.getByLabel("Percentage", { exact: true });
    expect(await amount.inputValue()).toBe("1.000");
    expect(await percentage.inputValue()).toBe("4,5");

    for (const typed of ["1000,50", "12.34", "-500", "1.2.3", "12345678901234567890", "1,234.56"]) {
      expect(await typeAndLeave(amount, typed)).toBe(typed);
      await shown(principal.getByText(invalidAmount));
    }
    for (const typed of ["12.555", "150", "12,555"]) {
      expect(await typeAndLeave(percentage, typed)).toBe(typed);
      await shown(interest.getByText(invalidPercentage));
    }

    // Refused values save nothing and stay as typed.
    await form.getByRole("button", { name: "Save" }).click();
    await shown(alert(admin, "There are one or more errors in the form."));
    expect(await amount.inputValue()).toBe("1,234.56");
    expect(await percentage.inputValue()).toBe("12,555");
    expect(await savedCosts(admin)).toMatchObject({
      principalAmount: { amount: 1000 },
      interestAmount: { percentage: 4.5 },
    });

    expect(await typeAndLeave(amount, "1234567")).toBe("1.234.567");
    await principal.getByText(invalidAmount).waitFor({ state: "detached" });
    expect(await typeAndLeave(percentage, "12,50")).toBe("12,5");
    await interest.getByText(invalidPercentage).waitFor({ state: "detached" });
    await form.getByRole("button", { name: "Save" }).click();
    await shown(alert(admin, "Proceedings has been saved"));
    expect(await savedCosts(admin)).toMatchObject({
      principalAmount: { amount: 1_234_567 },
      interestAmount: { percentage: 12.5 },
    });
  });

  it("takes EUR as the currency of an amount typed without one", async () => {
    const form = await openForm(admin);
    await form.getByRole("button", { name: "Add other amount" }).click();
    const other = form.getByRole("group", { name: "Other amount 1" });
    expect(await other.getByLabel("Currency", { exact: true }).innerText()).not.toContain("EUR");
    await typeAndLeave(other.getByLabel("Amount", { exact: true }), "2500");
    await shown(other.getByLabel("Currency", { exact: true }).getByText("EUR – Euro"));
    await form.getByRole("button", { name: "Cancel" }).click();
    await form.page().getByRole("button", { name: "Discard" }).click();
  });

  it("takes the largest amount and 100 %, and shows them as saved", async () => {
    const form = await openForm(admin);
    const principal = form.getByRole("group", { name: "Principal amount", exact: true });
    const interest = form.getByRole("group", { name: "Interest amount related to principal amount" });
    expect(await typeAndLeave(principal.getByLabel("Amount", { exact: true }), "999999999999")).toBe(
      "999.999.999.999",
    );
    expect(await typeAndLeave(interest.getByLabel("Percentage", { exact: true }), "100,00")).toBe("100");
    await form.getByRole("button", { name: "Save" }).click();
    await shown(alert(admin, "Proceedings has been saved"));
    expect(await savedCosts(admin)).toMatchObject({
      principalAmount: { amount: 999_999_999_999 },
      interestAmount: { percentage: 100 },
    });
    await shown(admin.getByText("Amount: EUR 999.999.999.999"));
    await shown(admin.getByText("Percentage: 100 %"));
  });
});
