// Templates and tracking (issue 12, SPEC 2.3 "Templates", "Steps view", "Procedural step dialog",
// "Tracking", 5.9, 5.10): a lawyer builds a template of three steps and reorders them, creates a
// proceeding's tracking from it, sets deadlines (typed, picked in the calendar, an estimated month)
// and meets the chronological rule, uploads a PDF to a step and downloads it, and opens a step from
// its address.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { pdfFile } from "../support/files";
import { alert, shown } from "../support/journeys";
import { type CreatedProceeding, createProceeding } from "../support/proceedings";
import { signedInPage } from "../support/sessions";

const matterId = 1;
const unique = Date.now().toString(36).toUpperCase();

let browser: Browser;
let lawyer: Page;
let proceeding: CreatedProceeding;

beforeAll(async () => {
  browser = await launchBrowser();
  lawyer = await signedInPage(browser, "lawyer@example.com");
  await lawyer.emulateMedia({ reducedMotion: "reduce" });
  proceeding = await createProceeding(
    lawyer,
    matterId,
    { fullName: `Trasporti ${unique} S.r.l.`, shortName: `T${unique}` },
    {},
    "ITA",
  );
});
afterAll(() => browser.close());

async function choose(page: Page, within: Locator, label: string, option: string) {
  await within.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Adds a step through the step dialog (template mode): title, duration and unit. */
async function addTemplateStep(page: Page, form: Locator, title: string, number: string, unit: string) {
  await form.getByRole("button", { name: "Add step", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "New procedural step" });
  await shown(dialog);
  await dialog.getByLabel("Title", { exact: true }).fill(title);
  await dialog.getByLabel("Duration", { exact: true }).fill(number);
  await choose(page, dialog, "Unit", unit);
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.waitFor({ state: "detached" });
}

/** The step cards; a card's first button opens the step (the second shows its activities). */
const stepCards = (page: Page) => page.getByRole("list", { name: "Procedural steps" }).getByRole("listitem");

describe("templates and tracking", () => {
  it("builds a template of three steps, moves one up and saves it", async () => {
    await lawyer.goto(`/matters/${matterId}/templates/`);
    await shown(lawyer.getByRole("heading", { level: 1, name: "Templates" }));
    await shown(lawyer.getByRole("link", { name: "NLD – Netherlands" }));
    await lawyer.getByRole("button", { name: "Add template" }).click();
    const form = lawyer.getByRole("dialog", { name: "New template" });
    await shown(form);
    await form.getByRole("button", { name: "Save" }).click();
    await shown(form.getByText("This field is required"));
    await choose(lawyer, form, "Jurisdiction or workstream", "ITA – Italy");
    await addTemplateStep(lawyer, form, "Atto di citazione notificato", "90", "day(s)");
    await addTemplateStep(lawyer, form, "Prima udienza", "2", "week(s)");
    await addTemplateStep(lawyer, form, "Comparsa di costituzione", "20", "day(s)");
    await form.getByRole("button", { name: "Move step 3 up" }).click();
    await shown(form.getByText("20 days to the next step"));
    await form.getByRole("button", { name: "Save" }).click();
    await shown(alert(lawyer, "Template has been saved"));
    await shown(lawyer.getByRole("heading", { level: 1, name: "Jurisdiction ITA Italy" }));
    expect(await stepCards(lawyer).allInnerTexts()).toEqual([
      expect.stringContaining("Atto di citazione notificato"),
      expect.stringContaining("Comparsa di costituzione"),
      expect.stringContaining("Prima udienza"),
    ]);
    expect(await stepCards(lawyer).first().innerText()).toContain("Next step: 90 days");
  });

  it("creates the proceeding's tracking from the template", async () => {
    await lawyer.goto(`/matters/${matterId}/proceedings/${proceeding.id}`);
    await shown(lawyer.getByRole("heading", { level: 1, name: proceeding.proceedingCode }));
    await shown(lawyer.getByRole("link", { name: "View template" }));
    await lawyer.getByRole("link", { name: "Create tracking" }).click();
    await shown(lawyer.getByRole("heading", { level: 1, name: "Track proceedings" }));
    // A step of the template opens read-only before the tracking exists.
    await lawyer.getByText("Prima udienza").click();
    const step = lawyer.getByRole("dialog", { name: /^Procedural step/ });
    await shown(step.getByText("Prima udienza"));
    await step.getByText("Close", { exact: true }).click();
    await step.waitFor({ state: "detached" });
    await lawyer.getByRole("button", { name: "Create Tracking" }).click();
    await shown(alert(lawyer, "Tracking has been saved"));
    await shown(
      lawyer.getByRole("heading", {
        level: 1,
        name: `Tracking for Proceedings ${proceeding.proceedingCode}`,
      }),
    );
    expect(await stepCards(lawyer).count()).toBe(3);
  });

  it("sets deadlines by typing and in the calendar, an estimated month, and refuses them out of order", async () => {
    await stepCards(lawyer).nth(0).getByRole("button").first().click();
    let dialog = lawyer.getByRole("dialog", { name: "Procedural step 1" });
    await shown(dialog);
    const deadline = dialog.getByLabel("Deadline", { exact: true });
    await deadline.fill("10032027");
    await dialog.getByRole("button", { name: "Save" }).click();
    await shown(alert(lawyer, "Step has been saved"));
    await dialog.waitFor({ state: "detached" });
    await shown(stepCards(lawyer).nth(0).getByText("Deadline: 10-03-2027"));

    // The second step in the calendar: a day of March 2027 after the 10th.
    await stepCards(lawyer).nth(1).getByRole("button").first().click();
    dialog = lawyer.getByRole("dialog", { name: "Procedural step 2" });
    await shown(dialog);
    const second = dialog.getByLabel("Deadline", { exact: true });
    await second.fill("01-03-2027");
    await second
      .locator("..")
      .getByRole("button", { name: /^Choose date/ })
      .click();
    const calendar = lawyer.getByRole("grid", { name: "March 2027" });
    await shown(calendar);
    await calendar.getByRole("gridcell", { name: "24", exact: true }).click();
    expect(await second.inputValue()).toBe("24-03-2027");
    await dialog.getByRole("button", { name: "Save" }).click();
    await shown(alert(lawyer, "Step has been saved"));
    await dialog.waitFor({ state: "detached" });

    // The third as an estimated month before the second: refused with SPEC's message, kept as typed.
    await stepCards(lawyer).nth(2).getByRole("button").first().click();
    dialog = lawyer.getByRole("dialog", { name: "Procedural step 3" });
    await dialog.getByLabel("Estimate deadline").check();
    const month = dialog.getByLabel("Deadline (month)", { exact: true });
    await month.fill("02-2027");
    await dialog.getByRole("button", { name: "Save" }).click();
    await shown(
      dialog.getByText(
        "There are one or more conflicts in the steps' deadlines. Please make sure the dates entered are in chronological order following the order of the steps.",
      ),
    );
    expect(await month.inputValue()).toBe("02-2027");
    // Then picked in the month calendar, which opens on the typed month's year.
    await month.locator("..").getByRole("button", { name: "Choose date, selected date is 02-2027" }).click();
    await lawyer.getByRole("radio", { name: "May" }).click();
    expect(await month.inputValue()).toBe("05-2027");
    await dialog.getByRole("button", { name: "Save" }).click();
    await shown(alert(lawyer, "Step has been saved"));
    await dialog.waitFor({ state: "detached" });
    await shown(stepCards(lawyer).nth(2).getByText("Deadline: 05-2027"));
  });

  it("uploads a PDF to a step, lists it and downloads it", async () => {
    await stepCards(lawyer).nth(0).getByRole("button").first().click();
    const dialog = lawyer.getByRole("dialog", { name: "Procedural step 1" });
    await shown(dialog);
    const content = pdfFile(`writ ${unique}`);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "Atto di citazione – Trasporti.pdf",
      mimeType: "application/pdf",
      buffer: content,
    });
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    await shown(alert(lawyer, "Document has been uploaded"));
    const link = dialog.getByRole("link", { name: "Atto di citazione – Trasporti.pdf" });
    await shown(link);
    // Stored; this server has no Connect, so nothing is said about a copy.
    const item = dialog
      .getByRole("list", { name: "Documents" })
      .getByRole("listitem")
      .filter({ hasText: "Atto di citazione – Trasporti.pdf" });
    await shown(item.getByText("Stored", { exact: true }));
    expect(await item.getByText("Connect", { exact: true }).count()).toBe(0);
    expect(await item.getByText(/^Upload/).count()).toBe(0);
    const download = await lawyer.request.get((await link.getAttribute("href")) ?? "");
    expect(download.status()).toBe(200);
    expect((await download.body()).equals(content)).toBe(true);
    expect(download.headers()["content-disposition"]).toContain(
      "filename*=UTF-8''Atto%20di%20citazione%20%E2%80%93%20Trasporti.pdf",
    );
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "virus.exe", mimeType: "application/octet-stream", buffer: content });
    await shown(dialog.getByText("The selected file's type (.exe) is not supported."));
    expect(await dialog.getByRole("button", { name: "Upload", exact: true }).isDisabled()).toBe(true);
    await dialog.getByRole("button", { name: "Cancel" }).click();
  });

  it("opens a step from its address", async () => {
    const availability = await (
      await lawyer.request.get(
        `/api/dbbw/matters/${matterId}/proceedings/${proceeding.id}/tracking/available`,
      )
    ).json();
    const tracking = await (
      await lawyer.request.get(
        `/api/dbbw/matters/${matterId}/proceedings/${proceeding.id}/tracking/${availability.trackingId}`,
      )
    ).json();
    const step = tracking.proceduralSteps[1];
    await lawyer.goto(
      `/matters/${matterId}/proceedings/${proceeding.id}/tracking/${availability.trackingId}/${step.id}`,
    );
    const dialog = lawyer.getByRole("dialog", { name: "Procedural step 2" });
    await shown(dialog);
    expect(await dialog.getByLabel("Title", { exact: true }).inputValue()).toBe(step.title);
  });
});
