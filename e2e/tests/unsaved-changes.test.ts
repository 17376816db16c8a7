// No form loses work without asking (SPEC 2.3): every way out of a form dialog with unsaved input —
// Escape, Cancel, the close icon, a click beside it — asks "Discard unsaved changes?" first, and a
// clean form closes at once. A multiple choice stays open while picking and Escape closes only its
// list. A save the server refuses keeps everything typed.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot } from "../support/browser";
import { shown } from "../support/journeys";
import { signedInPage } from "../support/sessions";

const matterId = 1;
const demoMatterKey = "2016-0042";
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInPage(browser, "admin@example.com");
});
afterAll(() => browser.close());

const question = (page: Page) => page.getByRole("dialog", { name: "Discard unsaved changes?" });

/** Waits for the question and answers it. */
async function answer(
  page: Page,
  button: "Keep editing" | "Discard",
  text = "Do you want to close this form and lose them?",
) {
  await shown(question(page).getByText(text));
  await question(page).getByRole("button", { name: button }).click();
  await question(page).waitFor({ state: "detached" });
}

const closed = (form: Locator) => form.waitFor({ state: "detached" });

async function choose(page: Page, within: Locator, label: string, option: string) {
  await within.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe("leaving a form", () => {
  it("asks before Escape closes the proceeding form with unsaved input; Keep editing keeps it", async () => {
    await admin.goto(`/matters/${matterId}/proceedings`);
    await admin.getByRole("button", { name: "Add proceedings" }).click();
    const form = admin.getByRole("dialog", { name: "Add proceedings" });
    await choose(admin, form, "Status", "Ongoing");
    await form.getByLabel("Plaintiff full name").fill("Transport Geduld");
    await form.getByLabel("Court location").fill("Utrecht");

    await admin.keyboard.press("Escape");
    await shown(question(admin));
    await screenshot(admin, "unsaved-changes-question");
    await answer(admin, "Keep editing");
    expect(await form.getByLabel("Plaintiff full name").inputValue()).toBe("Transport Geduld");
    expect(await form.getByLabel("Court location").inputValue()).toBe("Utrecht");
    await shown(form.getByText("Ongoing", { exact: true }));

    await form.getByLabel("Court location").focus();
    await admin.keyboard.press("Escape");
    await answer(admin, "Discard");
    await closed(form);

    // Opened again, the form is empty, and being clean it closes on Escape without a question.
    await admin.getByRole("button", { name: "Add proceedings" }).click();
    expect(await form.getByLabel("Plaintiff full name").inputValue()).toBe("");
    await admin.keyboard.press("Escape");
    await closed(form);
    expect(await question(admin).count()).toBe(0);
  });

  it("asks before Cancel or the close icon closes the matter form; a clean one closes at once", async () => {
    await admin.goto("/matters/");
    await admin.getByRole("button", { name: "Add matter" }).click();
    const form = admin.getByRole("dialog", { name: "Add matter" });
    await form.getByRole("button", { name: "Cancel" }).click();
    await closed(form);
    expect(await question(admin).count()).toBe(0);

    await admin.getByRole("button", { name: "Add matter" }).click();
    await form.getByLabel("Client").fill("Geduld B.V.");
    await form.getByRole("button", { name: "Close" }).click();
    await answer(admin, "Keep editing");
    expect(await form.getByLabel("Client").inputValue()).toBe("Geduld B.V.");
    await form.getByRole("button", { name: "Cancel" }).click();
    await answer(admin, "Discard");
    await closed(form);
  });

  it("keeps everything typed in the matter form when the server refuses the save", async () => {
    await admin.getByRole("button", { name: "Add matter" }).click();
    const form = admin.getByRole("dialog", { name: "Add matter" });
    const typed = {
      Client: "Geduld B.V.",
      "Matter name": "A number already taken",
      "Matter number": demoMatterKey,
      "Connect folder ID": "F-0001",
    };
    for (const [label, value] of Object.entries(typed)) await form.getByLabel(label).fill(value);
    const refused = admin.waitForResponse(
      (response) => response.url().endsWith("/api/dbbw/matters") && response.request().method() === "POST",
    );
    await form.getByRole("button", { name: "Save" }).click();
    expect((await refused).status()).toBe(400);
    await shown(form.getByText("A matter with this number already exists"));
    for (const [label, value] of Object.entries(typed))
      expect(await form.getByLabel(label).inputValue()).toBe(value);

    // Still unsaved: leaving asks.
    await admin.keyboard.press("Escape");
    await answer(admin, "Discard");
    await closed(form);
  });

  it("keeps what was typed in a small form when the server refuses the save", async () => {
    await admin.goto(`/matters/${matterId}/?tab=specific`);
    await admin.getByRole("tab", { name: "Service of the writ", exact: true }).click();
    await admin
      .getByRole("table", { name: "Service of the writ", exact: true })
      .getByRole("row")
      .filter({ hasText: "Tribunale di Milano" })
      .getByRole("button", { name: "Edit writ place" })
      .click();
    const form = admin.getByRole("dialog", { name: "Edit writ place" });
    await form.getByLabel("Name").fill("Rechtbank Amsterdam");
    await form.getByRole("button", { name: "Save" }).click();
    await shown(form.getByText("This name is already used in this matter"));
    expect(await form.getByLabel("Name").inputValue()).toBe("Rechtbank Amsterdam");

    await form.getByRole("button", { name: "Close" }).click();
    await answer(admin, "Discard");
    await closed(form);
  });

  it("keeps a multiple choice open while picking; Escape closes the list, Cancel then asks", async () => {
    await admin.goto(`/matters/${matterId}/?tab=users`);
    await admin.getByRole("button", { name: "Add user" }).click();
    const form = admin.getByRole("dialog", { name: "Add user" });
    await form.getByLabel("E-mail address").fill(`geduld.${Date.now()}@example.com`);
    await choose(admin, form, "Role", "Local counsel");
    await form.getByLabel("Jurisdictions/workstreams").click();
    const list = admin.getByRole("listbox");
    await list.getByRole("option", { name: "NLD – Netherlands" }).click();
    await list.getByRole("option", { name: "DEU – Germany" }).click();
    await shown(list);
    await shown(form.getByRole("button", { name: "NLD – Netherlands" }));
    await shown(form.getByRole("button", { name: "DEU – Germany" }));

    await admin.keyboard.press("Escape");
    await list.waitFor({ state: "detached" });
    expect(await question(admin).count()).toBe(0);
    await shown(form.getByRole("button", { name: "DEU – Germany" }));

    await form.getByRole("button", { name: "Cancel" }).click();
    await answer(admin, "Discard");
    await closed(form);
  });

  it("asks before the browser's Back button leaves a form with unsaved input", async () => {
    await admin.goto("/matters/");
    await admin.getByRole("link", { name: "Settings of Trucks cartel damages claims" }).click();
    await admin.getByRole("button", { name: "Edit matter" }).click();
    const form = admin.getByRole("dialog", { name: "Edit matter" });
    await form.getByLabel("Connect folder ID").fill("F-unsaved");
    await admin.goBack();
    await answer(admin, "Keep editing", "Do you want to leave this page and lose them?");
    expect(await form.getByLabel("Connect folder ID").inputValue()).toBe("F-unsaved");
    expect(admin.url()).toMatch(/\/matters\/\d+\/$/);

    await form.getByRole("button", { name: "Cancel" }).click();
    await answer(admin, "Discard");
    await closed(form);
  });

  it("asks before a click beside a smaller form closes it; clean, such a click closes it", async () => {
    await admin.goto("/users/");
    await admin.getByRole("button", { name: "Add user" }).click();
    const form = admin.getByRole("dialog", { name: "Add user" });
    await form.getByLabel("First name").fill("Gerda");
    await admin.mouse.click(5, 400);
    await answer(admin, "Keep editing");
    expect(await form.getByLabel("First name").inputValue()).toBe("Gerda");

    await form.getByLabel("First name").fill("");
    await admin.mouse.click(5, 400);
    await closed(form);
    expect(await question(admin).count()).toBe(0);
  });
});
