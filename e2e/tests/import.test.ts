// Importing claimants from Excel (issue 17, docs/architecture.md "Importing claimants and trucks"): a
// lawyer downloads the template, a file of another type is refused before it is sent, a CSV of 500
// claimants with 3 bad rows previews them with their row numbers and messages and cannot be imported;
// the corrected file chosen again previews 500 to add; a change to the list meanwhile makes the
// import answer that the proceeding changed, and "Check again" previews anew; the import then adds
// them all and the list shows them. Trucks are imported the same way in the trucks section, a column
// of the file that is not imported named.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot } from "../support/browser";
import { alert, shown } from "../support/journeys";
import { type CreatedProceeding, createProceeding } from "../support/proceedings";
import { signedInPage } from "../support/sessions";

const matterId = 1;
const unique = Date.now().toString(36).toUpperCase();
const count = 500;
const fileDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-import-"));

let browser: Browser;
let lawyer: Page;
let proceeding: CreatedProceeding;

beforeAll(async () => {
  browser = await launchBrowser();
  lawyer = await signedInPage(browser, "lawyer@example.com");
  await lawyer.emulateMedia({ reducedMotion: "reduce" });
  proceeding = await createProceeding(lawyer, matterId, {
    fullName: `Importeur ${unique} B.V.`,
    shortName: `I${unique}`,
  });
});
afterAll(async () => {
  await browser.close();
  fs.rmSync(fileDir, { recursive: true, force: true });
});

const claimantsUrl = () => `/api/dbbw/matters/${matterId}/proceedings/${proceeding.id}/claimants`;

/** The claimants' rows: the n-th one (from 0) is in the file's row n + 2, below the header. */
const claimantRow = (n: number) => [`Vervoer ${unique} ${String(n).padStart(3, "0")} B.V.`, `V${n}`];

/** Writes a CSV of `count` claimants, `bad` replacing some of its rows; answers its path. */
function writeCsv(name: string, bad: Record<number, string[]> = {}) {
  const rows = Array.from({ length: count }, (_, n) => bad[n] ?? claimantRow(n));
  const lines = [["Full name", "Short name"], ...rows].map((cells) => cells.join(";"));
  const file = path.join(fileDir, name);
  fs.writeFileSync(file, `${lines.join("\r\n")}\r\n`);
  return file;
}

async function openImport(page: Page): Promise<Locator> {
  await page.goto(`/matters/${matterId}/proceedings/${proceeding.id}`);
  await shown(page.getByRole("heading", { level: 1, name: proceeding.proceedingCode }));
  await page.getByRole("tab", { name: "Claimants" }).click();
  await page.getByRole("button", { name: "Import from Excel" }).click();
  const dialog = page.getByRole("dialog", { name: "Import claimants from Excel" });
  await shown(dialog);
  return dialog;
}

/** The preview's count under this label ("To add", "Invalid rows" ...). */
const countOf = (dialog: Locator, label: string) =>
  dialog.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]").innerText();

const importButton = (dialog: Locator) => dialog.getByRole("button", { name: "Import", exact: true });

describe("importing claimants from a CSV", () => {
  it("refuses 3 bad rows with their row numbers, then imports the corrected file", async () => {
    const before = (await (await lawyer.request.get(claimantsUrl())).json()).items.length as number;
    const dialog = await openImport(lawyer);

    const template = lawyer.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download the template" }).click();
    expect((await template).suggestedFilename()).toBe("claimants-import-template.xlsx");

    // Another type is refused before anything is sent.
    const text = path.join(fileDir, "claimants.txt");
    fs.writeFileSync(text, "Full name;Short name\r\n");
    await dialog.locator('input[type="file"]').setInputFiles(text);
    await shown(dialog.getByText("Choose an Excel workbook (.xlsx) or a CSV file (.csv)."));
    expect(await importButton(dialog).isDisabled()).toBe(true);

    const bad = writeCsv("claimants.csv", {
      10: ["", "Empty"],
      20: ["L".repeat(256), "Long"],
      30: claimantRow(5),
    });
    await dialog.locator('input[type="file"]').setInputFiles(bad);
    const invalid = dialog.getByRole("table", { name: "Invalid rows" });
    await shown(invalid);
    expect(await countOf(dialog, "Invalid rows")).toBe("3");
    expect(await countOf(dialog, "To add")).toBe("497");
    expect(await invalid.locator("tbody tr").allInnerTexts()).toEqual([
      "12\tFull name\tThis field is required",
      "22\tFull name\tEnter at most 255 characters",
      "32\tFull name\tThis value is already in row 7 of the file",
    ]);
    await shown(dialog.getByText("The file has invalid rows. Correct them and upload the file again."));
    expect(await importButton(dialog).isDisabled()).toBe(true);
    await screenshot(lawyer, "import-invalid-rows");

    await dialog.locator('input[type="file"]').setInputFiles(writeCsv("claimants-corrected.csv"));
    await shown(dialog.getByText("Nothing is written until you click Import."));
    expect(await countOf(dialog, "To add")).toBe("500");
    expect(await countOf(dialog, "Invalid rows")).toBe("0");
    expect(await invalid.count()).toBe(0);

    // Someone changes the list after the preview: the import is refused, and checked again.
    const { items, version } = await (await lawyer.request.get(claimantsUrl())).json();
    const meanwhile = [...items, { fullName: `Tussendoor ${unique} B.V.`, shortName: "Tussendoor" }];
    expect((await lawyer.request.put(claimantsUrl(), { data: { items: meanwhile, version } })).status()).toBe(
      200,
    );
    await importButton(dialog).click();
    await shown(dialog.getByText("The proceedings has been changed since the preview."));
    await dialog.getByRole("button", { name: "Check again" }).click();
    await shown(dialog.getByText("Nothing is written until you click Import."));
    expect(await countOf(dialog, "To add")).toBe("500");

    await importButton(dialog).click();
    await shown(alert(lawyer, "Claimants have been imported"));
    await dialog.waitFor({ state: "detached" });
    await shown(lawyer.getByText(`${before + 1 + count} claimants`));
    await lawyer.getByLabel("Search claimants").fill(`${unique} 499`);
    await expect
      .poll(() =>
        lawyer
          .getByRole("table", { name: "Claimants" })
          .locator("tbody tr")
          .first()
          .getByLabel("Full name")
          .inputValue(),
      )
      .toBe(claimantRow(499)[0]);
  });

  it("imports trucks, confirmed or not, and names the column it ignores", async () => {
    const vinDigits = String(Date.now());
    const chassis = ["A", "B", "C"].map((suffix) => `XLR${vinDigits}${suffix}`);
    const file = path.join(fileDir, "trucks.csv");
    const rows = [
      ["Chassis number", "Confirmed", "Notes"],
      [chassis[0], "yes", "x"],
      [chassis[1], "", ""],
      [chassis[2], "no", ""],
    ];
    fs.writeFileSync(file, rows.map((cells) => cells.join(",")).join("\n"));
    await lawyer.goto(`/matters/${matterId}/proceedings/${proceeding.id}`);
    await lawyer.getByRole("button", { name: "Import from Excel" }).click();
    const dialog = lawyer.getByRole("dialog", { name: "Import trucks from Excel" });
    await shown(dialog);
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await shown(dialog.getByText('The column "Notes" is not imported.'));
    expect(await countOf(dialog, "To add")).toBe("3");
    await importButton(dialog).click();
    await shown(alert(lawyer, "Trucks have been imported"));
    await dialog.waitFor({ state: "detached" });
    const confirmed = lawyer.getByRole("table", { name: "Confirmed trucks", exact: true });
    await shown(confirmed.getByText(chassis[0] ?? ""));
    const unconfirmed = lawyer.getByRole("table", { name: "Unconfirmed trucks", exact: true });
    await shown(unconfirmed.getByText(chassis[2] ?? ""));
    await shown(unconfirmed.getByText(chassis[1] ?? ""));
  });
});
