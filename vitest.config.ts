import { defineConfig } from "vitest/config";

// Unit and API integration tests; browser tests have their own config in e2e/.
export default defineConfig({
  test: {
    // Two cores: two test files at a time. One number for every project keeps them in one group,
    // so the web and shared files run on two workers too (after the server's), not first and on
    // one worker (Vitest's default on two cores) while the other core waits.
    maxWorkers: 2,
    projects: [
      "packages/shared/vitest.config.ts",
      "apps/server/vitest.config.ts",
      "apps/web/vitest.config.ts",
      "apps/connect-standin/vitest.config.ts",
    ],
  },
});
