// Does every list fit a laptop? For each list page of the demo (signed in as the demo
// administrator, or as the demo lawyer where the administrator's default filter shows no rows), at 1366x768 and 1440x900: how wide the page is against the window (a page wider
// than its window scrolls sideways), how wide each table is against the box that holds it, and how
// many table rows the first screen shows. Also counts the missed deadlines each view marks on the
// demo matter in October 2026 (issue 27's "before": 11 on the tracking cards and calendar, 5 on the
// missed-deadlines page). Run after `npm run build`: node bench/laptop-fit.mjs
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumPath } from "../e2e/chromium.mjs";
import { signedInState, signIn, startServer } from "./server.mjs";

const laptops = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
];
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "Litfolio-demo-2026";
const october = { from: "2026-10-01", to: "2026-10-31" };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-bench-fit-"));
const server = await startServer({ dataDir, port: 18091 });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ["--no-sandbox", "--disable-gpu"],
});

/** The page's width, and each table's width against its scrolling box, once the page has rows. */
const measurePage = (page) =>
  page.evaluate(() => {
    const boxOf = (table) => {
      for (let node = table.parentElement; node; node = node.parentElement) {
        if (["auto", "scroll", "hidden"].includes(getComputedStyle(node).overflowX)) return node;
      }
      return document.documentElement;
    };
    const tables = [...document.querySelectorAll("table")].map((table) => ({
      label: table.getAttribute("aria-label") ?? table.querySelector("caption")?.textContent ?? "",
      width: Math.round(table.scrollWidth),
      box: Math.round(boxOf(table).clientWidth),
      rows: table.querySelectorAll("tbody tr").length,
      rowsOnScreen: [...table.querySelectorAll("tbody tr")].filter(
        (row) => row.getBoundingClientRect().bottom <= window.innerHeight,
      ).length,
      rowHeight: Math.round(table.querySelector("tbody tr")?.getBoundingClientRect().height ?? 0),
    }));
    return { pageWidth: document.documentElement.scrollWidth, window: window.innerWidth, tables };
  });

async function missedPerView(api, matterId) {
  const inOctober = (deadline) => deadline >= october.from && deadline <= october.to;
  const page = await api(`/dbbw/matters/${matterId}/proceduralsteps/missed?size=100`);
  const calendar = await api(
    `/dbbw/proceduralsteps?matterId=${matterId}&from=${october.from}&to=${october.to}`,
  );
  const proceedings = (await api(`/dbbw/matters/${matterId}/proceedings?size=100`)).items;
  let cards = 0;
  let cardsInOctober = 0;
  for (const proceeding of proceedings) {
    const base = `/dbbw/matters/${matterId}/proceedings/${proceeding.id}/tracking`;
    const { trackingId } = await api(`${base}/available`);
    if (trackingId === null) continue;
    const missed = (await api(`${base}/${trackingId}`)).proceduralSteps.filter((step) => step.missedDeadline);
    cards += missed.length;
    cardsInOctober += missed.filter((step) => inOctober(step.deadline)).length;
  }
  return {
    "tracking cards (all)": cards,
    "missed-deadlines page (all)": page.totalElements,
    "tracking cards (October 2026)": cardsInOctober,
    "calendar (October 2026)": calendar.items.filter((item) => item.missedDeadline).length,
    "missed-deadlines page (October 2026)": page.items.filter((item) => inOctober(item.step.deadline)).length,
  };
}

try {
  const cookie = await signIn(server, "admin@example.com", DEMO_PASSWORD);
  const lawyerCookie = await signIn(server, "lawyer@example.com", DEMO_PASSWORD);
  const api = async (apiPath) =>
    (await fetch(`${server.baseUrl}/api${apiPath}`, { headers: { cookie } })).json();
  const [matter] = (await api("/dbbw/matters")).items;
  const [proceeding] = (await api(`/dbbw/matters/${matter.id}/proceedings?size=1`)).items;
  const m = `/matters/${matter.id}`;
  const lists = [
    ["matters", "/matters/"],
    ["matter users", `${m}/?tab=users`],
    ["proceedings", `${m}/proceedings`],
    ["defendants (proceeding tab 1)", `${m}/proceedings/${proceeding.id}/1`],
    ["claimants (proceeding tab 2)", `${m}/proceedings/${proceeding.id}/2`],
    ["judgements (proceeding tab 3)", `${m}/proceedings/${proceeding.id}/3`],
    ["settlements (proceeding tab 4)", `${m}/proceedings/${proceeding.id}/4`],
    ["templates", `${m}/templates/`],
    ["overview", `${m}/overview`],
    ["work packages", `${m}/workpackage`],
    ["missed deadlines", `${m}/missed-deadlines`],
    ["activities (as the lawyer: assigned to me)", "/activities/", "lawyer"],
    ["calendar (list)", "/calendar/?view=list"],
    ["users", "/users/"],
  ];
  const pages = {
    admin: await (await browser.newContext({ storageState: await signedInState(server, cookie) })).newPage(),
    lawyer: await (
      await browser.newContext({ storageState: await signedInState(server, lawyerCookie) })
    ).newPage(),
  };
  for (const viewport of laptops) {
    for (const page of Object.values(pages)) await page.setViewportSize(viewport);
    console.log(`\n${viewport.width}x${viewport.height}`);
    for (const [title, url, user = "admin"] of lists) {
      const page = pages[user];
      await page.goto(`${server.baseUrl}${url}`, { waitUntil: "networkidle" });
      await page.locator("table tbody tr, [role=grid], main h1").first().waitFor();
      const { pageWidth, window, tables } = await measurePage(page);
      const tableText = tables.map(
        (t) =>
          `table ${t.width} px in ${t.box} px${t.width > t.box ? " (SCROLLS)" : ""}, ${t.rowsOnScreen} of ${t.rows} rows (${t.rowHeight} px high) on the first screen`,
      );
      console.log(
        `  ${title}: page ${pageWidth} px in ${window}${pageWidth > window ? " (SCROLLS SIDEWAYS)" : ""}; ${tableText.join("; ") || "no table"}`,
      );
    }
  }
  console.log("\nmissed deadlines on the demo matter per view (today is the server's UTC day):");
  for (const [view, count] of Object.entries(await missedPerView(api, matter.id)))
    console.log(`  ${view}: ${count}`);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
