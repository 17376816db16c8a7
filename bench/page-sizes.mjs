// What Chromium transfers to show every main page on a first visit (empty cache) and on a repeat
// visit, and when it paints: the login page, then signed in as the demo administrator the dashboard,
// the matters, a matter, its proceedings, a proceeding, a tracking of 40 steps, the templates, the
// overview, the work packages, the missed deadlines, the activities, an activity, the calendar (the
// most script: FullCalendar and the date picker of its "Go to date" field), the notifications and
// the users.
// Bytes are the Chrome DevTools Protocol's encodedDataLength of every request of the page (headers
// and the body as sent, compressed or not), the scripts among them counted apart, from one counted
// first and repeat visit; first paint (FCP: the shell) and LCP are the paint entries' starts, the
// medians of RUNS first visits (a new browser context each) and of the repeat visit in each of those
// contexts. Targets: scripts of the login page <= 200 KB, of any page <= 350 KB, LCP <= 1.0 s.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumPath } from "../e2e/chromium.mjs";
import { signedInState, signIn, startServer } from "./server.mjs";

const RUNS = 5;
const KB = 1024;
const DEMO_ADMIN = "admin@example.com";
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "Litfolio-demo-2026";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-bench-pages-"));
const server = await startServer({ dataDir, port: 18083 });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});

/**
 * Counts the bytes of the page's requests, and those that went over the network (not from the
 * cache); the same for its scripts.
 */
async function countTransfers(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const totals = { bytes: 0, requests: 0, scriptBytes: 0, scripts: 0 };
  const scriptRequests = new Set();
  cdp.on("Network.responseReceived", ({ requestId, type }) => {
    if (type === "Script") scriptRequests.add(requestId);
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    totals.bytes += encodedDataLength;
    if (encodedDataLength > 0) totals.requests += 1;
    if (scriptRequests.has(requestId) && encodedDataLength > 0) {
      totals.scriptBytes += encodedDataLength;
      totals.scripts += 1;
    }
  });
  return totals;
}

/** The first contentful paint's start in seconds since the navigation began. */
const firstPaint = (page) =>
  page.evaluate(
    () => (performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN) / 1000,
  );

/** The last 'largest-contentful-paint' entry's start in seconds since the navigation began. */
const largestContentfulPaint = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime / 1000)).observe({
          type: "largest-contentful-paint",
          buffered: true,
        });
        setTimeout(() => resolve(Number.NaN), 3000);
      }),
  );

/** One visit until the page shows `ready` and the network rests; the bytes when `counted`. */
async function visit(page, { url, ready }, { counted }) {
  const totals = counted ? await countTransfers(page) : undefined;
  await page.goto(`${server.baseUrl}${url}`, { waitUntil: "networkidle" });
  await ready(page).first().waitFor();
  return { ...totals, fcp: await firstPaint(page), lcp: await largestContentfulPaint(page) };
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Bytes of one first and one repeat visit; first paint and LCP of RUNS other first visits and of the
 * repeat visit after each, without the DevTools network domain (it slows every request).
 * `signedIn`: the browser state of someone who signed in before (session cookie and stored user).
 */
async function measure({ signedIn, ...page }) {
  const newContext = () =>
    browser.newContext({ viewport: { width: 1440, height: 900 }, storageState: signedIn });
  const counting = await newContext();
  const first = await visit(await counting.newPage(), page, { counted: true });
  const repeat = await visit(await counting.newPage(), page, { counted: true });
  await counting.close();
  const cold = [];
  const warm = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await newContext();
    cold.push(await visit(await context.newPage(), page, { counted: false }));
    warm.push(await visit(await context.newPage(), page, { counted: false }));
    await context.close();
  }
  return {
    first,
    repeat,
    fcp: median(cold.map(({ fcp }) => fcp)),
    lcp: median(cold.map(({ lcp }) => lcp)),
    repeatLcp: median(warm.map(({ lcp }) => lcp)),
  };
}

/** A new tracking of 40 dated steps on the first demo proceeding without one (through the API). */
async function trackingOfFortySteps(cookie, matter, proceedings) {
  const call = async (method, apiPath, body) => {
    const response = await fetch(`${server.baseUrl}/api/dbbw/matters/${matter.id}${apiPath}`, {
      method,
      headers: { cookie, origin: server.baseUrl, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  for (const candidate of proceedings) {
    const path = `/proceedings/${candidate.id}/tracking`;
    const { trackingId } = await (
      await fetch(`${server.baseUrl}/api/dbbw/matters/${matter.id}${path}/available`, { headers: { cookie } })
    ).json();
    if (trackingId !== null) continue;
    const created = await call("POST", path, { templateId: null });
    const proceduralSteps = Array.from({ length: 40 }, (_, index) => ({
      title: `Procedural step ${index + 1}`,
      description: "Filed with the court registry; copy to the client.",
      deadline: new Date(Date.UTC(2026, 0, 5 + index * 14)).toISOString().slice(0, 10),
      courtHearing: index % 5 === 0,
    }));
    return call("PUT", `${path}/${created.id}`, { proceduralSteps, version: created.version });
  }
  throw new Error("every demo proceeding has a tracking");
}

try {
  const cookie = await signIn(server, DEMO_ADMIN, DEMO_PASSWORD);
  const api = async (apiPath) =>
    (await fetch(`${server.baseUrl}/api${apiPath}`, { headers: { cookie } })).json();
  const signedIn = await signedInState(server, cookie);
  const [matter] = (await api("/dbbw/matters")).items;
  const proceedings = (await api(`/dbbw/matters/${matter.id}/proceedings?size=100`)).items;
  const [proceeding] = proceedings;
  const tracking = await trackingOfFortySteps(cookie, matter, proceedings);
  const [activity] = (await api("/dbbw/activities?statuses=&size=1")).items;

  /** The page's title; any when `name` is not given. */
  const heading = (name) => (page) => page.getByRole("heading", name ? { level: 1, name } : { level: 1 });
  const inMatter = (pathInMatter) => `/matters/${matter.id}${pathInMatter}`;
  const pages = [
    {
      title: "login",
      limit: 200 * KB,
      url: "/login",
      ready: (page) => page.getByRole("button", { name: "Login" }),
    },
    ...[
      { title: "dashboard", url: "/", ready: heading() },
      {
        title: "matters",
        url: "/matters/",
        ready: (page) => page.getByRole("link", { name: matter.name, exact: true }),
      },
      { title: "matter", url: inMatter("/"), ready: heading() },
      {
        title: "proceedings",
        url: inMatter("/proceedings"),
        ready: (page) => page.getByRole("link", { name: proceeding.proceedingCode, exact: true }),
      },
      {
        title: "proceeding",
        url: inMatter(`/proceedings/${proceeding.id}`),
        ready: heading(proceeding.proceedingCode),
      },
      {
        title: "tracking (40 steps)",
        url: inMatter(`/proceedings/${tracking.proceeding.id}/tracking/${tracking.id}`),
        ready: heading(`Tracking for Proceedings ${tracking.proceeding.code}`),
      },
      { title: "templates", url: inMatter("/templates/"), ready: heading("Templates") },
      { title: "overview", url: inMatter("/overview"), ready: (page) => page.getByRole("table") },
      { title: "work packages", url: inMatter("/workpackage"), ready: heading("Work Packages") },
      {
        title: "missed deadlines",
        url: inMatter("/missed-deadlines"),
        ready: (page) => page.getByRole("table", { name: "Missed deadlines" }),
      },
      {
        title: "activities",
        url: "/activities/",
        ready: (page) => page.getByRole("table", { name: "Activities" }),
      },
      { title: "activity", url: `/activities/${activity.id}`, ready: heading(activity.title) },
      {
        title: "calendar",
        url: "/calendar/",
        ready: (page) => page.getByRole("button", { name: /^Choose date/ }),
      },
      { title: "notifications", url: "/notifications", ready: heading("Notifications") },
      { title: "users", url: "/users/", ready: (page) => page.getByRole("table") },
    ].map((page) => ({ ...page, limit: 350 * KB, signedIn })),
  ];
  let allMet = true;
  for (const { title, limit, ...page } of pages) {
    const { first, repeat, fcp, lcp, repeatLcp } = await measure(page);
    const met = first.scriptBytes <= limit && lcp <= 1.0 && repeatLcp <= 1.0;
    allMet &&= met;
    console.log(
      `${title}: scripts ${(first.scriptBytes / KB).toFixed(1)} KB in ${first.scripts} (target <= ${limit / KB} KB), ` +
        `all ${(first.bytes / KB).toFixed(1)} KB in ${first.requests} requests on a first visit, ` +
        `${(repeat.bytes / KB).toFixed(1)} KB in ${repeat.requests} on a repeat visit; ` +
        `first paint ${fcp.toFixed(2)} s, LCP ${lcp.toFixed(2)} s first, ${repeatLcp.toFixed(2)} s repeat ` +
        `(medians of ${RUNS}, target <= 1.0 s): ${met ? "meets the targets" : "MISSES the targets"}`,
    );
  }
  // LCP depends on the CPU: a busy machine makes it longer.
  const load = os.loadavg()[0].toFixed(1);
  console.log(
    `page delivery: ${allMet ? "every page meets its targets" : "a page misses its targets"} (load average ${load} on ${os.availableParallelism()} cores)`,
  );
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
