import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The server serves dist/ (apps/server/src/app.ts) with a strict CSP: no inline scripts, so nothing
// here may inline a <script>. Pages are lazy routes. Left to the bundler, a page came in up to 100
// small files (a shared module each), fetched six at a time over HTTP/1.1 with 0.7 KB of headers
// each; the groups below bring every page to a handful of long-cached chunks (issue 30;
// `node bench/route-chunks.mjs` prints each route's files and KB against the targets):
// - react: React, the router and TanStack Query, needed by every page and rarely updated;
// - app: everything the entry imports (the shell around every page), one chunk;
// - sign-in: the sign-in pages and all they import, so the login page loads nothing a signed-in
//   page needs and stays small (budget 200 KB); signed-in pages load it too (forms, fields);
// - route-loaders: the routes' loaders (pages/*-route.ts) and what they import, small, so a loader
//   starts its request before the pages' shared chunk has come;
// - pages: what at least four pages or lazy parts share (tables, forms, dialogs); fewer would put
//   code most pages do not use into every page, more would split it into many small files.
// What one to three pages share, and each page's own code, stays in the bundler's own chunks.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
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
            { name: "sign-in", test: /src[\\/]features[\\/]auth[\\/]pages[\\/]/, priority: 2 },
            {
              name: "route-loaders",
              test: /src[\\/]features[\\/][\w-]+[\\/]pages[\\/][\w-]+-route\.ts$/,
              priority: 2,
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
