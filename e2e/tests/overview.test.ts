// The overview (issue 15, SPEC 2.3 "Overview"): lawyer@ (one matter) lands on it after signing in;
// two selected rows show a subtotal; expected totals are added for Sweden and edited for the
// Netherlands; a row links into the proceedings list filtered to its category with
// ONGOING_BUT_SETTLED added to the default statuses.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "../support/browser";
import { alert, shown, signIn } from "../support/journeys";

let browser: Browser;
let lawyer: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  lawyer = await newPage(browser);
});
afterAll(() => browser.close());

const table = () => lawyer.getByRole("table", { name: "Overview" });

describe("overview", () => {
  it("is where a user with one matter lands, with a subtotal of the selected rows", async () => {
    await signIn(lawyer, "lawyer@example.com");
    await lawyer.waitForURL(/\/matters\/\d+\/overview$/);
    await shown(lawyer.getByRole("heading", { level: 1, name: "Overview" }));
    await shown(lawyer.getByRole("figure", { name: /Proceedings and claimed amounts/ }));
    await table()
      .getByRole("checkbox", { name: /^Select .*NLD/ })
      .check();
    await table()
      .getByRole("checkbox", { name: /^Select .*DEU/ })
      .check();
    await shown(table().getByText("Subtotal (2 selected)"));
    await shown(table().getByText("Total", { exact: true }));
    await lawyer.getByLabel("Search jurisdictions and workstreams").fill("swe");
    expect(await table().getByRole("link").count()).toBe(1);
    await lawyer.getByLabel("Search jurisdictions and workstreams").fill("");
  });

  it("adds expected totals for Sweden and edits those of the Netherlands", async () => {
    await table().getByRole("button", { name: "Add expected totals for Sweden" }).click();
    const add = lawyer.getByRole("dialog", { name: "Add expected totals" });
    await add.getByLabel("Expected proceedings", { exact: true }).fill("4");
    await add
      .getByLabel(/^Expected /)
      .last()
      .fill("1500");
    await add.getByRole("button", { name: "Save" }).click();
    await shown(alert(lawyer, "Totals has been saved"));
    await shown(table().getByRole("button", { name: "Edit the expected totals of Sweden" }));

    await table().getByRole("button", { name: "Edit the expected totals of Netherlands" }).click();
    const edit = lawyer.getByRole("dialog", { name: "Edit expected totals" });
    await edit.getByLabel("Expected proceedings", { exact: true }).fill("99");
    await edit.getByRole("button", { name: "Save" }).click();
    await shown(alert(lawyer, "Totals has been saved"));
    await shown(
      table()
        .getByRole("row", { name: /NLD/ })
        .getByText(/ \/ 99$/),
    );
  });

  it("links a row into the proceedings list of its category, settled-but-ongoing ones included", async () => {
    await table().getByRole("link", { name: /^NLD/ }).click();
    await lawyer.waitForURL(/\/proceedings\?/);
    const query = new URL(lawyer.url()).searchParams;
    expect(query.get("categoryCode")).toBe("NLD");
    expect(query.get("statuses")?.split(",")).toContain("ONGOING_BUT_SETTLED");
  });
});
