// A matter's "Specific information" and "Additional menu items" tabs: an administrator configures a
// new matter (jurisdictions, workstreams, items, defendants, writ places) until it is properly
// configured (and cannot delete what proceedings use), and arranges its menu links; a lawyer
// without ADMIN or WRITE only reads them.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot } from "../support/browser";
import { alert, shown } from "../support/journeys";
import { signedInPage } from "../support/sessions";

let browser: Browser;
let admin: Page;
let matterId: number;
const unique = Date.now().toString(36);

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInPage(browser, "admin@example.com");
  matterId = await createMatter(admin);
});
afterAll(() => browser.close());

async function createMatter(page: Page): Promise<number> {
  const answer = await page.request.post("/api/dbbw/matters", {
    data: {
      name: `Configuration journey ${unique}`,
      key: `CFG-${unique}`,
      client: "Journey Client B.V.",
      connectFolderId: `cfg-${unique}`,
    },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { id: number }).id;
}

const specificTab = (page: Page) => page.getByRole("tab", { name: /Specific information/ });
const notConfiguredHint = (page: Page) =>
  page.getByRole("status").filter({ hasText: "This matter is not properly configured yet" });
const addPanel = (page: Page, noun: string) => page.getByRole("region", { name: `Add ${noun}` });
const table = (page: Page, name: string) => page.getByRole("table", { name, exact: true });
const menuTable = (page: Page) => table(page, "Additional menu items");
const row = (within: Locator, text: string) => within.getByRole("row").filter({ hasText: text });
const firstCells = (within: Locator) => within.locator("tbody tr td:first-child").allInnerTexts();

async function openSection(page: Page, title: string) {
  await page.getByRole("tab", { name: title, exact: true }).click();
  await shown(table(page, title));
}

async function add(page: Page, noun: string, fields: Record<string, string>, created: string) {
  const panel = addPanel(page, noun);
  for (const [label, value] of Object.entries(fields))
    await panel.getByLabel(label, { exact: true }).fill(value);
  await panel.getByRole("button", { name: "Add", exact: true }).click();
  await shown(alert(page, created));
}

async function confirmYes(page: Page) {
  await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
}

describe("specific information", () => {
  it("an administrator configures a new matter until it is properly configured", async () => {
    await admin.goto(`/matters/${matterId}/?tab=specific`);
    await shown(table(admin, "Jurisdictions"));
    await shown(notConfiguredHint(admin));
    expect(await specificTab(admin).innerText()).toContain("!");

    // The code takes letters only, upper case as typed; two letters are not enough.
    const jurisdictionPanel = addPanel(admin, "jurisdiction");
    await jurisdictionPanel.getByLabel("Code").fill("z1z");
    expect(await jurisdictionPanel.getByLabel("Code").inputValue()).toBe("ZZ");
    await jurisdictionPanel.getByLabel("Name").fill("Zeeland");
    await jurisdictionPanel.getByRole("button", { name: "Add", exact: true }).click();
    await shown(jurisdictionPanel.getByText("The code needs exactly 3 letters"));
    await add(admin, "jurisdiction", { Code: "zza" }, "Jurisdiction has been created");
    await shown(row(table(admin, "Jurisdictions"), "ZZA").filter({ hasText: "Zeeland" }));
    expect(await jurisdictionPanel.getByLabel("Code").inputValue()).toBe("");

    await openSection(admin, "Workstreams");
    expect(admin.url()).toMatch(/tab=specific/);
    expect(admin.url()).toMatch(/section=workstreams/);
    // A code is unique in the matter, jurisdictions and workstreams together: the server says so at the field.
    await add(admin, "workstream", { Code: "ZZA", Name: "Quantum" }, "This code is already used");
    await shown(addPanel(admin, "workstream").getByText("This code is already used"));
    await add(admin, "workstream", { Code: "zzq" }, "Workstream has been created");
    await shown(row(table(admin, "Workstreams"), "ZZQ"));

    await openSection(admin, "Items");
    await add(admin, "item", { Name: `Trucks ${unique}` }, "Item has been created");
    await shown(row(table(admin, "Items"), `Trucks ${unique}`));
    await shown(notConfiguredHint(admin));

    await openSection(admin, "Defendants");
    // The same message again could be the first add's alert: each add waits for its row.
    await add(admin, "defendant", { Name: `Daimler ${unique}` }, "Defendant has been created");
    await shown(row(table(admin, "Defendants"), `Daimler ${unique}`));
    await add(admin, "defendant", { Name: `Volvo ${unique}` }, "Defendant has been created");

    await openSection(admin, "Service of the writ");
    await add(admin, "writ place", { Name: `Rechtbank Zeeland ${unique}` }, "Writ has been created");
    await notConfiguredHint(admin).waitFor({ state: "detached" });
    expect(await specificTab(admin).innerText()).not.toContain("!");
    await screenshot(admin, "matter-specific-information");
  });

  it("edits a row in a dialog, and the open sub-tab survives a reload", async () => {
    await admin.reload();
    await shown(table(admin, "Service of the writ"));
    await row(table(admin, "Service of the writ"), `Rechtbank Zeeland ${unique}`)
      .getByRole("button", { name: "Edit writ place" })
      .click();
    const dialog = admin.getByRole("dialog", { name: "Edit writ place" });
    await dialog.getByLabel("Name").fill(`Rechtbank Middelburg ${unique}`);
    await dialog.getByRole("button", { name: "Save" }).click();
    await shown(alert(admin, "Writ has been saved"));
    await shown(row(table(admin, "Service of the writ"), `Rechtbank Middelburg ${unique}`));
  });

  it("searches a list and deletes a row after confirmation", async () => {
    await openSection(admin, "Defendants");
    const defendants = table(admin, "Defendants");
    await shown(row(defendants, `Daimler ${unique}`));
    await admin.getByLabel("Search defendants").fill("volvo");
    await row(defendants, `Daimler ${unique}`).waitFor({ state: "detached" });
    await shown(row(defendants, `Volvo ${unique}`));

    await row(defendants, `Volvo ${unique}`).getByRole("button", { name: "Delete defendant" }).click();
    await shown(admin.getByRole("dialog").getByText(`Do you want to delete the defendant Volvo ${unique}?`));
    await confirmYes(admin);
    await shown(alert(admin, "Defendant has been deleted"));
    await row(defendants, `Volvo ${unique}`).waitFor({ state: "detached" });
    await admin.getByLabel("Search defendants").fill("");
    await shown(row(defendants, `Daimler ${unique}`));
  });

  it("refuses to delete a jurisdiction or writ place that proceedings use, with the warning", async () => {
    const setup = await admin.request.get(`/api/dbbw/matters/${matterId}/jurisdictions?query=ZZA`);
    const [zeeland] = ((await setup.json()) as { items: { id: number }[] }).items;
    const places = await admin.request.get(`/api/dbbw/matters/${matterId}/servedWritAt`);
    const [place] = ((await places.json()) as { items: { id: number; name: string }[] }).items;
    const created = await admin.request.post(`/api/dbbw/matters/${matterId}/proceedings`, {
      data: {
        category: { id: zeeland?.id },
        status: { key: "ONGOING" },
        plaintiff: { fullName: `Transport ${unique} B.V.`, shortName: `Transport ${unique}` },
        dbResponsible: { firstName: "Lieke", lastName: "Jansen" },
        servedWrits: [{ id: { servedWritAt: { id: place?.id } }, status: "NOT_YET_SERVED" }],
      },
    });
    expect(created.status()).toBe(200);

    await admin.goto(`/matters/${matterId}/?tab=specific&section=jurisdictions`);
    const jurisdictions = table(admin, "Jurisdictions");
    await shown(row(jurisdictions, "ZZA").getByRole("cell", { name: "1", exact: true }));
    await row(jurisdictions, "ZZA").getByRole("button", { name: "Delete jurisdiction" }).click();
    await shown(alert(admin, "This jurisdiction has 1 proceeding and therefore cannot be deleted"));
    expect(await admin.getByRole("dialog").count()).toBe(0);

    await openSection(admin, "Service of the writ");
    const writs = table(admin, "Service of the writ");
    await row(writs, place?.name ?? "")
      .getByRole("button", { name: /^Delete/ })
      .click();
    await shown(alert(admin, `${place?.name} is included in 1 proceeding and therefore cannot be deleted`));
    await shown(
      row(jurisdictions.page().getByRole("table", { name: "Service of the writ" }), place?.name ?? ""),
    );
  });
});

describe("additional menu items", () => {
  it("an administrator adds links, reorders them (saved as a whole list) and deletes one", async () => {
    await admin.goto(`/matters/${matterId}/?tab=menu`);
    await shown(menuTable(admin));
    const panel = addPanel(admin, "menu item");
    await panel.getByLabel("Name").fill("Alpha");
    await panel.getByLabel("Website URL").fill("not a url");
    await panel.getByRole("button", { name: "Add", exact: true }).click();
    await shown(panel.getByText("Enter a valid URL"));
    await add(admin, "menu item", { "Website URL": "alpha.example.com" }, "Menu item has been created");
    // The same message again could be the previous add's alert: each add waits for its row.
    await shown(row(menuTable(admin), "Alpha"));
    await add(
      admin,
      "menu item",
      { Name: "Beta", "Website URL": "https://beta.example.com/b" },
      "Menu item has been created",
    );
    await shown(row(menuTable(admin), "Beta"));
    await add(
      admin,
      "menu item",
      { Name: "Gamma", "Website URL": "https://gamma.example.com" },
      "Menu item has been created",
    );
    await shown(row(menuTable(admin), "Gamma"));
    expect(await firstCells(menuTable(admin))).toEqual(["Alpha", "Beta", "Gamma"]);

    await row(menuTable(admin), "Gamma").getByRole("button", { name: "Move up" }).click();
    await row(menuTable(admin), "Gamma").getByRole("button", { name: "Move up" }).click();
    expect(await firstCells(menuTable(admin))).toEqual(["Gamma", "Alpha", "Beta"]);
    await shown(alert(admin, "Menu Items updated"));

    await admin.reload();
    await shown(row(menuTable(admin), "Gamma"));
    expect(await firstCells(menuTable(admin))).toEqual(["Gamma", "Alpha", "Beta"]);
    const alpha = row(menuTable(admin), "Alpha").getByRole("link");
    expect(await alpha.getAttribute("href")).toBe("https://alpha.example.com");
    expect(await alpha.getAttribute("target")).toBe("_blank");
    expect(await alpha.getAttribute("rel")).toContain("noopener");

    // Moving within a filtered view is ambiguous: the search turns the move buttons off.
    await admin.getByLabel("Search menu items").fill("beta");
    await row(menuTable(admin), "Gamma").waitFor({ state: "detached" });
    expect(await row(menuTable(admin), "Beta").getByRole("button", { name: "Move up" }).isDisabled()).toBe(
      true,
    );
    await admin.getByLabel("Search menu items").fill("");
    await screenshot(admin, "matter-menu-items");

    await row(menuTable(admin), "Beta").getByRole("button", { name: "Delete menu item" }).click();
    await confirmYes(admin);
    await shown(alert(admin, "Menu item has been deleted"));
    await row(menuTable(admin), "Beta").waitFor({ state: "detached" });
    expect(await firstCells(menuTable(admin))).toEqual(["Gamma", "Alpha"]);
  });
  it("a reorder refused because someone else added or renamed a link meanwhile is announced, and the list reloads", async () => {
    await shown(row(menuTable(admin), "Alpha"));
    const url = `/api/dbbw/matters/${matterId}/menuitems`;
    const added = await admin.request.post(url, {
      data: { name: "Delta", url: "https://delta.example.com" },
    });
    expect(added.status()).toBe(200);
    await row(menuTable(admin), "Alpha").getByRole("button", { name: "Move up" }).click();
    await shown(alert(admin, "This item was changed by someone else. Reload it to see their changes."));
    await shown(row(menuTable(admin), "Delta"));
    await expect.poll(() => firstCells(menuTable(admin))).toEqual(["Gamma", "Alpha", "Delta"]);

    // A rename keeps every item: only the list's version shows that someone else saved.
    const list = (await (await admin.request.get(url)).json()) as {
      items: { id: number; name: string; url: string }[];
      version: number;
    };
    const items = list.items.map((item) =>
      item.name === "Gamma" ? { ...item, name: "Gamma renamed" } : item,
    );
    expect((await admin.request.put(url, { data: { items, version: list.version } })).status()).toBe(200);
    await row(menuTable(admin), "Delta").getByRole("button", { name: "Move up" }).click();
    await shown(row(menuTable(admin), "Gamma renamed"));
    await expect.poll(() => firstCells(menuTable(admin))).toEqual(["Gamma renamed", "Alpha", "Delta"]);
  });
});

describe("a participant without ADMIN or WRITE", () => {
  it("reads the lists and menu items, with no add panel and no row actions", async () => {
    const lawyer = await signedInPage(browser, "lawyer@example.com");
    const answer = await lawyer.request.get("/api/dbbw/matters");
    const { items } = (await answer.json()) as { items: { id: number; key: string }[] };
    const demo = items.find((matter) => matter.key === "2016-0042");
    expect(demo).toBeDefined();

    await lawyer.goto(`/matters/${demo?.id}/?tab=specific`);
    await shown(row(table(lawyer, "Jurisdictions"), "NLD"));
    expect(await addPanel(lawyer, "jurisdiction").count()).toBe(0);
    expect(await lawyer.getByRole("button", { name: "Delete jurisdiction" }).count()).toBe(0);
    expect(await lawyer.getByRole("button", { name: "Edit jurisdiction" }).count()).toBe(0);

    await lawyer.goto(`/matters/${demo?.id}/?tab=menu`);
    await shown(row(menuTable(lawyer), "Connect workspace"));
    expect(await addPanel(lawyer, "menu item").count()).toBe(0);
    expect(await lawyer.getByRole("button", { name: "Move up" }).count()).toBe(0);
    expect(await lawyer.getByRole("button", { name: "Delete menu item" }).count()).toBe(0);
    await lawyer.context().close();
  });
});
