import { defineConfig } from "vitest/config";

// Browser tests: one built server for the whole run (see support/global-setup.ts); files run one
// after another because they share it and the machine has two cores, in one worker without a fresh
// module graph each (isolate: false; every file has its own browser, so they share no page): that
// saves starting a process and loading Playwright again for each file.
export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["tests/**/*.test.ts"],
    globalSetup: ["support/global-setup.ts"],
    setupFiles: ["support/setup.ts"],
    fileParallelism: false,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
