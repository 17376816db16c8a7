// `npm start` on an empty DATA_DIR: seconds until /api/ready answers (migrations and demo data
// included), then again on a restart of the same directory. Targets: < 15 s and < 5 s.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "./server.mjs";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-bench-start-"));
try {
  const first = await startServer({ dataDir, port: 18080 });
  await first.stop();
  const restart = await startServer({ dataDir, port: 18080 });
  await restart.stop();
  console.log(`start on an empty DATA_DIR: ${first.seconds.toFixed(2)} s (target < 15 s)`);
  console.log(`restart on the same DATA_DIR: ${restart.seconds.toFixed(2)} s (target < 5 s)`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
