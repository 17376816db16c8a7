import { defineConfig } from "vitest/config";

// Unit tests of the web app's pure helpers (formatting, API error handling); journeys are e2e.
export default defineConfig({
  test: {
    name: "web",
    root: import.meta.dirname,
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "node",
    passWithNoTests: true,
  },
});
