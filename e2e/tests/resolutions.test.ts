// A proceeding's judgements (tab 3) and settlements (tab 4): a lawyer adds a judgement with its
// court, damages and payment (the form's required fields and the payment-date rule first), sees it
// in the table and its expandable row, edits and deletes it; adds, sees and deletes a settlement;
// enters the granted costs (after the costs note and a required field), which show after a reload;
// a read-only client sees both tables and the granted costs without the New and Edit buttons.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot } from "../support/browser";
import { alert, shown } from "../support/journeys";
import { signedInPage } from "../support/sessions";

let browser: Browser;
let lawyer: Page;
let matterId: number;
let proceedingId: number;
const unique = Date.now().toString(36);

beforeAll(async () => {
  browser = await launchBrowser();
  lawyer = await signedInPage(browser, "lawyer@example.com");
  ({ matterId, proceedingId } = await createProceeding(lawyer));
});
afterAll(() => browser.close());

/** Setup through the API: a proceeding of its own in the demo matter's first jurisdiction. */
async function createProceeding(page: Page) {
  const matters = await (await page.request.get("/api/dbbw/matters")).json();
  const matter = matters.items[0] as { id: number };
  const { items: categories } = (await (
    await page.request.get(`/api/dbbw/matters/${matter.id}/categories`)
  ).json()) as { items: { id: number; type: string }[] };
  const category = categories.find((c) => c.type === "jurisdiction") ?? categories[0];
  const answer = await page.request.post(`/api/dbbw/matters/${matter.id}/proceedings`, {
    data: {
      category: { id: category?.id },
      status: { key: "ONGOING" },
      plaintiff: { fullName: `Resolutions journey ${unique} B.V.`, shortName: `RJ ${unique}` },
      dbResponsible: { firstName: "Lieke", lastName: "Jansen" },
    },
  });
  expect(answer.status()).toBe(200);
  return { matterId: matter.id, proceedingId: ((await answer.json()) as { id: number }).id };
}

const openTab = async (page: Page, tab: 3 | 4, name: "Judgements" | "Settlements") => {
  await page.goto(`/matters/${matterId}/proceedings/${proceedingId}/${tab}`);
  await shown(page.getByRole("tab", { name, selected: true }));
  await shown(page.getByRole("table", { name, exact: true }));
};

async function choose(page: Page, form: Locator, label: string, option: string) {
  await form.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function chooseContent(page: Page, form: Locator, option: string) {
  await form.getByLabel("Content", { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const save = (form: Locator) => form.getByRole("button", { name: "Save" }).click();
const rowOf = (page: Page, table: string, text: string) =>
  page.getByRole("table", { name: table, exact: true }).getByRole("row").filter({ hasText: text });

async function confirmYes(page: Page) {
  await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
}

describe("judgements tab", () => {
  it("adds a judgement with its court, damages and payment, shows, edits and deletes it", async () => {
    await openTab(lawyer, 3, "Judgements");
    await lawyer.getByRole("button", { name: "New Judgement" }).click();
    const form = lawyer.getByRole("dialog", { name: "New Judgement" });
    await save(form);
    await shown(alert(lawyer, "There are one or more errors in the form."));
    expect(await form.getByText("This field is required").count()).toBeGreaterThanOrEqual(5);

    await choose(lawyer, form, "Type", "Final judgement");
    await chooseContent(lawyer, form, "Quantum of damages");
    await form.getByLabel("Outcome", { exact: true }).fill("Claim allowed; overcharge of 12,5 %");
    await choose(lawyer, form, "Legal effect", "Not final (appeal possible)");
    await choose(lawyer, form, "Instance", "First instance");
    await form.getByLabel("Date of the judgement", { exact: true }).fill("14-06-2023");
    await form.getByLabel("Court", { exact: true }).fill(`Rechtbank Amsterdam ${unique}`);
    await choose(lawyer, form, "Damages awarded currency", "EUR – Euro");
    await form.getByLabel("Damages awarded", { exact: true }).fill("1250000");
    await form.getByLabel("Overcharge percentage", { exact: true }).fill("12,5");
    expect(await form.getByLabel("Damages awarded", { exact: true }).inputValue()).toBe("1.250.000");
    await choose(lawyer, form, "Adverse cost currency", "EUR – Euro");
    await form.getByLabel("Adverse cost", { exact: true }).fill("15.000");
    await form.getByLabel("Estimate: the claimant bears the costs").check();
    await choose(lawyer, form, "Amount paid currency", "EUR – Euro");
    await form.getByLabel("Amount paid", { exact: true }).fill("500.000");
    await save(form);
    await shown(form.getByText("This field is required"));
    await form.getByLabel("Payment date", { exact: true }).fill("01-08-2023");
    await screenshot(lawyer, "judgement-form");
    await save(form);
    await shown(alert(lawyer, "Judgement has been saved"));

    const row = rowOf(lawyer, "Judgements", `Rechtbank Amsterdam ${unique}`);
    await shown(row.getByText("14-06-2023"));
    await shown(row.getByText("Quantum of damages"));
    await row.getByRole("button", { name: "Details of judgement Final judgement" }).click();
    await shown(lawyer.getByText("EUR 1.250.000"));
    await shown(lawyer.getByText("12,5 %"));
    await shown(lawyer.getByText("EUR 15.000 (estimate: the claimant bears the costs)"));
    await shown(lawyer.getByText("01-08-2023"));
    await screenshot(lawyer, "judgements-tab");

    await row.getByRole("button", { name: "Edit judgement" }).click();
    const edit = lawyer.getByRole("dialog", { name: "Edit Judgement" });
    expect(await edit.getByLabel("Damages awarded", { exact: true }).inputValue()).toBe("1.250.000");
    await edit.getByLabel("Outcome", { exact: true }).fill("Claim allowed in full");
    await save(edit);
    await shown(alert(lawyer, "Judgement has been saved"));
    await shown(rowOf(lawyer, "Judgements", "Claim allowed in full"));

    await rowOf(lawyer, "Judgements", "Claim allowed in full")
      .getByRole("button", { name: "Delete judgement" })
      .click();
    await confirmYes(lawyer);
    await shown(alert(lawyer, "Judgements deleted"));
    await shown(lawyer.getByText("No data available"));
  });
});

describe("settlements tab", () => {
  it("adds a settlement with its amount and payment, shows and deletes it", async () => {
    await openTab(lawyer, 4, "Settlements");
    await lawyer.getByRole("button", { name: "New Settlement" }).click();
    const form = lawyer.getByRole("dialog", { name: "New Settlement" });
    await save(form);
    await shown(alert(lawyer, "There are one or more errors in the form."));

    await choose(lawyer, form, "Settlement Type", "Partial settlement");
    await chooseContent(lawyer, form, "Waiver of further claims");
    await form.getByLabel("Outcome", { exact: true }).fill(`Settled with Volvo ${unique}`);
    await choose(lawyer, form, "Settlement amount currency", "EUR – Euro");
    await form.getByLabel("Settlement amount", { exact: true }).fill("125.000");
    await choose(lawyer, form, "Amount paid currency", "EUR – Euro");
    await form.getByLabel("Amount paid", { exact: true }).fill("100.000");
    await form.getByLabel("Payment date", { exact: true }).fill("29-03-2024");
    await form.getByLabel("Payment description", { exact: true }).fill("First instalment");
    await save(form);
    await shown(alert(lawyer, "Settlement has been saved"));

    const row = rowOf(lawyer, "Settlements", `Settled with Volvo ${unique}`);
    await shown(row.getByText("Partial settlement"));
    await shown(row.getByText("Waiver of further claims"));
    await row.getByRole("button", { name: "Details of settlement Partial settlement" }).click();
    await shown(lawyer.getByText("EUR 125.000"));
    await shown(lawyer.getByText("29-03-2024"));
    await shown(lawyer.getByText("First instalment"));
    await shown(lawyer.getByText("EUR 100.000"));
    await screenshot(lawyer, "settlements-tab");

    await row.getByRole("button", { name: "Delete settlement" }).click();
    await confirmYes(lawyer);
    await shown(alert(lawyer, "Settlement has been deleted"));
    await shown(lawyer.getByText("No data available"));
  });
});

const costsNote = "Note: there are inconsistencies in costs that prevent them from being saved.";
const grantedCosts = (page: Page) => page.getByRole("region", { name: "Granted costs", exact: true });

describe("granted costs", () => {
  it("a lawyer enters the granted costs under the judgements, after fixing what the rules point out", async () => {
    await openTab(lawyer, 3, "Judgements");
    await shown(grantedCosts(lawyer).getByText("No granted costs entered yet"));
    await shown(grantedCosts(lawyer).getByText("Sum of the judgements"));
    await grantedCosts(lawyer).getByRole("button", { name: "Edit granted costs" }).click();
    const form = lawyer.getByRole("dialog", { name: "Edit granted costs" });
    const principal = form.getByRole("group", { name: "Principal amount", exact: true });
    const interest = form.getByRole("group", { name: "Interest amount related to principal amount" });

    // Principal and interest both percentages: the note that blocks saving.
    await choose(lawyer, principal, "Type", "Percentage");
    await choose(lawyer, interest, "Type", "Percentage");
    await shown(form.getByText(costsNote));
    await save(form);
    await shown(alert(lawyer, "There are one or more errors in the form."));

    await choose(lawyer, principal, "Type", "Amount");
    await form.getByText(costsNote).waitFor({ state: "detached" });
    await save(form);
    await shown(principal.getByText("This field is required"));
    await shown(interest.getByText("This field is required"));
    await choose(lawyer, principal, "Currency", "EUR – Euro");
    // The amount keeps what is typed and is tidied to the Dutch format once left.
    await principal.getByLabel("Amount", { exact: true }).fill("1000000");
    expect(await principal.getByLabel("Amount", { exact: true }).inputValue()).toBe("1000000");
    await interest.getByLabel("Percentage", { exact: true }).fill("4,5");
    expect(await principal.getByLabel("Amount", { exact: true }).inputValue()).toBe("1.000.000");
    await screenshot(lawyer, "granted-costs-form");
    await save(form);
    await shown(alert(lawyer, "Granted costs have been saved"));
    await form.waitFor({ state: "detached" });

    for (const reloaded of [false, true]) {
      if (reloaded) await lawyer.reload();
      await shown(grantedCosts(lawyer).getByText("Amount: EUR 1.000.000"));
      await shown(grantedCosts(lawyer).getByText("Percentage: 4,5 %"));
      expect(await grantedCosts(lawyer).getByText("No granted costs entered yet").count()).toBe(0);
    }
    await screenshot(lawyer, "granted-costs");
  });

  it("a save over someone else's is refused, and the form shows their granted costs", async () => {
    await openTab(lawyer, 3, "Judgements");
    await grantedCosts(lawyer).getByRole("button", { name: "Edit granted costs" }).click();
    const form = lawyer.getByRole("dialog", { name: "Edit granted costs" });
    const interest = form.getByRole("group", { name: "Interest amount related to principal amount" });
    const percentage = interest.getByLabel("Percentage", { exact: true });
    await shown(percentage);
    const url = `/api/dbbw/matters/${matterId}/proceedings/${proceedingId}/grantedCosts`;
    const { grantedCosts: saved, version } = await (await lawyer.request.get(url)).json();
    const meanwhile = await lawyer.request.put(url, {
      data: { grantedCosts: { ...saved, interestAmount: { type: "PERCENTAGE", percentage: 5 } }, version },
    });
    expect(meanwhile.status()).toBe(200);

    await percentage.fill("6");
    await save(form);
    await shown(alert(lawyer, "This item was changed by someone else."));
    await expect.poll(() => percentage.inputValue()).toBe("5");
    await form.getByRole("button", { name: "Cancel" }).click();
    await shown(grantedCosts(lawyer).getByText("Percentage: 5 %"));
  });
});

describe("read-only", () => {
  it("a read-only client sees the tables and the granted costs without New, Edit or row actions", async () => {
    const seeded = await lawyer.request.post(
      `/api/dbbw/matters/${matterId}/proceedings/${proceedingId}/resolutions`,
      { data: { resolution: "SETTLEMENT", type: "FULL", outcome: `Read only ${unique}` } },
    );
    expect(seeded.status()).toBe(200);
    const client = await signedInPage(browser, "client@example.com");
    await openTab(client, 4, "Settlements");
    await shown(rowOf(client, "Settlements", `Read only ${unique}`));
    expect(await client.getByRole("button", { name: "New Settlement" }).count()).toBe(0);
    expect(await client.getByRole("button", { name: "Delete settlement" }).count()).toBe(0);
    await openTab(client, 3, "Judgements");
    expect(await client.getByRole("button", { name: "New Judgement" }).count()).toBe(0);
    await shown(grantedCosts(client).getByText("Sum of the judgements"));
    expect(await client.getByRole("button", { name: "Edit granted costs" }).count()).toBe(0);
    await client.context().close();
  });
});
