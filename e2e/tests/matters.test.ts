// Matters journeys: an administrator finds a matter by searching (the search stays in the URL), creates
// a matter through the full-screen form, lands on its page with the "not configured" warnings, edits
// and deletes it; the matter in context shows in the toolbar and the drawer with its menu items; a
// lawyer without rights on the list gets no add button and no settings button.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot } from "../support/browser";
import { alert, shown } from "../support/journeys";
import { signedInPage } from "../support/sessions";

let browser: Browser;
let admin: Page;
const stamp = Date.now();
const newMatter = { client: `Acme Trucks ${stamp}`, name: `Acme price-fixing ${stamp}`, key: `T-${stamp}` };
const demoMatter = "Trucks cartel damages claims";

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInPage(browser, "admin@example.com");
  await admin.goto("/matters/");
});
afterAll(() => browser.close());

const matterRow = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

describe("matters", () => {
  it("searches by client with the search kept in the URL", async () => {
    await shown(matterRow(admin, demoMatter));
    await screenshot(admin, "matters");
    await admin.getByLabel("Search in").first().click();
    await admin.getByRole("option", { name: "Client" }).click();
    await admin.getByLabel("For").first().fill("daf trucks");
    await admin.waitForURL(/client=daf\+trucks/);
    await shown(matterRow(admin, demoMatter));

    await admin.reload();
    await shown(matterRow(admin, demoMatter));
    expect(await admin.getByLabel("For").first().inputValue()).toBe("daf trucks");
    await admin.getByLabel("For").first().fill("no such client");
    await shown(admin.getByText("No data available"));
    await admin.goto("/matters/");
  });

  it("an administrator creates a matter, sees it is not configured, edits and deletes it", async () => {
    await admin.getByRole("button", { name: "Add matter" }).click();
    const form = admin.getByRole("dialog", { name: "Add matter" });
    await form.getByRole("button", { name: "Save" }).click();
    await shown(alert(admin, "There are one or more errors in the form"));
    await shown(form.getByText("This field is required"));
    await form.getByLabel("Client").fill(newMatter.client);
    await form.getByLabel("Matter name").fill(newMatter.name);
    await form.getByLabel("Matter number").fill(newMatter.key);
    await form.getByLabel("Connect folder ID").fill("F-4711");
    await form.getByRole("button", { name: "Save" }).click();
    await shown(alert(admin, "Matter has been saved"));

    // The new matter's page: breadcrumb, header, details and the alert badge on specific information.
    await admin.waitForURL(/\/matters\/\d+\/$/);
    await shown(admin.getByRole("heading", { name: newMatter.name }));
    await shown(admin.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Matters" }));
    await shown(admin.getByRole("tab", { name: /Specific information \(needs attention\)/ }));
    await shown(admin.getByText("F-4711"));
    // The toolbar shows the matter in context about half a second later.
    await shown(admin.getByLabel("Selected matter").getByText(newMatter.client));

    await admin.getByRole("button", { name: "Edit matter" }).click();
    const edit = admin.getByRole("dialog", { name: "Edit matter" });
    await edit.getByLabel("Connect folder ID").fill("F-4712");
    await edit.getByRole("button", { name: "Save" }).click();
    await shown(alert(admin, "Matter has been saved"));
    await shown(admin.getByText("F-4712"));

    // Back on the list: the warning icon of a matter without items and served-writ places.
    await admin.getByRole("link", { name: "Matters" }).first().click();
    await shown(
      matterRow(admin, newMatter.name).getByRole("img", {
        name: "This matter is not properly configured yet",
      }),
    );
    expect(await matterRow(admin, demoMatter).getByRole("img").count()).toBe(0);

    await matterRow(admin, newMatter.name)
      .getByRole("link", { name: `Settings of ${newMatter.name}` })
      .click();
    await admin.getByRole("button", { name: "Delete matter" }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await shown(alert(admin, "Matter has been deleted"));
    await admin.waitForURL(/\/matters\/$/);
    await shown(matterRow(admin, demoMatter));
    await matterRow(admin, newMatter.name).waitFor({ state: "detached" });
  });

  it("the drawer shows the matter in context and its additional menu items", async () => {
    await matterRow(admin, demoMatter).getByRole("link", { name: demoMatter, exact: true }).click();
    await shown(admin.getByLabel("Selected matter").getByText("DAF Trucks N.V."));
    await admin.getByRole("button", { name: "Open menu" }).click();
    const menu = admin.getByRole("navigation", { name: "Main menu" });
    await shown(menu.getByText(demoMatter));
    const link = menu.getByRole("link", { name: "Connect workspace" });
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("href")).toBe("https://connect.example.com/trucks-cartel");
    await admin.keyboard.press("Escape");

    // Leaving the matter clears the context.
    await admin.goto("/users/");
    await admin.getByRole("button", { name: "Open menu" }).click();
    await shown(menu.getByRole("link", { name: "Application users" }));
    expect(await menu.getByText("Additional menu items").count()).toBe(0);
    await admin.keyboard.press("Escape");
  });

  it("a lawyer sees the matter without the add and settings buttons", async () => {
    const lawyer = await signedInPage(browser, "lawyer@example.com");
    await lawyer.goto("/matters/");
    await shown(matterRow(lawyer, demoMatter));
    expect(await lawyer.getByRole("button", { name: "Add matter" }).count()).toBe(0);
    expect(
      await matterRow(lawyer, demoMatter)
        .getByRole("link", { name: /^Settings of/ })
        .count(),
    ).toBe(0);
    // A row leads to the matter's overview (SPEC 2.3 "Matters list"); its details are a step further.
    await matterRow(lawyer, demoMatter).getByRole("link", { name: demoMatter, exact: true }).click();
    await lawyer.waitForURL(/\/matters\/\d+\/overview$/);
    await lawyer.goto(lawyer.url().replace(/overview$/, ""));
    await shown(lawyer.getByRole("heading", { name: demoMatter }));
    expect(await lawyer.getByRole("button", { name: "Edit matter" }).count()).toBe(0);
    await lawyer.context().close();
  });
});
