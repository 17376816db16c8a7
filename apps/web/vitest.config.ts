import { defineConfig } from "vitest/config";

// Unit tests of the web app's pure helpers (formatting, API error handling); journeys are e2e.
export default defineConfig({
  test: {
    name: "web",
    root: import.meta.dirname,
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "node",
    passWithNoTests: true,
    // A worker keeps its imports for its next file, as the server's do (apps/server/vitest.config.ts);
    // the one test that stubs a global (fetch) restores it, and the user and query cache, after each.
    isolate: false,
  },
});
