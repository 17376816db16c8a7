// The embedded database's data directory lock: one server per DATA_DIR.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "./client";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-lock-"));
const lockPath = path.join(dataDir, "litfolio.lock");
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("data directory lock", () => {
  it("refuses a directory another live process holds, naming it", async () => {
    fs.writeFileSync(lockPath, String(process.ppid));
    await expect(openPglite({ dataDir })).rejects.toThrow(
      `The data directory ${dataDir} is in use by process ${process.ppid}. Stop it first.`,
    );
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.ppid));
  });

  it("takes over a lock left by a process that is gone, and releases it on close", async () => {
    fs.writeFileSync(lockPath, "2147483646");
    const database = await openPglite({ dataDir });
    expect(fs.readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    await database.ping();
    await database.close();
    expect(fs.existsSync(lockPath)).toBe(false);
  });
});
