// Debian's Chromium through playwright-core, with the flags this offline machine needs.
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { chromiumPath } from "../chromium.mjs";
import { checkEveryState, watchDialogs } from "./accessibility-tracker";
import { watchActivity } from "./settled";

export const baseUrl = () => process.env.E2E_BASE_URL ?? "";

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error("Chromium is not installed (apt-get install -y chromium)");
  return chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
    // playwright-core gives every launch a fresh, empty profile directory of its own.
  });
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** The run's server unless another is named (a test that starts its own). */
  serverUrl?: string;
  /** Cookies and local storage to start from (support/sessions.ts: a signed-in user's). */
  storageState?: string;
}

/**
 * A fresh browser context (own cookies and storage), as a new person at their own computer, on the
 * run's server or another. Every page and dialog it shows is checked with axe-core
 * (support/accessibility-tracker.ts).
 */
export async function newPage(
  browser: Browser,
  { viewport = { width: 1280, height: 860 }, serverUrl = baseUrl(), storageState }: PageOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: serverUrl, viewport, storageState });
  await watchActivity(context);
  await watchDialogs(context);
  const page = await context.newPage();
  checkEveryState(context, page);
  return page;
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(process.env.E2E_ARTIFACTS ?? ".", `${name}.png`), fullPage: true });
}
