// Bundles the server (with packages/shared) into dist/ (or the folder given as the first argument,
// as the CLI's test does), keeping npm packages external, and copies the SQL migrations next to the
// bundle. Every entry sits at the folder's top, where db/client.ts looks for `migrations/`.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const outdir = process.argv[2] ?? "dist";
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: "src/main.ts", "admin-create": "src/cli/admin-create.ts" },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  alias: { "@litfolio/shared": "../../packages/shared/src" },
  logLevel: "warning",
});
cpSync("src/db/migrations", path.join(outdir, "migrations"), { recursive: true });
