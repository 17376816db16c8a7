// The proceeding page: a proceeding made through the API shows its details; trucks are added,
// confirmed two at once, searched, edited, looked up and deleted; a defendant is edited into a
// warning state and out of it; the claimants are edited as a list; the tab number in the URL survives
// a reload; a read-only client sees no edit or delete; the proceeding is deleted after a confirmation.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot } from "../support/browser";
import { alert, shown } from "../support/journeys";
import { signedInPage } from "../support/sessions";

const matterId = 1;
const unique = Date.now().toString(36).toUpperCase();
const plaintiff = `Transport ${unique} B.V.`;
// VINs (17 characters without I, O and Q): a maker's prefix, this run's 13 digits and a letter.
const vinDigits = String(Date.now());
const chassis = ["A", "B", "C"].map((suffix) => `XLR${vinDigits}${suffix}`);
const editedChassis = `XLR${vinDigits}D`;

let browser: Browser;
let admin: Page;
let proceeding: { id: number; proceedingCode: string };

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInPage(browser, "admin@example.com");
  proceeding = await createProceeding(admin);
});
afterAll(() => browser.close());

async function firstOf(page: Page, path: string, name?: string): Promise<{ id: number }> {
  const answer = await page.request.get(`/api/dbbw/matters/${matterId}/${path}`);
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: { id: number; name: string }[] };
  const found = name ? items.find((item) => item.name === name) : items[0];
  if (!found) throw new Error(`no ${path} ${name ?? ""} in the demo matter`);
  return found;
}

async function createProceeding(page: Page) {
  const [netherlands, trucks, amsterdam] = await Promise.all([
    firstOf(page, "jurisdictions", "Netherlands"),
    firstOf(page, "assetlabels", "Trucks"),
    firstOf(page, "servedWritAt", "Rechtbank Amsterdam"),
  ]);
  const answer = await page.request.post(`/api/dbbw/matters/${matterId}/proceedings`, {
    data: {
      category: { id: netherlands.id },
      localCounselProceedingCode: `C/13/${unique}`,
      status: { key: "ONGOING" },
      issueDate: "2019-03-14",
      plaintiff: { fullName: plaintiff, shortName: `T${unique}` },
      lawFirm: { name: "De Brauw" },
      localCounsels: [{ name: "Mr. A. de Vries", location: "Amsterdam" }],
      expert: "RBB Economics",
      court: { name: "Rechtbank Amsterdam", location: "Amsterdam", recordNumber: "C/13/654321" },
      dbResponsible: { firstName: "Lieke", lastName: "Jansen", emailAddress: "lieke@example.com" },
      servedWrits: [{ id: { servedWritAt: { id: amsterdam.id } }, status: "SERVED", servedOn: "2019-04-01" }],
      assets: [{ id: { label: { id: trucks.id } }, number: "1.250" }],
      claimedCosts: {
        principalAmount: { type: "COST", currency: "EUR", amount: "1.250.000" },
        interestAmount: { type: "PERCENTAGE", percentage: "4,5" },
        otherAmounts: [
          { type: "COST", label: "Expert costs", currency: "EUR", amount: 20000, notes: "Invoice 12" },
        ],
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { id: number; proceedingCode: string };
}

const pagePath = (tab?: number) =>
  `/matters/${matterId}/proceedings/${proceeding.id}${tab === undefined ? "" : `/${tab}`}`;

async function open(page: Page, tab?: number) {
  await page.goto(pagePath(tab));
  await shown(page.getByRole("heading", { level: 1, name: proceeding.proceedingCode }));
}

const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });
const table = (page: Page, name: string) => page.getByRole("table", { name, exact: true });
const row = (within: Locator, text: string) => within.getByRole("row").filter({ hasText: text });
const confirmYes = (page: Page) => page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();

async function choose(page: Page, within: Locator, label: string, option: string) {
  await within.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe("the details tab", () => {
  it("shows every section of the proceeding, its status history and the tracking links", async () => {
    await open(admin);
    const breadcrumb = admin.getByRole("navigation", { name: "Breadcrumb" });
    await shown(breadcrumb.getByRole("link", { name: "Trucks cartel damages claims" }));
    await shown(breadcrumb.getByRole("link", { name: "Proceedings" }));
    await shown(admin.getByText(`${plaintiff} (T${unique})`));
    expect(await admin.getByRole("tab", { name: "Details" }).getAttribute("aria-selected")).toBe("true");
    // The browser tab names the proceeding, so several open ones can be told apart.
    expect(await admin.title()).toBe(`${proceeding.proceedingCode} • Proceedings details • Litfolio`);

    const identity = await section(admin, "Identification").innerText();
    expect(identity).toContain(`C/13/${unique}`);
    expect(identity).toContain("14-03-2019");
    expect(await section(admin, "Classification").innerText()).toContain("Jurisdiction NLD Netherlands");
    expect(await section(admin, "Parties and people").innerText()).toContain("Mr. A. de Vries (Amsterdam)");
    expect(await section(admin, "Items").innerText()).toContain("1.250");
    expect(await section(admin, "Served writs").innerText()).toContain("Served on 01-04-2019");
    const costs = await section(admin, "Claimed costs").innerText();
    for (const text of [
      "Amount: EUR 1.250.000",
      "Percentage: 4,5 %",
      "Expert costs",
      "Notes: Invoice 12",
      "EUR 1.270.000",
    ])
      expect(costs).toContain(text);
    await shown(section(admin, "Status history").getByText("Created"));

    // No tracking yet: created from the template of the proceeding's jurisdiction.
    const template = admin.getByRole("link", { name: "View template" });
    await shown(template);
    const templatePath = await template.getAttribute("href");
    expect(templatePath).toMatch(/^\/matters\/\d+\/templates\/\d+$/);
    expect(await admin.getByRole("link", { name: "Create tracking" }).getAttribute("href")).toBe(
      templatePath?.replace(/templates\/(\d+)$/, `proceedings/${proceeding.id}/track/$1`),
    );
    await screenshot(admin, "proceeding-details");
  });

  it("adds trucks, confirms two at once, searches, edits, looks up and deletes them", async () => {
    const unconfirmedHeading = admin.getByRole("heading", { name: /^Unconfirmed trucks/ });
    const confirmedHeading = admin.getByRole("heading", { name: /^Confirmed trucks/ });
    await shown(admin.getByRole("heading", { name: "Unconfirmed trucks (0)" }));
    const addPanel = section(admin, "Add truck");
    for (const number of chassis) {
      await addPanel.getByLabel("Chassis number").fill(number.toLowerCase());
      expect(await addPanel.getByLabel("Chassis number").inputValue()).toBe(number);
      await addPanel.getByRole("button", { name: "Add", exact: true }).click();
      await shown(alert(admin, "Truck has been saved"));
      await shown(row(table(admin, "Unconfirmed trucks"), number));
    }
    await shown(admin.getByRole("heading", { name: "Unconfirmed trucks (3)" }));
    await addPanel.getByLabel("Chassis number").fill(chassis[0] ?? "");
    await addPanel.getByRole("button", { name: "Add", exact: true }).click();
    await shown(addPanel.getByText("This chassis number is already listed for this proceedings"));
    await addPanel.getByLabel("Chassis number").fill("XLR9500I12345678");
    await addPanel.getByRole("button", { name: "Add", exact: true }).click();
    await shown(addPanel.getByText("Enter a VIN: 17 letters and digits, without I, O and Q"));
    await addPanel.getByLabel("Chassis number").fill("");

    const unconfirmed = table(admin, "Unconfirmed trucks");
    await unconfirmed.getByLabel(`Select truck ${chassis[0]}`).check();
    await unconfirmed.getByLabel(`Select truck ${chassis[1]}`).check();
    await admin.getByRole("button", { name: "Confirm selected (2)" }).click();
    await shown(alert(admin, "Trucks have been confirmed"));
    await shown(admin.getByRole("heading", { name: "Unconfirmed trucks (1)" }));
    await shown(admin.getByRole("heading", { name: "Confirmed trucks (2)" }));
    const confirmed = table(admin, "Confirmed trucks");
    await shown(row(confirmed, chassis[1] ?? ""));

    await admin.getByLabel("Search confirmed trucks by chassis number").fill(`${vinDigits}B`);
    await row(confirmed, chassis[0] ?? "").waitFor({ state: "detached" });
    await shown(row(confirmed, chassis[1] ?? ""));

    await row(unconfirmed, chassis[2] ?? "")
      .getByRole("button", { name: "Edit truck" })
      .click();
    const dialog = admin.getByRole("dialog", { name: "Edit truck" });
    await dialog.getByLabel("Chassis number").fill(editedChassis);
    await dialog.getByRole("button", { name: "Save" }).click();
    await shown(alert(admin, "Truck has been saved"));
    await shown(row(unconfirmed, editedChassis));

    await row(confirmed, chassis[1] ?? "")
      .getByRole("button", { name: "Look up truck information" })
      .click();
    const lookup = section(admin, "Truck information");
    await shown(lookup.getByRole("status").getByRole("link", { name: proceeding.proceedingCode }));
    await shown(lookup.getByRole("link", { name: new RegExp(`^Open ${chassis[1]} in`) }));
    expect(await lookup.getByRole("status").innerText()).toContain("(confirmed)");

    await row(unconfirmed, editedChassis).getByRole("button", { name: "Delete truck" }).click();
    await shown(admin.getByRole("dialog").getByText(`Do you want to delete the truck ${editedChassis}?`));
    await confirmYes(admin);
    await shown(alert(admin, "Truck has been deleted"));
    await shown(admin.getByRole("heading", { name: "Unconfirmed trucks (0)" }));
    expect(await unconfirmedHeading.count()).toBe(1);
    expect(await confirmedHeading.innerText()).toBe("Confirmed trucks (2)");
    await screenshot(admin, "proceeding-trucks");
  });
});

describe("the defendants tab", () => {
  it("edits a defendant into a warning state and out of it, with the banner", async () => {
    await admin.getByRole("tab", { name: "Defendants" }).click();
    await admin.waitForURL(new RegExp(`${pagePath(1)}$`));
    const defendants = table(admin, "Defendants");
    const daimler = row(defendants, "Daimler Truck AG");
    await shown(daimler);
    expect(await admin.getByText("There are inconsistencies amongst the defendants").count()).toBe(0);

    // The principal truck maker has no third-party-notice date.
    await row(defendants, "DAF Trucks N.V.").getByRole("button", { name: "Edit defendant" }).click();
    const dialog = admin.getByRole("dialog", { name: "Edit defendant" });
    await shown(dialog.getByLabel("Involvement"));
    expect(await dialog.getByLabel("Third party notice sent on").count()).toBe(0);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await daimler.getByRole("button", { name: "Edit defendant" }).click();
    expect(await dialog.getByLabel("Defendant").inputValue()).toBe("Daimler Truck AG");
    await dialog.getByRole("button", { name: "Save" }).click();
    await shown(dialog.getByText("This field is required"));
    await shown(alert(admin, "There are one or more errors in the form."));
    await choose(admin, dialog, "Involvement", "Joiner");
    await choose(admin, dialog, "Status", "Active");
    await choose(admin, dialog, "Involvement", "Not involved");
    expect(await dialog.getByLabel("Status").innerText()).not.toContain("Active");
    // Over the limit, the text is kept as typed (never cut) and refused with the field's message.
    const tooLong = "x".repeat(256);
    await dialog.getByLabel("Comment").fill(tooLong);
    expect(await dialog.getByLabel("Comment").inputValue()).toBe(tooLong);
    await shown(dialog.getByText("256/255"));
    await dialog.getByRole("button", { name: "Save" }).click();
    await shown(dialog.getByText("Enter at most 255 characters"));
    await dialog.getByLabel("Comment").fill("Settled out of court");
    await shown(dialog.getByText("20/255"));
    await dialog.getByRole("button", { name: "Save" }).click();
    await shown(alert(admin, "Defendant has been saved"));

    const warning = "A third party notice should be sent for this defendant";
    await shown(daimler.getByRole("img", { name: warning }));
    await shown(alert(admin, "There are inconsistencies amongst the defendants of this proceedings."));
    await daimler.getByRole("button", { name: "Comment on Daimler Truck AG" }).click();
    await shown(defendants.getByText("Settled out of court"));
    await screenshot(admin, "proceeding-defendants");

    await daimler.getByRole("button", { name: "Edit defendant" }).click();
    await dialog.getByLabel("Third party notice sent on").fill("1-2-2020");
    await dialog.getByRole("button", { name: "Save" }).click();
    await shown(alert(admin, "Defendant has been saved"));
    await shown(daimler.getByText("01-02-2020"));
    expect(await daimler.getByRole("img", { name: warning }).count()).toBe(0);
    await admin.getByText("There are inconsistencies amongst the defendants").waitFor({ state: "detached" });

    await admin.getByLabel("Search defendants").fill("iveco");
    await daimler.waitFor({ state: "detached" });
    await shown(row(defendants, "Iveco"));
  });
});

describe("the claimants tab", () => {
  const claimantRows = (page: Page) => table(page, "Claimants").locator("tbody tr");

  it("edits the claimants as a list, which survives a reload on its tab number", async () => {
    await open(admin, 2);
    expect(await admin.getByRole("tab", { name: "Claimants" }).getAttribute("aria-selected")).toBe("true");
    for (const name of ["Jansen Transport", "Van der Berg Logistiek", "De Vries Koeltransport"]) {
      await admin.getByRole("button", { name: "Add claimant" }).click();
      const last = claimantRows(admin).last();
      await last.getByLabel("Full name").fill(`${name} B.V.`);
      if (name !== "De Vries Koeltransport")
        await last.getByLabel("Short name").fill(name.split(" ")[0] ?? "");
    }
    await admin.getByRole("button", { name: "Save claimants" }).click();
    await shown(claimantRows(admin).last().getByText("This field is required"));
    await shown(alert(admin, "There are one or more errors in the form."));
    await claimantRows(admin).last().getByLabel("Short name").fill("De Vries");
    await admin.getByRole("button", { name: "Save claimants" }).click();
    await shown(alert(admin, "Claimants updated"));
    await screenshot(admin, "proceeding-claimants");

    await admin.reload();
    await shown(admin.getByText("3 claimants"));
    expect(await admin.getByRole("tab", { name: "Claimants" }).getAttribute("aria-selected")).toBe("true");
    expect(await claimantRows(admin).nth(1).getByLabel("Full name").inputValue()).toBe(
      "Van der Berg Logistiek B.V.",
    );

    await admin.getByLabel("Search claimants").fill("vries");
    await shown(admin.getByText("3 claimants"));
    expect(await claimantRows(admin).count()).toBe(1);
    await claimantRows(admin).first().getByRole("button", { name: "Delete claimant" }).click();
    await shown(
      admin.getByRole("dialog").getByText("Do you want to delete the claimant De Vries Koeltransport B.V.?"),
    );
    await confirmYes(admin);
    await shown(alert(admin, "Claimant has been deleted"));
    await shown(admin.getByText("2 claimants"));
  });

  it("a save over someone else's is refused with the reload prompt; Undo changes shows theirs", async () => {
    await open(admin, 2);
    await shown(admin.getByText("2 claimants"));
    await admin.getByRole("button", { name: "Add claimant" }).click();
    await claimantRows(admin).last().getByLabel("Full name").fill("Mine B.V.");
    await claimantRows(admin).last().getByLabel("Short name").fill("Mine");

    const url = `/api/dbbw/matters/${matterId}/proceedings/${proceeding.id}/claimants`;
    const { items, version } = await (await admin.request.get(url)).json();
    const theirs = [...items, { fullName: "Theirs B.V.", shortName: "Theirs" }];
    expect((await admin.request.put(url, { data: { items: theirs, version } })).status()).toBe(200);

    await admin.getByRole("button", { name: "Save claimants" }).click();
    await shown(alert(admin, "This item was changed by someone else. Reload it to see their changes."));
    expect(await claimantRows(admin).last().getByLabel("Full name").inputValue()).toBe("Mine B.V.");
    await admin.getByRole("button", { name: "Undo changes" }).click();
    await expect
      .poll(() => claimantRows(admin).last().getByLabel("Full name").inputValue())
      .toBe("Theirs B.V.");

    // Deleting a saved row while another change waits: the list moved on by that delete only, so the
    // waiting change still saves.
    await admin.getByRole("button", { name: "Add claimant" }).click();
    await claimantRows(admin).last().getByLabel("Full name").fill("Mine B.V.");
    await claimantRows(admin).last().getByLabel("Short name").fill("Mine");
    await claimantRows(admin).nth(2).getByRole("button", { name: "Delete claimant" }).click();
    await shown(admin.getByRole("dialog").getByText("Do you want to delete the claimant Theirs B.V.?"));
    await confirmYes(admin);
    await shown(alert(admin, "Claimant has been deleted"));
    await admin.getByRole("button", { name: "Save claimants" }).click();
    await shown(alert(admin, "Claimants updated"));
    const saved = (await (await admin.request.get(url)).json()) as { items: { fullName: string }[] };
    expect(saved.items.map((claimant) => claimant.fullName)).toEqual([
      "Jansen Transport B.V.",
      "Van der Berg Logistiek B.V.",
      "Mine B.V.",
    ]);
  });
});

describe("a proceeding with thousands of claimants", () => {
  it("edits 3,800 claimants page by page: search, add, save", async () => {
    const large = await createProceeding(admin);
    const base = `/api/dbbw/matters/${matterId}/proceedings/${large.id}`;
    const list = Array.from({ length: 3800 }, (_, index) => ({
      fullName: `Claimant ${index + 1} B.V.`,
      shortName: `C${index + 1}`,
    }));
    const { version } = await (await admin.request.get(`${base}/claimants`)).json();
    expect((await admin.request.put(`${base}/claimants`, { data: { items: list, version } })).status()).toBe(
      200,
    );

    await admin.goto(`/matters/${matterId}/proceedings/${large.id}/2`);
    await shown(admin.getByText("3800 claimants"));
    const rows = table(admin, "Claimants").locator("tbody tr");
    expect(await rows.count()).toBeLessThanOrEqual(100);
    await admin.getByLabel("Search claimants").fill("claimant 3799 ");
    await shown(rows.first().getByText("3799", { exact: true }));
    await admin.getByRole("button", { name: "Add claimant" }).click();
    await shown(admin.getByText("3801 claimants"));
    expect(await admin.getByLabel("Search claimants").inputValue()).toBe("");
    await rows.last().getByLabel("Full name").fill("Claimant 3801 B.V.");
    await rows.last().getByLabel("Short name").fill("C3801");
    await admin.getByRole("button", { name: "Save claimants" }).click();
    await shown(alert(admin, "Claimants updated"));
    const saved = (await (await admin.request.get(`${base}/claimants`)).json()) as { totalElements: number };
    expect(saved.totalElements).toBe(3801);
    expect((await admin.request.delete(base)).status()).toBe(200);
  });
});

describe("a read-only client", () => {
  it("sees the proceeding without edit or delete", async () => {
    const client = await signedInPage(browser, "client@example.com");
    await open(client);
    await shown(client.getByRole("heading", { name: "Confirmed trucks (2)" }));
    for (const name of ["Edit", "Delete", "Edit truck", "Delete truck", "Confirm selected (0)"])
      expect(await client.getByRole("button", { name, exact: true }).count()).toBe(0);
    expect(await section(client, "Add truck").count()).toBe(0);

    await client.getByRole("tab", { name: "Defendants" }).click();
    await shown(row(table(client, "Defendants"), "Daimler Truck AG"));
    expect(await client.getByRole("button", { name: "Edit defendant" }).count()).toBe(0);

    await client.getByRole("tab", { name: "Claimants" }).click();
    await shown(row(table(client, "Claimants"), "Jansen Transport B.V."));
    expect(await client.getByRole("button", { name: "Save claimants" }).count()).toBe(0);
    expect(await client.getByRole("button", { name: "Delete claimant" }).count()).toBe(0);
    await client.context().close();
  });
});

describe("the other tabs and deleting", () => {
  it("shows the judgements and settlements tabs, and no page for an unknown tab", async () => {
    await open(admin, 3);
    await shown(admin.getByRole("table", { name: "Judgements" }));
    await admin.getByRole("tab", { name: "Settlements" }).click();
    await shown(admin.getByRole("table", { name: "Settlements" }));
    await admin.waitForURL(/\/4$/);
    await admin.goto(pagePath(9));
    await shown(admin.getByText("This page does not exist."));
  });

  it("deletes the proceeding after a confirmation and returns to the list", async () => {
    await open(admin);
    await admin.getByRole("button", { name: "Delete", exact: true }).click();
    await shown(
      admin
        .getByRole("dialog")
        .getByText(`Do you want to delete the proceedings ${proceeding.proceedingCode}?`),
    );
    await confirmYes(admin);
    await shown(alert(admin, "Proceedings has been deleted"));
    await admin.waitForURL(new RegExp(`/matters/${matterId}/proceedings$`));
    // Back leads to the deleted proceeding's page: it says so, with nothing to edit or delete.
    await admin.goBack();
    await shown(admin.getByText("This item no longer exists."));
    expect(await admin.getByRole("button", { name: "Delete", exact: true }).count()).toBe(0);
    expect(await admin.getByRole("button", { name: "Edit", exact: true }).count()).toBe(0);
    await admin.goto(pagePath());
    await shown(admin.getByText("This page does not exist."));
  });
});
