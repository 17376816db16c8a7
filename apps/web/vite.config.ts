import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The server serves dist/ (apps/server/src/app.ts) with a strict CSP: no inline scripts, so nothing
// here may inline a <script>. The login page must stay small: pages are lazy routes, and React with
// the router and TanStack Query (needed by every page, rarely updated) is one long-cached vendor
// chunk; left to the bundler, TanStack Query's parts moved between small shared chunks whenever the
// route chunks changed, costing the login page a request or a kilobyte. MUI is left to the
// bundler's own splitting: a forced MUI group would drag components only later pages use into the
// first load.
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
