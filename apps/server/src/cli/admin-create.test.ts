// The production bootstrap command as `npm run admin:create` runs it: the bundle that build.mjs
// makes (into a scratch folder here), run as a real process on its own embedded database. Running
// the source through tsx instead once hid a bundle that could not find its migrations.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { messages } from "@litfolio/shared/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const serverRoot = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-cli-"));
// Inside node_modules so that the bundle's external packages resolve as they do from dist/.
const bundleDir = path.join(serverRoot, "node_modules", ".cache", `litfolio-cli-${process.pid}`);

beforeAll(() => {
  const built = spawnSync(process.execPath, ["build.mjs", bundleDir], { cwd: serverRoot, encoding: "utf8" });
  if (built.status !== 0) throw new Error(`build.mjs failed: ${built.stderr}`);
}, 60_000);
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(bundleDir, { recursive: true, force: true });
});

function adminCreate(...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(bundleDir, "admin-create.js"), ...args], {
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PUBLIC_URL: "https://litfolio.example" },
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe("admin:create", () => {
  // Two processes, each migrating its own embedded database: slow on a loaded 2-core machine.
  it("creates an inactive system administrator and prints the activation link; refuses the same address again", {
    timeout: 120_000,
  }, () => {
    const created = adminCreate("--email", "Boss@Example.com", "--first-name", "Bea", "--last-name", "Boss");
    expect(created.output).toContain("Created system administrator boss@example.com");
    expect(created.output).toMatch(
      /Activation link \(valid 7 days\): https:\/\/litfolio\.example\/changepassword\/boss%40example\.com\/[A-Za-z0-9_-]{43}\n/,
    );
    expect(created.status).toBe(0);

    const again = adminCreate("--email", "boss@example.com", "--first-name", "Bea", "--last-name", "Boss");
    expect(again.status).toBe(1);
    expect(again.output.trim()).toBe(messages.emailTaken);
  });

  it("explains missing or invalid arguments with the usage line", () => {
    const result = adminCreate("--email", "not-an-address", "--first-name", "Bea");
    expect(result.status).toBe(1);
    expect(result.output).toContain(`--email: ${messages.emailInvalid}`);
    expect(result.output).toContain(`--last-name: ${messages.required}`);
    expect(result.output).toContain("Usage: npm run admin:create -- --email");
  });
});
