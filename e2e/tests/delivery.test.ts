// The route's scripts come with its HTML: the server names them in a `Link: rel=modulepreload`
// header (apps/server/src/http/delivery.ts, from the build's list), and Chromium fetches them while
// it reads the entry. Checked on the built files: each named file exists, and the browser loaded it.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("each route's scripts are preloaded with its HTML", () => {
  it.each([
    ["/login", /\/assets\/sign-in-[\w-]+\.js$/],
    ["/calendar/", /\/assets\/CalendarPage-[\w-]+\.js$/],
  ])("%s", async (url, pageChunk) => {
    const page = await newPage(browser);
    const response = await page.goto(url);
    const files = [...(response?.headers().link ?? "").matchAll(/<([^>]+)>; rel=modulepreload/g)].map(
      ([, file]) => file ?? "",
    );
    expect(files.some((file) => pageChunk.test(file))).toBe(true);
    for (const file of files) {
      const script = await page.request.get(file);
      expect(script.status(), file).toBe(200);
      expect(script.headers()["content-type"]).toMatch(/javascript/);
    }
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
    );
    expect(loaded).toEqual(expect.arrayContaining(files));
    await page.context().close();
  });
});
