// WCAG 2.2 AA checks with axe-core, run inside the page as it is shown. axe's source is evaluated
// through the browser's debugging protocol, so the page's strict Content-Security-Policy (no inline
// script) stays on, as users get it.
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect } from "vitest";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** The page's WCAG A/AA violations, each with the first few elements it found. */
async function violationsOn(page: Page): Promise<Violation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    type AxeResult = {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    };
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags } });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
  }, wcagTags);
}

/**
 * Fails with axe's findings when the page as shown has any WCAG 2.2 A or AA violation. Checked once
 * transitions have ended: a dialog fading in (500 ms) has, for a moment, text of too little contrast.
 */
export async function expectAccessible(page: Page, what: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
  expect(await violationsOn(page), `accessibility of ${what}`).toEqual([]);
}
