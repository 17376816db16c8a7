// The JavaScript a browser loads to show the login page, gzipped: the entry, its imports and the
// lazy login route, exactly as Chromium fetched them. Target: <= 200 KB.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { chromiumPath } from "../e2e/chromium.mjs";
import { startServer } from "./server.mjs";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-bench-login-"));
const server = await startServer({ dataDir, port: 18083 });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
try {
  const page = await browser.newPage();
  const scripts = new Set();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.add(response.url());
  });
  await page.goto(`${server.baseUrl}/login`, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Login" }).waitFor();
  let raw = 0;
  let gzipped = 0;
  for (const url of scripts) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    raw += body.length;
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  console.log(
    `login page JavaScript: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KB, ${(gzipped / 1024).toFixed(1)} KB gzipped (target <= 200 KB)`,
  );
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
