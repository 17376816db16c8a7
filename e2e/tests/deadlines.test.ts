// Deadlines on court working days (issue 18): a lawyer tracks a Spanish proceeding from the demo
// template, types the first deadline and accepts the proposed ones (moved past the August court
// vacation and All Saints' Day, saying why); a deadline typed on a public holiday is warned about
// with the holiday's name, and the proposal that follows it is accepted in part. The matter's ADMIN
// sees the court calendar and adds a vacation.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { alert, shown } from "../support/journeys";
import { type CreatedProceeding, createProceeding } from "../support/proceedings";
import { signedInPage } from "../support/sessions";

const matterId = 1;
const unique = Date.now().toString(36).toUpperCase();

let browser: Browser;
let lawyer: Page;
let proceeding: CreatedProceeding;
let templateId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  lawyer = await signedInPage(browser, "lawyer@example.com");
  await lawyer.emulateMedia({ reducedMotion: "reduce" });
  proceeding = await createProceeding(
    lawyer,
    matterId,
    { fullName: `Transportes ${unique} S.L.`, shortName: `T${unique}` },
    {},
    "ESP",
  );
  const template = await lawyer.request.get(`/api/dbbw/matters/${matterId}/tracking/templates/available/ESP`);
  templateId = (await template.json()).trackingId;
});
afterAll(() => browser.close());

const stepCards = (page: Page) => page.getByRole("list", { name: "Procedural steps" }).getByRole("listitem");

describe("deadlines on court working days", () => {
  it("proposes the deadlines from the first one when tracking from a template, and creates the tracking with them", async () => {
    await lawyer.goto(`/matters/${matterId}/proceedings/${proceeding.id}/track/${templateId}`);
    await shown(lawyer.getByRole("heading", { level: 1, name: "Track proceedings" }));
    await lawyer.getByLabel(/^Deadline of step 1/).fill("12-07-2027");
    await lawyer.getByRole("button", { name: "Propose deadlines" }).click();
    const dialog = lawyer.getByRole("dialog", { name: "Proposed deadlines" });
    await shown(dialog);
    await shown(dialog.getByText("on court working days in Spain"));
    // 12 July + 20 days is 1 August, in the Spanish court vacation; + 2 months is All Saints' Day.
    expect(await dialog.getByLabel("Deadline of step 2", { exact: true }).inputValue()).toBe("01-09-2027");
    await shown(dialog.getByText("moved from 01-08-2027: court vacation (August)"));
    expect(await dialog.getByLabel("Deadline of step 3", { exact: true }).inputValue()).toBe("02-11-2027");
    await shown(dialog.getByText("moved from 01-11-2027: All Saints' Day"));
    await dialog.getByRole("button", { name: "Accept all" }).click();
    await dialog.waitFor({ state: "detached" });
    await shown(stepCards(lawyer).nth(1).getByText("Deadline: 01-09-2027"));

    await lawyer.getByRole("button", { name: "Create Tracking" }).click();
    await shown(alert(lawyer, "Tracking has been saved"));
    await shown(
      lawyer.getByRole("heading", {
        level: 1,
        name: `Tracking for Proceedings ${proceeding.proceedingCode}`,
      }),
    );
    await shown(stepCards(lawyer).nth(0).getByText("Deadline: 12-07-2027"));
    await shown(stepCards(lawyer).nth(2).getByText("Deadline: 02-11-2027"));
    await shown(stepCards(lawyer).nth(3).getByText("Deadline: 02-03-2028"));
  });

  it("warns about a deadline typed on a public holiday, then proposes the following ones again, accepted one by one", async () => {
    await stepCards(lawyer).nth(1).getByRole("button").first().click();
    const step = lawyer.getByRole("dialog", { name: "Procedural step 2" });
    await shown(step);
    await step.getByLabel("Deadline", { exact: true }).fill("06-12-2027");
    await shown(
      step.getByText(
        "06-12-2027 is not a working day of the court: Día de la Constitución Española. The next working day is 07-12-2027.",
      ),
    );
    // A warning, not an error: the deadline can still be saved on that day. It is after step 3's,
    // so the following deadlines are proposed before the save.
    await step.getByRole("button", { name: "Save" }).click();
    const proposal = lawyer.getByRole("dialog", { name: "Proposed deadlines" });
    await shown(proposal);
    // 6 December + 2 months is Sunday 6 February 2028: Monday the 7th.
    expect(await proposal.getByLabel("Deadline of step 3", { exact: true }).inputValue()).toBe("07-02-2028");
    await shown(proposal.getByText("moved from 06-02-2028: Sunday"));
    // Only step 3 is accepted, and with another date typed over the proposal.
    for (const later of [4, 5, 6])
      await proposal.getByLabel(`Accept the deadline of step ${later}`).uncheck();
    await proposal.getByLabel("Deadline of step 3", { exact: true }).fill("08-02-2028");
    await proposal.getByRole("button", { name: "Accept selected" }).click();
    await shown(alert(lawyer, "Tracking has been saved"));
    await step.waitFor({ state: "detached" });
    await shown(stepCards(lawyer).nth(1).getByText("Deadline: 06-12-2027"));
    await shown(stepCards(lawyer).nth(2).getByText("Deadline: 08-02-2028"));
    // Step 4 kept its deadline: it was not accepted.
    await shown(stepCards(lawyer).nth(3).getByText("Deadline: 02-03-2028"));
  });

  it("shows the matter's court calendar, which its ADMIN edits", async () => {
    await lawyer.goto(`/matters/${matterId}/?tab=court-calendar`);
    const lawyersTable = lawyer.getByRole("table", { name: "Court calendar" });
    await shown(
      lawyersTable
        .getByRole("row")
        .filter({ hasText: "Jurisdiction ESP Spain" })
        .getByText("August (01-08 to 31-08)"),
    );
    expect(await lawyer.getByRole("button", { name: "Edit court calendar" }).count()).toBe(0);

    const manager = await signedInPage(browser, "manager@example.com");
    await manager.emulateMedia({ reducedMotion: "reduce" });
    await manager.goto(`/matters/${matterId}/?tab=court-calendar`);
    await manager.getByRole("button", { name: "Edit court calendar" }).click();
    const form = manager.getByRole("dialog", { name: "Edit court calendar" });
    await shown(form);
    await form.getByRole("button", { name: "Add court vacation" }).click();
    const row = form.getByRole("group", { name: "Court vacation 3" });
    await row.getByLabel("Jurisdiction / Workstream").click();
    await manager.getByRole("option", { name: "Workstream PAS Passing-on defence" }).click();
    await row.getByLabel("From").fill("31-02");
    await row.getByLabel("To").fill("02-01");
    await row.getByLabel("Label").fill("Christmas");
    await form.getByRole("button", { name: "Save" }).click();
    await shown(row.getByText("Enter a day of the year as DD-MM"));
    expect(await row.getByLabel("Label").inputValue()).toBe("Christmas");
    await row.getByLabel("From").fill("24-12");
    await form.getByRole("button", { name: "Save" }).click();
    await shown(alert(manager, "Court calendar has been saved"));
    const table = manager.getByRole("table", { name: "Court calendar" });
    await shown(
      table
        .getByRole("row")
        .filter({ hasText: "Workstream PAS Passing-on defence" })
        .getByText("Christmas (24-12 to 02-01)"),
    );
    await manager.close();
  });
});
