import { defineConfig } from "vitest/config";

// Unit and API integration tests; browser tests have their own config in e2e/.
export default defineConfig({
  test: {
    projects: [
      "packages/shared/vitest.config.ts",
      "apps/server/vitest.config.ts",
      "apps/web/vitest.config.ts",
      "apps/connect-standin/vitest.config.ts",
    ],
  },
});
