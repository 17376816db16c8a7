import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    root: import.meta.dirname,
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/test/global-setup.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database, and no test replaces a module (no vi.mock),
    // so a worker may keep the modules it imported for its next file: importing the server afresh
    // for every file cost more than a third of the suite's time.
    isolate: false,
  },
});
