import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "connect-standin",
    root: import.meta.dirname,
    include: ["src/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
  },
});
