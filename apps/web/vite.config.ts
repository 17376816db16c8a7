import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { routePreloadsPlugin } from "./route-preloads.ts";

// The server serves dist/ (apps/server/src/app.ts) with a strict CSP: no inline scripts, so nothing
// here may inline a <script>. Pages are lazy routes. Left to the bundler, a page came in up to 100
// small files (a shared module each), fetched six at a time over HTTP/1.1 with 0.7 KB of headers
// each; the groups below bring every page to a handful of long-cached chunks (issue 30;
// `node bench/route-chunks.mjs` prints each route's files and KB against the targets):
// - react: React, the router and TanStack Query, needed by every page and rarely updated;
// - app: everything the entry imports (the shell around every page), one chunk;
// - sign-in-forms and sign-in: the sign-in pages and all they import, so the login page loads
//   nothing only signed-in pages need (its budget: 200 KB); what of it leads to the form library
//   (react-hook-form) is apart, so a page without forms that shares the sign-in pages' fields (the
//   calendar) does not load the library;
// - route-loaders: the routes' loaders (pages/*-route.ts) and what they import, small, so a loader
//   starts its request before the pages' shared chunks have come;
// - forms and pages: what at least four pages or lazy parts share (tables, dialogs, fields), what
//   leads to the form library apart for the same reason; a lower count would put code most pages do
//   not use into every page, a higher one would split it into many small files.
// What one to three pages share, and each page's own code, stays in the bundler's own chunks. The
// groups picked by what their modules import take no dependencies along (those go where other
// pages' do): a chunk of code that does not lead to the form library never imports one that does,
// so the chunks import each other without cycles.
const FORM_LIBRARY = /node_modules[\\/](react-hook-form|@hookform)[\\/]/;
const SIGN_IN_PAGES = /src[\\/]features[\\/]auth[\\/]pages[\\/]/;
const OWN_CODE = /^(?!.*node_modules)/;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: string[]; importers: string[] } | null };

/**
 * Whether a module matches `test` or, following `links` through the app's own modules, leads to one
 * that does. Remembered per module for the build (a watch rebuild would only group less well).
 */
function leadsTo(test: RegExp, links: "importedIds" | "importers") {
  const known = new Map<string, boolean>();
  const holds = (id: string, graph: ModuleGraph): boolean => {
    if (test.test(id)) return true;
    if (!OWN_CODE.test(id)) return false;
    const seen = known.get(id);
    if (seen !== undefined) return seen;
    known.set(id, false); // a cycle leads nowhere new
    const result = (graph.getModuleInfo(id)?.[links] ?? []).some((next) => holds(next, graph));
    known.set(id, result);
    return result;
  };
  return holds;
}
const usesFormLibrary = leadsTo(FORM_LIBRARY, "importedIds");
const usedBySignInPages = leadsTo(SIGN_IN_PAGES, "importers");

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), routePreloadsPlugin()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the firm supports knows <link rel="modulepreload">; the polyfill is dead weight.
    modulePreload: { polyfill: false },
    // Inline assets would be data: URLs for scripts, which the CSP refuses; keep them as files.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
              priority: 3,
            },
            { name: "app", tags: ["$initial"], priority: 2 },
            {
              debugName: "sign-in-forms",
              name: (id, ctx) =>
                FORM_LIBRARY.test(id) || (usesFormLibrary(id, ctx) && usedBySignInPages(id, ctx))
                  ? "sign-in-forms"
                  : null,
              includeDependenciesRecursively: false,
              priority: 2,
            },
            { name: "sign-in", test: SIGN_IN_PAGES, priority: 2 },
            {
              name: "route-loaders",
              test: /src[\\/]features[\\/][\w-]+[\\/]pages[\\/][\w-]+-route\.ts$/,
              priority: 2,
            },
            {
              debugName: "forms",
              name: (id, ctx) => (usesFormLibrary(id, ctx) ? "forms" : null),
              minShareCount: 4,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            { name: "pages", minShareCount: 4, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    host: "127.0.0.1",
    proxy: { "/api": { target: "http://127.0.0.1:8080", changeOrigin: false } },
  },
});
