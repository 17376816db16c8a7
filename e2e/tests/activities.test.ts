// Activities (issue 13, SPEC 2.3 "Activities", 4, 5.10): a lawyer creates an activity from a
// tracking's activities section at a step, finds it on the global page with "Assigned to me", opens
// the step's activities from its card, and moves it between the kanban columns with the mouse and
// with the keyboard; each move is saved. Then the lawyer writes a rich-text comment with a PDF that
// needs the client's approval, approver@ approves it, and the lawyer sees the stamp.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { pdfFile } from "../support/files";
import { alert, shown } from "../support/journeys";
import { createProceeding, createTrackingFromTemplate } from "../support/proceedings";
import { signedInPage } from "../support/sessions";
import { settled } from "../support/settled";

const matterId = 1;
const unique = Date.now().toString(36).toUpperCase();
const title = `File the defence ${unique}`;

let browser: Browser;
let lawyer: Page;
let trackingPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  lawyer = await signedInPage(browser, "lawyer@example.com");
  await lawyer.emulateMedia({ reducedMotion: "reduce" });
  const proceeding = await createProceeding(lawyer, matterId, {
    fullName: `Transport ${unique} B.V.`,
    shortName: `T${unique}`,
  });
  const tracking = await createTrackingFromTemplate(lawyer, matterId, proceeding.id);
  trackingPath = `/matters/${matterId}/proceedings/${proceeding.id}/tracking/${tracking.id}`;
});
afterAll(() => browser.close());

async function choose(page: Page, within: Locator, label: string, option: RegExp | string) {
  await within.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option }).first().click();
}

const column = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

describe("activities", () => {
  it("creates an activity at a step from the tracking's activities section", async () => {
    await lawyer.goto(trackingPath);
    const section = lawyer.getByRole("region", { name: "Activities" });
    await shown(section.getByText("No data available"));
    await section.getByRole("button", { name: "New activity" }).click();
    const form = lawyer.getByRole("dialog", { name: "New activity" });
    await shown(form);
    await form.getByRole("button", { name: "Save" }).click();
    await shown(form.getByText("This field is required"));
    await choose(lawyer, form, "Procedural Step", /^2\. /);
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByLabel("Due date", { exact: true }).fill("15-03-2027");
    await form.getByLabel("Description", { exact: true }).fill("Draft, client approval, filing.");
    expect(await form.getByLabel("Created by", { exact: true }).inputValue()).toMatch(/\S/);
    await form.getByRole("button", { name: "Save" }).click();
    await shown(alert(lawyer, "Activity has been saved"));
    await shown(section.getByRole("link", { name: title }));
    // The step's card counts it, and its activities button narrows the list to that step.
    const secondStep = lawyer.getByRole("list", { name: "Procedural steps" }).getByRole("listitem").nth(1);
    await secondStep.getByRole("button", { name: "1 activity of step 2" }).click();
    await lawyer.waitForURL(/proceduralStepId=\d+/);
    await shown(section.getByRole("link", { name: title }));
  });

  it("finds it on the global page with Assigned to me, and opens it", async () => {
    await lawyer.goto("/activities/");
    await shown(lawyer.getByRole("heading", { level: 1, name: "Activities" }));
    expect(await lawyer.getByRole("switch", { name: "Assigned to me" }).isChecked()).toBe(true);
    await lawyer.getByRole("button", { name: "Search activities" }).click();
    await lawyer.getByLabel("For", { exact: true }).fill(unique);
    await lawyer.getByRole("button", { name: "Search", exact: true }).click();
    await lawyer.waitForURL(/title=/);
    const row = lawyer.getByRole("row").filter({ hasText: title });
    await shown(row);
    expect(await lawyer.getByRole("table", { name: "Activities" }).getByRole("row").count()).toBe(2);
    await row.getByRole("link", { name: title }).click();
    await shown(lawyer.getByRole("heading", { level: 1, name: title }));
    await shown(lawyer.getByText("Draft, client approval, filing."));
  });

  it("moves it to DONE with the mouse and back to DOING with the keyboard", async () => {
    await lawyer.goto(`${trackingPath}?view=column`);
    const handle = lawyer.getByRole("button", { name: `Move ${title}` });
    await shown(column(lawyer, "TO DO").getByRole("link", { name: title }));
    await handle.scrollIntoViewIfNeeded();
    const from = await handle.boundingBox();
    const to = await column(lawyer, "DONE").boundingBox();
    if (!from || !to) throw new Error("the board is not laid out");
    await lawyer.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await lawyer.mouse.down();
    for (let step = 1; step <= 10; step += 1) {
      await lawyer.mouse.move(
        from.x + ((to.x + to.width / 2 - from.x) * step) / 10,
        from.y + ((to.y + 60 - from.y) * step) / 10,
      );
    }
    await lawyer.mouse.up();
    await shown(alert(lawyer, "Activity has been saved"));
    await shown(column(lawyer, "DONE").getByRole("link", { name: title }));
    // The saved list reloads after the drop: a keyboard drag begun while it re-renders the board can
    // lose its card, so the keys wait for the page to be still.
    await settled(lawyer);

    // dnd-kit announces each keyboard step in its live region: each key waits for the last to land.
    const announced = (text: RegExp) =>
      lawyer.getByRole("status").filter({ hasText: text }).first().waitFor({ state: "attached" });
    await handle.focus();
    await lawyer.keyboard.press("Space");
    // Lifted: the handle is pressed while its card is dragged.
    await lawyer
      .getByRole("button", { name: `Move ${title}`, pressed: true })
      .first()
      .waitFor();
    await announced(/was moved over droppable area DONE/);
    // An arrow pressed while the lifted card still settles (its first measurements, the scroll that
    // brings it into view) can go unheeded: the next key waits for the page to be still.
    await settled(lawyer);
    await lawyer.keyboard.press("ArrowLeft");
    await announced(/was moved over droppable area DOING/);
    await lawyer.keyboard.press("Space");
    await shown(column(lawyer, "DOING").getByRole("link", { name: title }));
    const saved = await (
      await lawyer.request.get(`/api/dbbw/activities/search?title=${unique}&statuses=`)
    ).json();
    expect(saved.items[0].status).toBe("DOING");
  });

  it("writes a rich-text comment with a PDF for approval; the client approves it and the author sees the stamp", async () => {
    const found = await (
      await lawyer.request.get(`/api/dbbw/activities/search?title=${unique}&statuses=`)
    ).json();
    const activityPath = `/activities/${found.items[0].id}`;
    await lawyer.goto(activityPath);
    await shown(lawyer.getByText("This activity has no comments yet."));
    const composer = lawyer.getByRole("form", { name: "Start a conversation" });
    await composer.getByRole("button", { name: "Save" }).click();
    await shown(composer.getByText("Please write a comment and/or upload a document"));
    const editor = composer.getByRole("textbox", { name: "Start a conversation" });
    await editor.click();
    await lawyer.keyboard.type("Please approve the draft ");
    await lawyer.keyboard.press("Control+b");
    await lawyer.keyboard.type("before Friday");
    await composer.locator('input[type="file"]').setInputFiles({
      name: `Draft defence ${unique}.pdf`,
      mimeType: "application/pdf",
      buffer: pdfFile(`draft ${unique}`),
    });
    await composer
      .getByRole("checkbox", { name: `Needs client approval: Draft defence ${unique}.pdf` })
      .check();
    await composer.getByRole("button", { name: "Save" }).click();
    await shown(alert(lawyer, "Comment has been saved"));
    const written = lawyer.getByRole("article").first();
    await shown(written.getByText("before Friday"));
    expect(await written.locator("strong").textContent()).toBe("before Friday");
    await shown(written.getByText("Document pending approval"));
    await shown(written.getByRole("button", { name: "Edit" }));

    const client = await signedInPage(browser, "approver@example.com");
    await client.goto(activityPath);
    const seen = client.getByRole("article").first();
    await shown(seen.getByText("before Friday"));
    expect(await seen.getByRole("button", { name: "Edit" }).count()).toBe(0);
    await seen.getByRole("button", { name: `Approve document Draft defence ${unique}.pdf` }).click();
    await client
      .getByRole("dialog", { name: "Approve this document?" })
      .getByRole("button", { name: "Approve" })
      .click();
    await shown(alert(client, "Document has been approved"));
    await shown(seen.getByText(/^Approved by .+ on \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/));
    await client.context().close();

    await lawyer.reload();
    await shown(
      lawyer
        .getByRole("article")
        .first()
        .getByText(/^Approved by /),
    );
  });
});
