import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "shared",
    root: import.meta.dirname,
    include: ["src/**/*.test.ts"],
    environment: "node",
    // A worker keeps its imports for its next file, as the server's do (apps/server/vitest.config.ts).
    isolate: false,
  },
});
