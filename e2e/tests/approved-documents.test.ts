// What a client approved is a record (issue 27): approving asks first, naming the document; the
// comment, the activity and the proceeding holding an approved document cannot be deleted, and the
// screen says why (the server's message); only the administrator removes one, with a reason. Each
// kind of refusal shows the server's text, never "Something went wrong...": a 409 on a delete, a 409
// on a save of a stale version, a 403.
import { messages } from "@litfolio/shared/messages";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { pdfFile } from "../support/files";
import { alert, shown } from "../support/journeys";
import { type CreatedProceeding, createProceeding, createTrackingFromTemplate } from "../support/proceedings";
import { signedInPage } from "../support/sessions";

const matterId = 1;
const unique = Date.now().toString(36).toUpperCase();
const documentName = `Settlement ${unique}.pdf`;

let browser: Browser;
let lawyer: Page;
let approver: Page;
let admin: Page;
let proceeding: CreatedProceeding;
let activityId: number;
let activityPath: string;

const pdf = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: pdfFile(name),
});

/** A comment by the page's user through the API (multipart), with a file needing approval if named. */
async function postComment(page: Page, text: string, file?: string) {
  const answer = await page.request.post(
    `/api/dbbw/activities/${activityId}/comments${file ? "?approvalNeeded=true" : ""}`,
    { multipart: file ? { text, file: pdf(file) } : { text } },
  );
  expect(answer.status(), await answer.text()).toBe(200);
  return answer.json();
}

const confirmYes = (page: Page) => page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
const comment = (page: Page, text: string) => page.getByRole("article").filter({ hasText: text });

beforeAll(async () => {
  browser = await launchBrowser();
  [lawyer, approver, admin] = await Promise.all([
    signedInPage(browser, "lawyer@example.com"),
    signedInPage(browser, "approver@example.com"),
    signedInPage(browser, "admin@example.com"),
  ]);
  proceeding = await createProceeding(lawyer, matterId, {
    fullName: `Records ${unique} B.V.`,
    shortName: `R${unique}`,
  });
  const tracking = await createTrackingFromTemplate(lawyer, matterId, proceeding.id);
  const me = await (await lawyer.request.get("/api/admin/security/user")).json();
  const created = await lawyer.request.post("/api/dbbw/activities", {
    data: {
      trackingId: tracking.id,
      proceduralStep: { id: tracking.proceduralSteps[0]?.id },
      title: `Settle ${unique}`,
      description: "Have the client approve the settlement.",
      status: "DOING",
      dueDate: "2027-05-03",
      responsible: { id: me.id },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  activityId = (await created.json()).id;
  activityPath = `/activities/${activityId}`;
  await postComment(lawyer, "<p>The settlement for your approval</p>", documentName);
});
afterAll(() => browser.close());

describe("an approved document is a record", () => {
  it("approving asks for confirmation naming the document; Cancel approves nothing", async () => {
    await approver.goto(activityPath);
    const held = comment(approver, "The settlement for your approval");
    const approve = held.getByRole("button", { name: `Approve document ${documentName}` });
    await approve.click();
    const dialog = approver.getByRole("dialog", { name: messages.approveDocumentTitle });
    await shown(dialog.getByText(messages.approveDocumentQuestion(documentName)));
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    await approver.reload();
    await shown(held.getByText(messages.documentPendingApproval));

    await approve.click();
    await dialog.getByRole("button", { name: "Approve" }).click();
    await shown(alert(approver, messages.documentApproved));
    await shown(held.getByText(/^Approved by .+ on \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/));
  });

  it("deleting the comment holding it shows the server's reason (409), and it stays", async () => {
    await lawyer.goto(activityPath);
    const held = comment(lawyer, "The settlement for your approval");
    await held.getByRole("button", { name: "Delete" }).click();
    await confirmYes(lawyer);
    await shown(alert(lawyer, messages.commentHasApprovedDocument));
    expect(await lawyer.getByText(messages.somethingWrong).count()).toBe(0);
    await shown(held.getByRole("link", { name: documentName }));
    // Only the administrator is offered the removal.
    expect(
      await lawyer.getByRole("button", { name: new RegExp(messages.removeApprovedDocument) }).count(),
    ).toBe(0);
  });

  it("deleting the activity holding it is refused with the reason; so is deleting its proceeding", async () => {
    await lawyer.goto(activityPath);
    await lawyer.getByRole("button", { name: "Delete", exact: true }).first().click();
    await shown(lawyer.getByRole("dialog").getByText(/Do you want to delete the activity/));
    await confirmYes(lawyer);
    await shown(alert(lawyer, messages.activityHasApprovedDocument));
    await shown(lawyer.getByRole("heading", { level: 1, name: `Settle ${unique}` }));

    await lawyer.goto(`/matters/${matterId}/proceedings/${proceeding.id}`);
    await lawyer.getByRole("button", { name: "Delete", exact: true }).click();
    await confirmYes(lawyer);
    await shown(alert(lawyer, messages.proceedingHasApprovedDocument));
    const still = await lawyer.request.get(`/api/dbbw/matters/${matterId}/proceedings/${proceeding.id}`);
    expect(still.status()).toBe(200);
  });

  it("a 403 shows the server's reason: the comment is no longer the newest when the delete arrives", async () => {
    await postComment(lawyer, `<p>My note ${unique}</p>`);
    await lawyer.goto(activityPath);
    const mine = comment(lawyer, `My note ${unique}`);
    await shown(mine.getByRole("button", { name: "Delete" }));
    // The client answers meanwhile: the lawyer's comment is no longer the activity's newest.
    await postComment(approver, `<p>Client reply ${unique}</p>`);
    await mine.getByRole("button", { name: "Delete" }).click();
    await confirmYes(lawyer);
    await shown(alert(lawyer, messages.commentNotEditable));
    await shown(comment(lawyer, `Client reply ${unique}`));
  });

  it("a 409 on saving a stale version shows the server's reason", async () => {
    await lawyer.goto(activityPath);
    await lawyer.getByRole("button", { name: "Edit", exact: true }).first().click();
    const form = lawyer.getByRole("dialog", { name: "Edit activity" });
    await shown(form);
    // Someone else saves the activity first.
    const current = await (await lawyer.request.get(`/api/dbbw/activities/${activityId}`)).json();
    const other = await lawyer.request.put(`/api/dbbw/activities/${activityId}`, {
      data: {
        trackingId: current.trackingId,
        proceduralStep: { id: current.proceduralStep.id },
        title: current.title,
        description: "Changed elsewhere.",
        status: current.status,
        dueDate: current.dueDate,
        responsible: { id: current.responsible.id },
        version: current.version,
      },
    });
    expect(other.status(), await other.text()).toBe(200);
    await form.getByLabel("Description", { exact: true }).fill("Changed here.");
    await form.getByRole("button", { name: "Save" }).click();
    await shown(alert(lawyer, messages.conflict));
    expect(await lawyer.getByText(messages.somethingWrong).count()).toBe(0);
  });

  it("the administrator removes the approved document with a reason; then the activity deletes", async () => {
    await admin.goto(activityPath);
    const held = comment(admin, "The settlement for your approval");
    await held.getByRole("button", { name: `${messages.removeApprovedDocument} ${documentName}` }).click();
    const dialog = admin.getByRole("dialog", { name: messages.removeApprovedDocument });
    await shown(dialog.getByText(messages.removeApprovedDocumentQuestion(documentName)));
    await dialog.getByRole("button", { name: "Remove" }).click();
    await shown(dialog.getByText(messages.required));
    await dialog
      .getByLabel(messages.removalReason)
      .fill("Signed on the wrong matter; the client asked for its removal.");
    await dialog.getByRole("button", { name: "Remove" }).click();
    await shown(alert(admin, messages.approvedDocumentRemoved));
    await dialog.waitFor({ state: "hidden" });
    expect(await held.getByRole("link", { name: documentName }).count()).toBe(0);

    // Nothing approved is left under the activity: it deletes as usual.
    await lawyer.goto(activityPath);
    await lawyer.getByRole("button", { name: "Delete", exact: true }).first().click();
    await confirmYes(lawyer);
    await shown(alert(lawyer, messages.activityDeleted));
    // The deleted activity is not read again (a 404 alert would replace the confirmation).
    await lawyer.waitForLoadState("networkidle");
    expect(await lawyer.getByText(messages.somethingWrong).count()).toBe(0);
  });
});
