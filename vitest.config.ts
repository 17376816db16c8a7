import { defineConfig } from "vitest/config";

// Unit and API integration tests; browser tests have their own config in e2e/.
export default defineConfig({
  test: {
    // Two cores: two test files at a time. One number for every project keeps them in one group,
    // so the quick web and shared files fill the gaps between server files instead of running
    // first on one worker (Vitest's default on two cores) while the other waits.
    maxWorkers: 2,
    projects: [
      "packages/shared/vitest.config.ts",
      "apps/server/vitest.config.ts",
      "apps/web/vitest.config.ts",
      "apps/connect-standin/vitest.config.ts",
    ],
  },
});
