// Export to Excel (issue 17): lawyer@ filters the proceedings list by a search criterion (the
// jurisdiction code, kept in the URL), exports it through the button, and the downloaded .xlsx,
// opened with exceljs, holds the list's rows in the list's order under a title naming the filter.
import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { shown } from "../support/journeys";
import { signedInPage } from "../support/sessions";

let browser: Browser;
let lawyer: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  lawyer = await signedInPage(browser, "lawyer@example.com");
});
afterAll(() => browser.close());

const proceedingsTable = () => lawyer.getByRole("table", { name: "Proceedings" });

/** The table's codes, in its order (the column headed Code). */
async function listedCodes() {
  const headers = await proceedingsTable().locator("thead th").allInnerTexts();
  const column = headers.findIndex((header) => header.trim() === "Code");
  expect(column).toBeGreaterThanOrEqual(0);
  return proceedingsTable()
    .locator("tbody tr")
    .evaluateAll(
      (rows, index) =>
        rows.map((row) => (row.children[index] as HTMLElement | undefined)?.innerText.trim() ?? ""),
      column,
    );
}

describe("export to Excel", () => {
  it("downloads the proceedings list under its search criterion, every row in the list's order", async () => {
    // The lawyer's only matter.
    const matters = await lawyer.request.get("/api/dbbw/matters");
    const matterId = ((await matters.json()) as { items: { id: number }[] }).items[0]?.id;
    // The whole filtered list on one page, to compare with the file.
    await lawyer.goto(`/matters/${matterId}/proceedings?categoryCode=NLD&size=100`);
    await shown(proceedingsTable());
    await expect
      .poll(async () => (await listedCodes()).filter((code) => /^NLD\d+/.test(code)).length)
      .toBeGreaterThan(0);
    const codes = await listedCodes();
    expect(codes.every((code) => code.startsWith("NLD"))).toBe(true);

    const [download] = await Promise.all([
      lawyer.waitForEvent("download"),
      lawyer.getByRole("button", { name: "Export to Excel" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Proceedings - .+ - \d{4}-\d{2}-\d{2}\.xlsx$/);
    const path = await download.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const sheet = workbook.getWorksheet("Proceedings");
    if (!sheet) throw new Error("no Proceedings sheet");
    expect(String(sheet.getCell("A1").value)).toContain('Jurisdiction/workstream code contains "NLD"');
    expect(sheet.getCell("A2").value).toBe("Code");
    const exported = (sheet.getColumn(1).values as unknown[]).slice(3).map(String);
    expect(exported).toEqual(codes);
    // The button is back once the file has arrived.
    await shown(lawyer.getByRole("button", { name: "Export to Excel" }));
  });
});
