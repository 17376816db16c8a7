// Bundles the server (with packages/shared) into dist/, keeping npm packages external, and copies
// the SQL migrations next to the bundle.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints: { main: "src/main.ts", "cli/admin-create": "src/cli/admin-create.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  alias: { "@litfolio/shared": "../../packages/shared/src" },
  logLevel: "warning",
});
cpSync("src/db/migrations", "dist/migrations", { recursive: true });
