// The daily digest over real SMTP (issue 18): the product runs with SMTP_URL pointed at a local
// sink; a lawyer chooses 00:00 for the digest on the Notifications page, today's digest arrives at
// once, its links open the tracking step and the activity it names, and its unsubscribe link,
// opened signed out, switches the digest off after a click.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "../support/browser";
import { alert, DEMO_PASSWORD, shown, signIn } from "../support/journeys";
import { type PrintedMail, waitForMail } from "../support/mail";
import { type RunningServer, startServer } from "../support/server";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";

const emailAddress = "lawyer@example.com";

let browser: Browser;
let sink: SmtpSink;
let server: RunningServer;
let page: Page;
let digest: PrintedMail;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServer({ SMTP_URL: sink.url });
  browser = await launchBrowser();
  page = await newPage(browser, { serverUrl: server.baseUrl });
  await signIn(page, emailAddress, DEMO_PASSWORD, sink);
}, 120_000);
afterAll(async () => {
  await browser.close();
  await server.stop();
  await sink.close();
});

/** The links of the digest's lines in a section, in order. */
const linksAfter = (mail: PrintedMail, heading: string) => {
  const section = mail.body.slice(mail.body.indexOf(heading)).split("\n\n")[0] ?? "";
  return [...section.matchAll(/^ {2}(http\S+)$/gm)].map((match) => match[1] ?? "");
};

describe("the daily digest", () => {
  it("arrives over SMTP once the user's hour has come", async () => {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Notifications" }).click();
    const form = page.getByRole("form", { name: "Notification settings" });
    await shown(form);
    await form.getByRole("combobox", { name: "Send at" }).click();
    await page.getByRole("option", { name: "00:00" }).click();
    await form.getByRole("button", { name: "Save" }).click();
    await shown(alert(page, "Notification settings have been saved"));
    // Midnight has come: today's digest goes at once (or went already, if the day's run was first).
    digest = await waitForMail(emailAddress, 0, /^Litfolio: your deadlines for /, {
      mailbox: sink,
      timeoutMs: 30_000,
    });
    expect(digest.body).toContain("Deadlines and court hearings in the next 14 days");
    expect(digest.body).toContain("Your activities due in the next 7 days or overdue");
  });

  it("links to the tracking step and the activity it names", async () => {
    const [step] = linksAfter(digest, "Deadlines and court hearings in the next 14 days");
    expect(step?.startsWith(`${server.baseUrl}/matters/1/proceedings/`)).toBe(true);
    await page.goto(step ?? "");
    // The step opens in its dialog over the tracking page.
    await shown(page.getByRole("dialog", { name: /^Procedural step \d+$/ }));
    // "- Sat 28 Nov 2026 · NLD001 · {step title} ({matter}) · Client deadline": that step.
    const line = digest.body.split("\n").find((text) => text.startsWith("- ")) ?? "";
    const title = (line.split(" · ")[2] ?? "").replace(/ \(Trucks cartel damages claims\)$/, "");
    expect(await page.getByRole("dialog").getByLabel("Title").inputValue()).toBe(title);

    const [activity] = linksAfter(digest, "Your activities due in the next 7 days or overdue");
    await page.goto(activity ?? "");
    await shown(page.getByRole("heading", { level: 1 }));
    expect(new URL(page.url()).pathname).toMatch(/^\/activities\/\d+$/);
  });

  it("stops the digest from its unsubscribe link, without signing in", async () => {
    const link = /Stop the daily digest: (\S+)/.exec(digest.body)?.[1] ?? "";
    const stranger = await newPage(browser, { serverUrl: server.baseUrl });
    await stranger.goto(link);
    await shown(stranger.getByText("Stop the daily digest for l***@example.com?"));
    await stranger.getByRole("button", { name: "Unsubscribe" }).click();
    await shown(stranger.getByText("You will no longer receive the daily digest."));
    await stranger.close();

    await page.goto("/notifications");
    const form = page.getByRole("form", { name: "Notification settings" });
    await shown(form);
    expect(await form.getByRole("switch", { name: "Daily digest" }).isChecked()).toBe(false);
  });
});
