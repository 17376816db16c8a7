// The JavaScript each route of the web app loads on a first visit, from the build's chunks (no
// browser, so the figures do not move with the machine's load): how many files and how many KB the
// server sends (the brotli copies the build writes), against the targets of at most about 25 files
// for any page, 350 KB for any page and 200 KB for the login page (issue 30).
// A route loads the entry's static imports, each chunk its lazy route imports (router.tsx) with their
// static imports, and, for a signed-in user, the shell's lazy parts it shows at once (src/app/shell:
// the menu button, and the selected-matter loader on a route naming a matter; the drawer loads when
// first opened).
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

/** The routes of router.tsx: the path, the handle's name (printed), and the modules its `lazy` imports. */
function routesOf(routerSource) {
  return routerSource
    .split(/\bpath: /)
    .slice(1)
    .map((part) => ({
      path: /^"([^"]*)"|^paths\.(\w+)/.exec(part)?.slice(1).find(Boolean),
      handle: /handle: routeInfo\.(\w+)/.exec(part)?.[1],
      imports: [...part.matchAll(/import\("\.\.\/([^"]+)"\)/g)].map(([, module]) => `src/${module}`),
    }));
}

/** The routes someone signed out opens (authLevels NONE in route-info.ts). */
function signedOutHandles(routeInfoSource) {
  return new Set([...routeInfoSource.matchAll(/^ {2}(\w+): \{[^}]*"NONE"/gm)].map(([, name]) => name));
}

try {
  const [output] = [
    await build({
      root: web,
      configFile: path.join(web, "vite.config.ts"),
      logLevel: "warn",
      build: { outDir, emptyOutDir: true },
    }),
  ].flat();
  const chunks = new Map(
    output.output.filter((file) => file.type === "chunk").map((chunk) => [chunk.fileName, chunk]),
  );
  /** The chunk holding a source module, named without its extension (src/app/shell/MenuButton). */
  const chunkOf = (module) => {
    const modulePath = path.join(web, module);
    const chunk = [...chunks.values()].find((candidate) =>
      candidate.moduleIds.some((id) => id.replace(/\.tsx?$/, "") === modulePath),
    );
    if (!chunk) throw new Error(`no chunk holds ${module}: was it renamed?`);
    return chunk.fileName;
  };
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
  const addClosure = (file, files) => {
    if (files.has(file)) return files;
    files.add(file);
    for (const imported of chunks.get(file).imports) addClosure(imported, files);
    return files;
  };

  const source = (file) => fs.readFileSync(path.join(web, "src", file), "utf8");
  const signedOut = signedOutHandles(source("app/route-info.ts"));
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry).fileName;
  const signedInShell = [chunkOf("src/app/shell/MenuButton")];
  const matterShell = [chunkOf("src/app/shell/SelectedMatterLoader")];

  let allMet = true;
  const rows = routesOf(source("app/router.tsx")).map((route) => {
    const isSignedOut = signedOut.has(route.handle);
    const roots = [
      entry,
      ...route.imports.map(chunkOf),
      ...(isSignedOut ? [] : signedInShell),
      ...(!isSignedOut && route.path.includes(":matterId") ? matterShell : []),
    ];
    const files = roots.reduce((loaded, file) => addClosure(file, loaded), new Set());
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
