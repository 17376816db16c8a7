// Missed deadlines (issue 18): lawyer@, the partner who checks them weekly, sets up through the API a
// proceeding whose first step's deadline passed long ago and whose next step lies ahead. They open
// "Missed deadlines" from the drawer's matter group, find the step (oldest first) with its deadline and
// days overdue, narrow the list to the step's jurisdiction, follow the code to the step on the
// tracking page, come back and export the list: the .xlsx holds the step. Then (issue 27) they mark
// the step done on the tracking page: its card says "Done on <today> by Lieke Jansen", the missed mark
// is gone and so is the page's row; Reopen makes it a missed deadline again; uploading its document
// with "and mark the step as done" ticked marks it done again.
import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { pdfFile } from "../support/files";
import { alert, shown } from "../support/journeys";
import { type CreatedProceeding, createProceeding } from "../support/proceedings";
import { signedInPage } from "../support/sessions";

const demoMatterId = 1;
const unique = Date.now().toString(36).toUpperCase();
const stepTitle = `Statement of defence ${unique}`;
/** Older than any deadline the demo data or another journey sets: first in the default order. */
const missedDeadline = "1990-03-12";

let browser: Browser;
let lawyer: Page;
let proceeding: CreatedProceeding;
let stepPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  lawyer = await signedInPage(browser, "lawyer@example.com");
  proceeding = await createProceeding(lawyer, demoMatterId, {
    fullName: `Missed ${unique} B.V.`,
    shortName: `M${unique}`,
  });
  const trackingUrl = `/api/dbbw/matters/${demoMatterId}/proceedings/${proceeding.id}/tracking`;
  const created = await lawyer.request.post(trackingUrl, { data: { templateId: null } });
  expect(created.status(), await created.text()).toBe(200);
  const tracking = (await created.json()) as { id: number; version: number };
  const saved = await lawyer.request.put(`${trackingUrl}/${tracking.id}`, {
    data: {
      version: tracking.version,
      proceduralSteps: [
        { title: stepTitle, deadline: missedDeadline },
        { title: `Reply ${unique}`, deadline: "2099-06-01" },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const [step] = ((await saved.json()) as { proceduralSteps: { id: number }[] }).proceduralSteps;
  stepPath = `/matters/${demoMatterId}/proceedings/${proceeding.id}/tracking/${tracking.id}/${step?.id}`;
});
afterAll(() => browser.close());

const table = () => lawyer.getByRole("table", { name: "Missed deadlines" });
const stepRow = () => table().getByRole("row").filter({ hasText: stepTitle });

describe("missed deadlines", () => {
  it("opens from the drawer and shows the missed step with its deadline and days overdue", async () => {
    await lawyer.goto(`/matters/${demoMatterId}/overview`);
    await shown(lawyer.getByLabel("Selected matter").getByText("DAF Trucks N.V."));
    await lawyer.getByRole("button", { name: "Open menu" }).click();
    await lawyer
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Missed deadlines" })
      .click();
    await lawyer.waitForURL(/\/matters\/1\/missed-deadlines$/);
    await shown(lawyer.getByRole("heading", { level: 1, name: "Missed deadlines" }));
    await shown(stepRow());
    const cells = await stepRow().getByRole("cell").allInnerTexts();
    expect(cells[0]).toBe(proceeding.proceedingCode);
    expect(cells).toContain("12-03-1990");
    expect(cells).toContain("NLD – Netherlands");
    expect(cells).toContain(`1. ${stepTitle}`);
    expect(Number(cells[4]?.replace(/\D/g, ""))).toBeGreaterThan(13_000);
  });

  it("narrows the list to a jurisdiction, kept in the URL", async () => {
    await lawyer.getByLabel("Jurisdiction/Workstream", { exact: true }).click();
    await lawyer.getByRole("option", { name: "NLD – Netherlands" }).click();
    await lawyer.waitForURL(/categoryId=\d+/);
    // The previous page stays on screen until the filtered one has arrived.
    await expect
      .poll(async () => new Set(await table().locator("tbody tr td:nth-child(2)").allInnerTexts()))
      .toEqual(new Set(["NLD – Netherlands"]));
    await shown(stepRow());
  });

  it("follows the code to the step on the tracking page", async () => {
    await stepRow().getByRole("link", { name: proceeding.proceedingCode }).click();
    await lawyer.waitForURL((url) => url.pathname === stepPath);
    await shown(lawyer.getByRole("dialog", { name: "Procedural step 1" }));
    await lawyer.goBack();
    await shown(stepRow());
  });

  it("exports the list under its filter to Excel", async () => {
    const [download] = await Promise.all([
      lawyer.waitForEvent("download"),
      lawyer.getByRole("button", { name: "Export to Excel" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Missed deadlines - .+ - \d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet("Missed deadlines");
    if (!sheet) throw new Error("no Missed deadlines sheet");
    expect(String(sheet.getCell("A1").value)).toContain("Jurisdiction/workstream: NLD Netherlands");
    expect(sheet.getCell("A3").value).toBe(proceeding.proceedingCode);
    expect(sheet.getCell("D3").value).toBe(`1. ${stepTitle}`);
    expect(sheet.getCell("E3").value).toEqual(new Date(`${missedDeadline}T00:00:00Z`));
  });
});

describe("a missed step marked done on the tracking page, and reopened", () => {
  const card = () => lawyer.getByRole("listitem").filter({ hasText: stepTitle });
  const missedMark = () => card().getByText("Missed deadline");
  /** Today as the app shows it (DD-MM-YYYY): the server's UTC day. */
  const today = new Date().toISOString().slice(0, 10).split("-").reverse().join("-");

  it("marks it done with today's date and who: the card says so, the missed mark goes", async () => {
    await lawyer.goto(stepPath.replace(/\/\d+$/, ""));
    await shown(missedMark());
    await card().getByRole("button", { name: "Mark as done: step 1" }).click();
    const dialog = lawyer.getByRole("dialog", { name: "Mark step 1 as done" });
    await shown(dialog.getByText("By Lieke Jansen"));
    expect(await dialog.getByLabel("Done on", { exact: true }).inputValue()).toBe(today);
    await dialog.getByRole("button", { name: "Save" }).click();
    await shown(alert(lawyer, "Step has been marked as done"));
    await shown(card().getByText(`Done on ${today} by Lieke Jansen`));
    expect(await missedMark().count()).toBe(0);
  });

  it("no longer lists it among the missed deadlines", async () => {
    await lawyer.goto(`/matters/${demoMatterId}/missed-deadlines?sort=deadline,asc`);
    await shown(table().getByRole("row").nth(1));
    await expect.poll(() => stepRow().count()).toBe(0);
  });

  it("reopens it from the step dialog: missed again", async () => {
    await lawyer.goto(stepPath);
    const dialog = lawyer.getByRole("dialog", { name: "Procedural step 1" });
    await shown(dialog.getByText(`Done on ${today} by Lieke Jansen`));
    await dialog.getByRole("button", { name: "Reopen step 1" }).click();
    await shown(alert(lawyer, "Step has been reopened"));
    await shown(dialog.getByText("Not done yet."));
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await shown(missedMark());
    expect(
      await card()
        .getByText(/^Done on/)
        .count(),
    ).toBe(0);
  });

  it("uploads the step's document with 'and mark the step as done': done again", async () => {
    await lawyer.goto(stepPath);
    const dialog = lawyer.getByRole("dialog", { name: "Procedural step 1" });
    await shown(dialog.getByText("Not done yet."));
    await dialog.getByLabel("and mark the step as done").check();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: `Statement of defence ${unique}.pdf`,
      mimeType: "application/pdf",
      buffer: pdfFile(`defence ${unique}`),
    });
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    await shown(alert(lawyer, "Step has been marked as done"));
    await shown(dialog.getByText(`Done on ${today} by Lieke Jansen`));
  });
});
