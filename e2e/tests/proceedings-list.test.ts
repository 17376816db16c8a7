// The proceedings list and the proceeding form: an administrator creates a proceeding with costs, a
// served writ and an item row (meeting a validation message and the costs note on the way), finds it
// again by three criteria with the search kept in the URL, and a local counsel sees only the
// proceedings of their jurisdictions.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot } from "../support/browser";
import { alert, expectAlertClearOf, shown } from "../support/journeys";
import { signedInPage } from "../support/sessions";

const matterId = 1;
const unique = Date.now().toString(36);
const plaintiff = `Transport Visser ${unique}`;
const costsNote = "Note: there are inconsistencies in costs that prevent them from being saved.";
let browser: Browser;
let admin: Page;
let createdCode = "";

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInPage(browser, "admin@example.com");
});
afterAll(() => browser.close());

const proceedingsTable = (page: Page) => page.getByRole("table", { name: "Proceedings" });
const row = (page: Page, text: string) => proceedingsTable(page).getByRole("row").filter({ hasText: text });

async function pick(page: Page, control: Locator, option: string) {
  await control.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const choose = (page: Page, within: Locator, label: string, option: string) =>
  pick(page, within.getByLabel(label, { exact: true }), option);

/** The list, or with a query (e.g. "plaintiff=x" to find a row among the demo proceedings). */
async function openList(page: Page, query = "") {
  await page.goto(`/matters/${matterId}/proceedings${query ? `?${query}` : ""}`);
  await shown(proceedingsTable(page));
}

describe("the proceeding form", () => {
  it("creates a proceeding with costs, a served writ and an item, after fixing what it points out", async () => {
    await openList(admin);
    await shown(
      admin.getByRole("navigation", { name: "Breadcrumb" }).getByText("Trucks cartel damages claims"),
    );
    await admin.getByRole("button", { name: "Add proceedings" }).click();
    const form = admin.getByRole("dialog", { name: "Add proceedings" });

    await choose(admin, form, "Jurisdiction or workstream", "NLD – Netherlands");
    await expect
      .poll(() => form.getByLabel("Proceedings code", { exact: true }).inputValue())
      .toMatch(/^NLD\d{3}$/);
    await shown(form.getByText("Generated on save"));
    await choose(admin, form, "Status", "Ongoing");
    await form.getByLabel("Issue date").fill("05-03-2024");
    await form.getByLabel("Plaintiff full name").fill(plaintiff);
    await form.getByLabel("Law firm", { exact: true }).fill("De Brauw Blackstone");
    await form.getByLabel("Court location").fill("Amsterdam");
    await form.getByLabel("First name").fill("Anna");
    await form.getByLabel("Last name").fill("Visser");

    await form.getByRole("button", { name: "Add served writ" }).click();
    const writ = form.getByRole("group", { name: "Served writ 1" });
    // A second row waits until the first is complete, and the first says what it lacks.
    const completeFirst = form.getByText("Complete served writ 1 before adding another");
    // (From the keyboard: a click's mousedown would leave the new row's empty field first, and its
    // message would move the button away before the mouse is up.)
    await form.getByRole("button", { name: "Add served writ" }).press("Enter");
    await shown(completeFirst);
    await shown(writ.getByText("This field is required"));
    expect(await form.getByRole("group", { name: "Served writ 2" }).count()).toBe(0);
    await choose(admin, writ, "Place of service", "Rechtbank Amsterdam");
    await choose(admin, writ, "Writ status", "Served");
    await expect.poll(() => completeFirst.count()).toBe(1);
    await writ.getByLabel("Served on").fill("01-04-2024");
    await expect.poll(() => completeFirst.count()).toBe(0);
    await form.getByRole("button", { name: "Add item" }).click();
    const item = form.getByRole("group", { name: "Item 1" });
    await choose(admin, item, "Item", "Trucks");
    await item.getByLabel("Number").fill("12");

    // Principal "in total amount" with another amount given as an amount: the total is needed but
    // cannot be entered.
    await choose(
      admin,
      form.getByRole("group", { name: "Principal amount", exact: true }),
      "Type",
      "In total amount",
    );
    await form.getByRole("button", { name: "Add other amount" }).click();
    const other = form.getByRole("group", { name: "Other amount 1" });
    await other.getByLabel("Label").fill("Expert costs");
    await choose(admin, other, "Currency", "EUR – Euro");
    // The amount keeps what is typed and is tidied to the Dutch format once left.
    await other.getByLabel("Amount", { exact: true }).fill("25000");
    expect(await other.getByLabel("Amount", { exact: true }).inputValue()).toBe("25000");
    await other.getByLabel("Amount", { exact: true }).blur();
    expect(await other.getByLabel("Amount", { exact: true }).inputValue()).toBe("25.000");
    await shown(form.getByText(costsNote));
    expect(
      await form.getByRole("group", { name: "Total amount", exact: true }).getByLabel("Amount").isDisabled(),
    ).toBe(true);

    await form.getByRole("button", { name: "Save" }).click();
    await shown(alert(admin, "There are one or more errors in the form."));
    await shown(form.getByText("This field is required"));
    // The banner hides neither the form's first field nor its buttons.
    await expectAlertClearOf(admin, "There are one or more errors in the form.", [
      form.getByLabel("Jurisdiction or workstream", { exact: true }),
      form.getByRole("button", { name: "Save" }),
      form.getByRole("button", { name: "Cancel" }),
    ]);
    await screenshot(admin, "proceeding-form-errors");

    await form.getByLabel("Plaintiff short name").fill(`Visser ${unique}`);
    const principal = form.getByRole("group", { name: "Principal amount", exact: true });
    await choose(admin, principal, "Type", "Amount");
    await choose(admin, principal, "Currency", "EUR – Euro");
    await principal.getByLabel("Amount", { exact: true }).fill("1250000");
    await form.getByText(costsNote).waitFor({ state: "detached" });
    await form.getByRole("button", { name: "Save" }).click();
    await shown(alert(admin, "Proceedings has been saved"));

    await admin.waitForURL(new RegExp(`/matters/${matterId}/proceedings/\\d+$`));
    const proceedingId = Number(admin.url().split("/").pop());
    const answer = await admin.request.get(`/api/dbbw/matters/${matterId}/proceedings/${proceedingId}`);
    expect(answer.status()).toBe(200);
    const saved = await answer.json();
    expect(saved.proceedingCode).toMatch(/^NLD\d{3}$/);
    expect(saved).toMatchObject({
      plaintiff: { fullName: plaintiff, shortName: `Visser ${unique}` },
      issueDate: "2024-03-05",
      status: { key: "ONGOING" },
      servedWrits: [
        { id: { servedWritAt: { name: "Rechtbank Amsterdam" } }, status: "SERVED", servedOn: "2024-04-01" },
      ],
      assets: [{ id: { label: { name: "Trucks" } }, number: 12 }],
      claimedCosts: {
        totalAmount: null,
        principalAmount: { type: "COST", currency: "EUR", amount: 1250000 },
        otherAmounts: [{ type: "COST", label: "Expert costs", currency: "EUR", amount: 25000 }],
      },
    });
    createdCode = saved.proceedingCode;

    await openList(admin, `plaintiff=${encodeURIComponent(unique)}`);
    await shown(row(admin, plaintiff).getByRole("link", { name: createdCode }));
  });
});

describe("the proceedings list", () => {
  it("finds the proceeding by three criteria, with the search surviving a reload", async () => {
    await openList(admin);
    await admin.getByRole("button", { name: "Search proceedings" }).click();
    const search = admin.getByRole("region", { name: "Search proceedings" });
    await pick(admin, search.getByLabel("Search in").first(), "Jurisdiction/workstream code");
    await search.getByLabel("For").first().fill("NLD");
    await search.getByRole("button", { name: "Add search criterion" }).click();
    await pick(admin, search.getByLabel("Search in").nth(1), "Plaintiff");
    await search.getByLabel("For").nth(1).fill(unique);
    await chooseStatuses(admin, ["Ongoing"]);
    await admin.waitForURL(/categoryCode=NLD.*plaintiff=.*statuses=ONGOING$/);
    await shown(row(admin, createdCode));
    // The previous page stays while the search loads: wait for the answer.
    await expect.poll(() => proceedingsTable(admin).locator("tbody tr").count()).toBe(1);

    await admin.reload();
    await shown(row(admin, createdCode));
    expect(await search.getByLabel("For").nth(1).inputValue()).toBe(unique);
    await screenshot(admin, "proceedings-search");

    // "All fields" does not go with other criteria.
    await search.getByRole("button", { name: "Add search criterion" }).click();
    await pick(admin, search.getByLabel("Search in").nth(2), "All fields");
    await search.getByLabel("For").nth(2).fill("Amsterdam");
    await shown(search.getByText('"All fields" cannot be combined with other search criteria'));
    expect(admin.url()).not.toMatch(/all=/);
  });

  it('shows at most two statuses, then "+N other(s)"', async () => {
    await openList(admin);
    const status = admin.getByRole("combobox", { name: "Status" });
    expect(await status.innerText()).toContain("+1 other");
    await chooseStatuses(admin, ["Not yet started", "Ongoing", "On hold", "Ongoing but settled"]);
    await expect.poll(() => status.innerText()).toContain("+2 others");
    await admin.waitForURL(/statuses=NOT_YET%2CONGOING%2CON_HOLD%2CONGOING_BUT_SETTLED/);
  });

  it("shows a local counsel only the proceedings of their jurisdictions", async () => {
    const spanish = await createThroughApi("ESP", `Transportes Garcia ${unique}`);
    const counsel = await signedInPage(browser, "counsel@example.com");
    await counsel.goto(`/matters/${matterId}/proceedings?all=${unique}`);
    await shown(row(counsel, createdCode));
    expect(await row(counsel, spanish).count()).toBe(0);
    // A local counsel (LOCAL_COUNSEL) may change, not create, proceedings.
    expect(await counsel.getByRole("button", { name: "Add proceedings" }).count()).toBe(0);
    await admin.goto(`/matters/${matterId}/proceedings?all=${unique}`);
    await shown(row(admin, spanish));
    await counsel.context().close();
  });

  it("flags a proceeding whose information needs to be reviewed", async () => {
    const code = await createThroughApi("ESP", `Transportes Ruiz ${unique}`);
    await markPrincipalDefendantNotInvolved(code);
    await admin.goto(`/matters/${matterId}/proceedings?all=${unique}`);
    const flag = "This proceedings has information that needs to be reviewed";
    await shown(row(admin, code).getByRole("img", { name: flag }));
    expect(await row(admin, createdCode).getByRole("img", { name: flag }).count()).toBe(0);
  });
});

describe("a list whose load failed", () => {
  it("says so with a retry, never that there is no data", async () => {
    const page = await signedInPage(browser, "admin@example.com");
    // The network fails the list's request (a dropped connection), until it is let through again.
    const listRequest = `**/api/dbbw/matters/${matterId}/proceedings?**`;
    await page.route(listRequest, (route) => route.abort("failed"));
    await page.goto(`/matters/${matterId}/proceedings`);
    const table = proceedingsTable(page);
    await shown(table.getByText("The list could not be loaded."));
    expect(await table.getByText("No data available").count()).toBe(0);
    await page.unroute(listRequest);
    await table.getByRole("button", { name: "Retry" }).click();
    await expect.poll(() => table.getByRole("row").count()).toBeGreaterThan(2);
    expect(await table.getByText("The list could not be loaded.").count()).toBe(0);
    await page.context().close();
  });
});

describe("a matter the user does not take part in", () => {
  it("is the same not-found page on every route of it, with no error message", async () => {
    const outsider = await signedInPage(browser, "user@example.com");
    for (const path of [
      `/matters/${matterId}/`,
      `/matters/${matterId}/proceedings`,
      `/matters/${matterId}/proceedings/1/1`,
    ]) {
      await outsider.goto(path);
      await shown(outsider.getByText("This page does not exist."));
      // The list may start loading beside the matter; once the matter is refused it is gone.
      await outsider.getByRole("table", { name: "Proceedings" }).waitFor({ state: "detached" });
      expect(await outsider.getByText("Something went wrong").count(), path).toBe(0);
    }
    await outsider.context().close();
  });
});

/** Opens the status selector, makes the chosen statuses exactly these, and closes it. */
async function chooseStatuses(page: Page, labels: string[]) {
  await page.getByLabel("Status", { exact: true }).click();
  const options = page.getByRole("option");
  for (const option of await options.all()) {
    const label = (await option.innerText()).trim();
    const selected = (await option.getAttribute("aria-selected")) === "true";
    if (selected !== labels.includes(label)) await option.click();
  }
  await page.keyboard.press("Escape");
  await page.getByRole("listbox").waitFor({ state: "detached" });
}

/** Setup through the API: DAF not involved, which the proceeding's review flag reports. */
async function markPrincipalDefendantNotInvolved(code: string) {
  const base = `/api/dbbw/matters/${matterId}/proceedings`;
  const list = await (await admin.request.get(`${base}/search?proceedingCode=${code}`)).json();
  const proceedingId = list.items[0].id;
  const defendants = await (await admin.request.get(`${base}/${proceedingId}/defendants`)).json();
  const principal = defendants.items.find((defendant: { principal: boolean }) => defendant.principal);
  const answer = await admin.request.put(`${base}/${proceedingId}/defendants`, {
    data: {
      id: { label: { id: principal.id.label.id } },
      involvement: "NOT_INVOLVED",
      version: principal.version,
    },
  });
  expect(answer.status()).toBe(200);
}

/** Setup through the API: a proceeding in another jurisdiction; answers its code. */
async function createThroughApi(categoryCode: string, fullName: string): Promise<string> {
  const categories = await (await admin.request.get(`/api/dbbw/matters/${matterId}/categories`)).json();
  const category = categories.items.find((entry: { code: string }) => entry.code === categoryCode);
  const answer = await admin.request.post(`/api/dbbw/matters/${matterId}/proceedings`, {
    data: {
      category: { id: category.id },
      status: { key: "ONGOING" },
      plaintiff: { fullName, shortName: "Garcia" },
      dbResponsible: { firstName: "Anna", lastName: "Visser" },
    },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).proceedingCode;
}
