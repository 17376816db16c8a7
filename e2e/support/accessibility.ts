// WCAG 2.2 AA checks with axe-core, run inside the page as it is shown. axe's source is evaluated
// through the browser's debugging protocol, so the page's strict Content-Security-Policy (no inline
// script) stays on, as users get it.
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** What axe found at the first element, e.g. the colours and the contrast it measured. */
  firstFinding: string;
}

/** Each page's axe run under way: axe runs one at a time in a page, so a check waits for the last. */
const runs = new WeakMap<Page, Promise<unknown>>();

/** The page's WCAG A/AA violations, after any check of the page still under way. */
function violationsOn(page: Page): Promise<Violation[]> {
  const run = (runs.get(page) ?? Promise.resolve()).catch(() => undefined).then(() => axeViolations(page));
  runs.set(page, run);
  return run;
}

/** The page's WCAG A/AA violations, each with the first few elements it found. */
async function axeViolations(page: Page): Promise<Violation[]> {
  // A client-side navigation keeps the document, and with it axe from an earlier check.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    type AxeResult = {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[]; failureSummary?: string }[];
      }[];
    };
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags } });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
      firstFinding: violation.nodes[0]?.failureSummary ?? "",
    }));
  }, wcagTags);
}

const described = (violation: Violation) =>
  [
    `- ${violation.id} (${violation.impact}): ${violation.help}`,
    ...violation.targets,
    violation.firstFinding.replace(/\s*\n\s*/g, " "),
  ].join("\n    ");

/**
 * Fails with axe's findings (rule, help, the elements) when the page as it is now has any WCAG 2.2 A
 * or AA violation; `what` names the page in the message. Check a settled page (support/settled.ts).
 */
export async function expectAccessible(page: Page, what: string) {
  const violations = await violationsOn(page);
  if (violations.length > 0)
    throw new Error(
      `Accessibility (axe-core, WCAG 2.2 AA) of ${what} at ${page.url()}:\n${violations.map(described).join("\n")}`,
    );
}
