// The JavaScript each route of the web app loads on a first visit, from the build's chunks (no
// browser, so the figures do not move with the machine's load): how many files and how many KB the
// server sends (the brotli copies the build writes), against the targets of at most about 25 files
// for any page, 350 KB for any page and 200 KB for the login page (issue 30).
// A route's files are those the build lists for it (apps/web/route-preloads.ts: the entry's, the
// route's lazy imports' and the shell's lazy parts a signed-in page shows at once).
// Builds into a temporary directory: node bench/route-chunks.mjs
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { build } from "vite";

const KB = 1024;
const MAX_FILES = 25;
const web = path.resolve(import.meta.dirname, "../apps/web");
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-route-chunks-"));

try {
  await build({
    root: web,
    configFile: path.join(web, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true },
  });
  const preloads = JSON.parse(fs.readFileSync(path.join(outDir, ".vite/route-preloads.json"), "utf8"));
  const brotliSizes = new Map();
  const brotliSize = (file) => {
    if (!brotliSizes.has(file)) {
      const body = fs.readFileSync(path.join(outDir, file));
      const encoded = zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        },
      });
      brotliSizes.set(file, Math.min(encoded.length, body.length));
    }
    return brotliSizes.get(file);
  };
  let allMet = true;
  const rows = preloads.routes.map((route) => {
    const files = new Set([...preloads.entry, ...route.files]);
    const bytes = [...files].reduce((sum, file) => sum + brotliSize(file), 0);
    const limit = route.handle === "login" ? 200 * KB : 350 * KB;
    const met = files.size <= MAX_FILES && bytes <= limit;
    allMet &&= met;
    return { route, files: files.size, bytes, limit, met };
  });
  const width = Math.max(...rows.map(({ route }) => route.handle.length));
  for (const { route, files, bytes, limit, met } of rows) {
    console.log(
      `${route.handle.padEnd(width)}  ${String(files).padStart(3)} files (<= ${MAX_FILES})  ` +
        `${(bytes / KB).toFixed(1).padStart(6)} KB (<= ${limit / KB})  ${met ? "" : "MISSES"}`,
    );
  }
  console.log(`route chunks: ${allMet ? "every route meets its targets" : "a route misses its targets"}`);
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
