// Connect (issue 16; SPEC 2.3 "Connect settings"; DECISIONS "The external collaboration service"),
// against the Connect stand-in: the administrator opens Connect settings from the drawer, is sent to
// the service's Allow page by Refresh token and comes back through the Dashboard authorised, with the
// tokens masked; a PDF uploaded to a tracking step is "Stored" at once and copied to the matter's
// Connect folder (under "Connect": "Upload in progress", then "Uploaded"); refused by the service
// its copy shows "Upload failed" with the reason, the matter's Connect section lists it with a link
// to its step, where its own Retry copies it, and the section retries the rest.
import crypto from "node:crypto";
import { type RunningStandin, startStandin } from "@litfolio/connect-standin";
import type { DocumentStatus, StoredDocument } from "@litfolio/shared/files";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "../support/browser";
import { pdfFile } from "../support/files";
import { alert, shown, signIn } from "../support/journeys";
import { type RunningServer, startServer } from "../support/server";

const matterId = 1;
const unique = Date.now().toString(36);

let standin: RunningStandin;
let server: RunningServer;
let runLog: string | undefined;
let browser: Browser;
let admin: Page;

async function standinBehaviour(behaviour: object) {
  const answer = await fetch(`${standin.baseUrl}/_standin/behaviour`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(behaviour),
  });
  expect(answer.status).toBe(200);
}

// The run's server has no Connect: this file starts its own, pointed at a stand-in of its own.
beforeAll(async () => {
  standin = await startStandin();
  server = await startServer({
    CONNECT_BASE_URL: standin.baseUrl,
    CONNECT_INSTANCE: "litfolio",
    CONNECT_CLIENT_ID: "litfolio",
    CONNECT_CLIENT_SECRET: "stand-in-secret",
    CONNECT_TOKEN_KEY: crypto.randomBytes(32).toString("hex"),
  });
  // signIn() reads the sign-in code from this server's log.
  runLog = process.env.E2E_SERVER_LOG;
  process.env.E2E_SERVER_LOG = server.logPath;
  browser = await launchBrowser();
  admin = await newPage(browser, { serverUrl: server.baseUrl });
  await admin.emulateMedia({ reducedMotion: "reduce" });
  await signIn(admin, "admin@example.com");
  await admin.waitForURL(/\/matters\/$/);
});
afterAll(async () => {
  await browser?.close();
  if (runLog === undefined) delete process.env.E2E_SERVER_LOG;
  else process.env.E2E_SERVER_LOG = runLog;
  await server?.stop();
  await standin?.close();
});

/** The value beside a label of a details list. */
const detail = (within: Locator, label: string) =>
  within
    .locator("dt")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");

/** A step of a demo proceeding's tracking, as the API answers it to the administrator. */
async function demoStep(page: Page) {
  const base = `/api/dbbw/matters/${matterId}/proceedings`;
  const list = (await (await page.request.get(`${base}?size=100`)).json()) as { items: { id: number }[] };
  for (const { id } of list.items) {
    const { trackingId } = await (await page.request.get(`${base}/${id}/tracking/available`)).json();
    if (!trackingId) continue;
    const tracking = await (await page.request.get(`${base}/${id}/tracking/${trackingId}`)).json();
    const step = tracking.proceduralSteps[0];
    if (step) return `/matters/${matterId}/proceedings/${id}/tracking/${trackingId}/${step.id}`;
  }
  throw new Error("no demo proceeding has a tracking with steps");
}

/** Opens the step's dialog from its address; answers the dialog. */
async function openStep(page: Page, stepPath: string): Promise<Locator> {
  await page.goto(stepPath);
  const dialog = page.getByRole("dialog", { name: /^Procedural step \d+$/ });
  await shown(dialog);
  return dialog;
}

async function uploadPdf(page: Page, dialog: Locator, name: string) {
  await dialog.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: "application/pdf",
    buffer: pdfFile(name),
  });
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  await shown(alert(page, "Document has been uploaded"));
}

const documentItem = (dialog: Locator, name: string) =>
  dialog.getByRole("list", { name: "Documents" }).getByRole("listitem").filter({ hasText: name });

/** The copy state of each named document of the step, as the API answers it now. */
async function copyStates(page: Page, stepPath: string, names: string[]) {
  const stepId = Number(stepPath.split("/").pop());
  const tracking = await page.request.get(`/api/dbbw${stepPath.replace(/\/\d+$/, "")}`);
  const { proceduralSteps } = (await tracking.json()) as {
    proceduralSteps: { id: number; attachedDocuments: { items: StoredDocument[] } }[];
  };
  const documents = proceduralSteps.find((step) => step.id === stepId)?.attachedDocuments.items ?? [];
  return names.map((name) => documents.find((document) => document.name === name)?.connectCopy?.status);
}

/**
 * Waits until the named documents' copies are in `state` (the copy runs in the background, and an
 * open step does not refresh), then reopens the step to show them.
 */
async function reopenOnceCopies(page: Page, stepPath: string, state: DocumentStatus, names: string[]) {
  await expect
    .poll(() => copyStates(page, stepPath, names), { timeout: 30_000, interval: 100 })
    .toEqual(names.map(() => state));
  return openStep(page, stepPath);
}

describe("Connect", () => {
  it("an administrator authorises Connect from its settings page and comes back with a token", async () => {
    await admin.getByRole("button", { name: "Open menu" }).click();
    await admin
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Connect settings" })
      .click();
    await admin.waitForURL(/\/connect-settings$/);
    const token = admin.getByRole("region", { name: "Connect token" });
    await shown(detail(token, "Authenticated").getByText("No", { exact: true }));
    expect(await detail(token, "Token").textContent()).toBe("-");

    await token.getByRole("button", { name: "Refresh token" }).click();
    await admin.waitForURL((url) => url.href.startsWith(standin.baseUrl));
    await shown(admin.getByRole("heading", { name: "Allow access" }));
    await admin.getByRole("button", { name: "Allow" }).click();

    await admin.waitForURL(/\/connect-settings$/);
    await shown(alert(admin, "Connect has been authorised"));
    await shown(detail(token, "Authenticated").getByText("Yes", { exact: true }));
    expect(await detail(token, "Token").textContent()).toMatch(/^\S{4}\*{8}\S{4}$/);
    expect(await detail(token, "Refresh token").textContent()).toMatch(/^\S{4}\*{8}\S{4}$/);
    expect(await detail(token, "Expires on").textContent()).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  });

  it("copies a PDF uploaded to a step to Connect: in progress, then done", async () => {
    const stepPath = await demoStep(admin);
    const name = `Connect copy ${unique}.pdf`;
    // The stand-in answers slowly, so the copy is still on its way when the list reloads.
    await standinBehaviour({ uploadDelayMs: 3000 });
    const dialog = await openStep(admin, stepPath);
    await uploadPdf(admin, dialog, name);
    // Stored at once; the copy is its own state under its caption.
    const item = documentItem(dialog, name);
    await shown(item.getByText("Stored", { exact: true }));
    await shown(item.getByText("Connect", { exact: true }));
    await shown(item.getByText("Upload in progress"));
    await standinBehaviour({ uploadDelayMs: 0 });

    const after = await reopenOnceCopies(admin, stepPath, "SUCCEEDED", [name]);
    await shown(documentItem(after, name).getByText("Uploaded", { exact: true }));
    expect(await documentItem(after, name).getByText("Upload failed").count()).toBe(0);
    expect(await documentItem(after, name).getByText("Stored", { exact: true }).count()).toBe(1);
    const files = (await (await fetch(`${standin.baseUrl}/_standin/files`)).json()) as { filename: string }[];
    expect(files.map((file) => file.filename)).toContain(name);
    await after.getByRole("button", { name: "Cancel" }).click();
  });

  it("shows why a copy failed, lists it on the matter with a link to its step, and retries it", async () => {
    const stepPath = await demoStep(admin);
    const name = `Connect refused ${unique}.pdf`;
    const other = `Connect refused too ${unique}.pdf`;
    const reason = `The folder is read-only ${unique}`;
    await standinBehaviour({ failUploads: "always", failStatus: 400, failReason: reason });
    const dialog = await openStep(admin, stepPath);
    await uploadPdf(admin, dialog, name);
    await uploadPdf(admin, dialog, other);
    const failed = await reopenOnceCopies(admin, stepPath, "FAILED", [name, other]);
    await shown(documentItem(failed, name).getByText("Upload failed"));
    await shown(documentItem(failed, other).getByText("Upload failed"));
    // Still stored and downloadable; the copy says why it failed.
    const item = documentItem(failed, name);
    await shown(item.getByText("Stored", { exact: true }));
    await shown(item.getByRole("link", { name }));
    await shown(item.getByText(reason));
    await failed.getByRole("button", { name: "Cancel" }).click();

    await standinBehaviour({ failUploads: 0 });
    await admin.goto(`/matters/${matterId}/`);
    const connect = admin.getByRole("region", { name: "Connect", exact: true });
    await shown(connect.getByText("2 copies failed"));
    const listed = connect
      .getByRole("list", { name: "Failed copies" })
      .getByRole("listitem")
      .filter({ hasText: name });
    await shown(listed.getByText(reason));
    // The link opens the step holding the document, where its own Retry copies it.
    await listed.getByRole("link").click();
    await admin.waitForURL((url) => url.pathname === stepPath);
    const step = admin.getByRole("dialog", { name: /^Procedural step \d+$/ });
    await shown(step);
    await documentItem(step, name)
      .getByRole("button", { name: `Retry the copy of ${name} to Connect` })
      .click();
    await shown(alert(admin, "The document is being copied to Connect again"));
    const retried = await reopenOnceCopies(admin, stepPath, "SUCCEEDED", [name]);
    await shown(documentItem(retried, name).getByText("Uploaded", { exact: true }));

    await admin.goto(`/matters/${matterId}/`);
    await shown(connect.getByText("1 copy failed"));
    await connect.getByRole("button", { name: "Retry failed copies" }).click();
    await shown(alert(admin, "1 document is being copied to Connect again"));
    const retriedToo = await reopenOnceCopies(admin, stepPath, "SUCCEEDED", [other]);
    await shown(documentItem(retriedToo, other).getByText("Uploaded", { exact: true }));
  });
});
