// Every page and dialog the browser tests show is checked with axe-core, without a call in the tests.
// A state is a route (its path with the ids left out, plus the selected tabs) or an open dialog (its
// title). Each state is checked once per run for each signed-in user (each sees their own buttons
// and data), viewport width (a phone has its own layout) and server: the first time a test acts on
// a page (a click, a fill, a key, a goto...) in a state the run has not checked so, the page is let
// settle and checked before the action goes on; the state a test leaves is checked after it
// (support/setup.ts) or before its context closes. (Checking each sight of a state again, as each
// new page did, took about a third of the run.)
// A dialog is also checked as soon as it opens, even when the test never acts in it (it only reads
// it, or it closes by itself): the page tells the tracker (watchDialogs), which settles and checks
// it while the test reads, and holds the test's next action until the check is done. A finding
// fails that action. Checking between the test's actions, never beside them, keeps the check from
// racing with what the test does.
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { expectAccessible } from "./accessibility";
import { settled } from "./settled";

/** Each open page's record of the states checked: the run's, or its own (checkStatesAgain). */
const checkedOn = new Map<Page, Set<string>>();
/** The states the run has checked, in any test file (files run one after another): read from the
 * run's log on first use in this worker, then kept as it checks. */
let checkedInRun: Set<string> | undefined;
/** Each page's check of a dialog that opened, which its next action waits for. */
const dialogChecks = new Map<Page, Promise<void>>();

const locatorActions = [
  "blur",
  "check",
  "clear",
  "click",
  "dblclick",
  "dragTo",
  "fill",
  "focus",
  "hover",
  "press",
  "pressSequentially",
  "selectOption",
  "setChecked",
  "setInputFiles",
  "tap",
  "type",
  "uncheck",
];
let locatorsPatched = false;

/** Runs `before` ahead of each of these methods of `target`. */
function prefix<T extends object>(target: T, names: string[], before: (self: T) => Promise<void>) {
  const methods = target as unknown as Record<string, (this: T, ...args: unknown[]) => Promise<unknown>>;
  for (const name of names) {
    const original = methods[name];
    if (!original) throw new Error(`Playwright has no method ${name} to check before`);
    methods[name] = async function (this: T, ...args: unknown[]) {
      await before(this);
      return original.apply(this, args);
    };
  }
}

/**
 * Makes the pages of this context say when a dialog opens (call before its first page): a script
 * that runs before the app's own watches for a newly shown dialog and calls the tracker, which
 * checks it (checkOpenedDialog).
 */
export async function watchDialogs(context: BrowserContext) {
  await context.exposeBinding("dialogOpened", ({ page }: { page: Page }) => {
    const previous = dialogChecks.get(page) ?? Promise.resolve();
    const check = previous.catch(() => undefined).then(() => checkOpenedDialog(page));
    // The test meets a finding at its next action (afterAction), not as a stray rejection.
    check.catch(() => undefined);
    dialogChecks.set(page, check);
  });
  await context.addInitScript(() => {
    const shownDialog = () =>
      [...document.querySelectorAll("[role='dialog'], [role='alertdialog']")]
        .filter(
          (element) =>
            element.closest("[aria-hidden='true']") === null && element.getClientRects().length > 0,
        )
        .pop();
    let last: Element | undefined;
    const notice = () => {
      const dialog = shownDialog();
      if (dialog && dialog !== last)
        (window as unknown as { dialogOpened: () => Promise<void> }).dialogOpened().catch(() => undefined);
      last = dialog;
    };
    const observer = new MutationObserver(notice);
    const start = () =>
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ["aria-hidden", "role"],
      });
    if (document.body) start();
    else document.addEventListener("DOMContentLoaded", start);
  });
}

/** Checks a dialog that just opened, unless it has closed again or was checked before. */
async function checkOpenedDialog(page: Page) {
  try {
    if (!checkedOn.has(page) || page.isClosed()) return;
    if (!(await lookAt(page))?.state.startsWith("dialog")) return;
    await checkAccessibility(page);
  } catch (error) {
    // A page that closed meanwhile has nothing left to check.
    if (!page.isClosed()) throw error;
  }
}

/** Waits for the check of a dialog that opened on this page, failing with its findings. */
async function dialogCheckOf(page: Page) {
  const check = dialogChecks.get(page);
  if (!check) return;
  dialogChecks.delete(page);
  await check;
}

/** Before an action: the opened dialog's check, then the state the page is in. */
async function beforeAction(page: Page) {
  await dialogCheckOf(page);
  await checkAccessibility(page);
}

/** Checks the states this page (of a context made by newPage) shows from now on. */
export function checkEveryState(context: BrowserContext, page: Page) {
  checkedOn.set(page, runChecks());
  page.on("close", () => {
    checkedOn.delete(page);
    dialogChecks.delete(page);
  });
  if (!locatorsPatched) {
    // Locators are made afresh for every step, so their shared prototype is where actions start.
    const locatorPrototype: Locator = Object.getPrototypeOf(page.locator(":root"));
    prefix(locatorPrototype, locatorActions, (locator) => beforeAction(locator.page()));
    locatorsPatched = true;
  }
  const here = () => beforeAction(page);
  prefix(page.keyboard, ["press", "type", "insertText"], here);
  prefix(page.mouse, ["click", "dblclick"], here);
  prefix(page, ["goto", "reload", "goBack", "goForward", "close"], here);
  prefix(context, ["close"], here);
}

/**
 * Makes this page check every state it shows, though the run checked it before, and keep its checks
 * out of the run's record: for the tests of the tracker itself, which plant findings in pages.
 */
export function checkStatesAgain(page: Page) {
  checkedOn.set(page, new Set());
}

/** The run's record of the states checked (checkedInRun), read on first use. */
function runChecks(): Set<string> {
  if (!checkedInRun) {
    const log = process.env.E2E_ACCESSIBILITY_LOG ?? "";
    const lines = fs.existsSync(log) ? fs.readFileSync(log, "utf8").trim().split("\n") : [];
    const keys = lines.map((line) => (JSON.parse(line) as { key?: string }).key);
    checkedInRun = new Set(keys.filter((key) => key !== undefined));
  }
  return checkedInRun;
}

/** Checks the state each open page is in (after a test). */
export async function checkOpenPages() {
  for (const page of checkedOn.keys()) await beforeAction(page);
}

/**
 * Checks the state the page shows, once it has settled, unless it was checked before (by the run, for
 * this user, width and server). A state already checked is passed at once, on a first look that
 * needs no waiting.
 */
export async function checkAccessibility(page: Page) {
  const checked = checkedOn.get(page);
  if (!checked || page.isClosed() || !/^https?:/.test(page.url())) return;
  const glance = await lookAt(page);
  if (glance === undefined || checked.has(glance.key)) return;
  const start = performance.now();
  await settled(page);
  const look = await lookAt(page);
  if (look === undefined || checked.has(look.key)) return;
  checked.add(look.key);
  try {
    await expectAccessible(page, look.state);
  } finally {
    record(look, checked === checkedInRun, performance.now() - start);
  }
}

/**
 * What the page shows (its state, with the ids left out), and the key it is checked under: the
 * state as this user sees it at this width on this server. Undefined while a menu or a list lies
 * over the page.
 */
async function lookAt(page: Page): Promise<{ state: string; key: string } | undefined> {
  const shown = await page.evaluate(shownIn);
  if (shown === null) return undefined;
  const url = new URL(page.url());
  const route = url.pathname
    .split("/")
    .map((segment) => (/^\d+$/.test(segment) ? ":id" : /^[a-z-]*$/.test(segment) ? segment : ":value"))
    .join("/");
  const state =
    "dialog" in shown
      ? `dialog "${withoutNumbers(shown.dialog)}"`
      : shown.tabs.length > 0
        ? `${route} [${shown.tabs.map(withoutNumbers).join(", ")}]`
        : route;
  const width = page.viewportSize()?.width;
  return { state, key: `${state} as ${shown.user || "a visitor"}, ${width} px wide, on ${url.origin}` };
}

const withoutNumbers = (text: string) => text.replace(/\d+/g, "#");

/**
 * In the page: the topmost open dialog's title, else the selected tabs, or null when a modal that is
 * no dialog (a menu, a select's list) hides the page (its `main` is aria-hidden); with the signed-in
 * user's e-mail address, as the app keeps it (apps/web/src/lib/session/active-user.ts).
 */
function shownIn(): (({ dialog: string } | { tabs: string[] }) & { user: string }) | null {
  let user = "";
  try {
    user = JSON.parse(localStorage.getItem("litfolio.activeUser") ?? "null")?.emailAddress ?? "";
  } catch {
    // Not the app's own storage: nobody is signed in.
  }
  const exposed = (element: Element) =>
    element.closest("[aria-hidden='true']") === null && element.getClientRects().length > 0;
  const dialog = [...document.querySelectorAll("[role='dialog'], [role='alertdialog']")]
    .filter(exposed)
    .pop();
  if (dialog) {
    const titles = (dialog.getAttribute("aria-labelledby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "");
    return { dialog: (titles.join(" ").trim() || dialog.getAttribute("aria-label")) ?? "", user };
  }
  if (document.querySelector("main")?.closest("[aria-hidden='true']")) return null;
  const tabs = [...document.querySelectorAll("[role='tab'][aria-selected='true']")].filter(exposed);
  return { tabs: tabs.map((tab) => tab.textContent?.trim() ?? ""), user };
}

/**
 * Notes the check in the run's log: for its summary (support/global-setup.ts prints it) and, with its
 * key, for the later test files to pass that state (a page checking again leaves no key: its
 * findings may be planted).
 */
function record(look: { state: string; key: string }, forRun: boolean, ms: number) {
  const log = process.env.E2E_ACCESSIBILITY_LOG;
  const file = path.basename(expect.getState().testPath ?? "");
  const key = forRun ? look.key : undefined;
  if (log)
    fs.appendFileSync(log, `${JSON.stringify({ file, state: look.state, key, ms: Math.round(ms) })}\n`);
}
