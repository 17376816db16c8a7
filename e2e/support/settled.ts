// Waiting until a page is still: what the accessibility checks look at must be the page as it ends
// up, never a moment of a render, a fetch, a debounce or a transition.
import type { BrowserContext, Page, Request } from "playwright-core";

/** Timers up to this long are work in progress (debounces, the matter signal, ripples); longer ones
 * are not (an alert's 6 s auto-hide, the query cache's clean-up). */
const SHORT_TIMER_MS = 2_000;
/** How long the DOM must stay unchanged, after everything above has ended. */
const QUIET_MS = 150;
const SETTLE_TIMEOUT_MS = 20_000;

const inFlight = new WeakMap<Page, { requests: Set<Request>; started: number }>();

/**
 * Makes the pages of this context countable: their requests in flight, and (through a script that
 * runs before the app's own) their pending short timers.
 */
export async function watchActivity(context: BrowserContext) {
  await context.addInitScript((shortTimerMs) => {
    const pending = new Set<unknown>();
    const { setTimeout: set, clearTimeout: clear } = window;
    window.setTimeout = ((handler: TimerHandler, delay = 0, ...args: unknown[]) => {
      if (typeof handler !== "function" || delay > shortTimerMs) return set(handler, delay, ...args);
      const id = set(() => {
        pending.delete(id);
        handler(...args);
      }, delay);
      pending.add(id);
      return id;
    }) as typeof setTimeout;
    window.clearTimeout = (id) => {
      pending.delete(id);
      clear(id);
    };
    Object.defineProperty(window, "pendingShortTimers", { value: () => pending.size });
  }, SHORT_TIMER_MS);
  context.on("page", watchRequests);
}

function watchRequests(page: Page) {
  const activity = { requests: new Set<Request>(), started: 0 };
  inFlight.set(page, activity);
  page.on("request", (request) => {
    activity.requests.add(request);
    activity.started += 1;
  });
  const done = (request: Request) => activity.requests.delete(request);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
}

/**
 * Resolves once the page is still: no request in flight, no short timer pending, no finite animation
 * running (a fading dialog has, for a moment, text of too little contrast; an endless spinner is not
 * waited for), and the DOM unchanged for a moment, all at once.
 */
export async function settled(page: Page) {
  const activity = inFlight.get(page);
  if (!activity) throw new Error("settled() needs a page of a context given to watchActivity()");
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const started = activity.started;
    const still =
      activity.requests.size === 0 &&
      (await page.evaluate(quietFor, QUIET_MS)) &&
      activity.requests.size === 0 &&
      activity.started === started;
    if (still) return;
    if (Date.now() > deadline)
      throw new Error(`${page.url()} did not settle within ${SETTLE_TIMEOUT_MS} ms (requests, timers, DOM)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** In the page: whether it stays without timers, animations and DOM changes for `quietMs`. */
function quietFor(quietMs: number): Promise<boolean> {
  const busy = () =>
    (window as unknown as { pendingShortTimers: () => number }).pendingShortTimers() > 0 ||
    document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === "running" && animation.effect?.getTiming().iterations !== Infinity,
      );
  if (busy()) return Promise.resolve(false);
  return new Promise((resolve) => {
    let changed = false;
    const observer = new MutationObserver(() => {
      changed = true;
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    setTimeout(() => {
      observer.disconnect();
      resolve(!changed && !busy());
    }, quietMs);
  });
}
