// Settings are checked at start-up: defaults for a newcomer, a clear refusal for a bad value.
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, requireMailServer } from "./config";

describe("settings", () => {
  it("has defaults that start the embedded product with demo data on port 8080", () => {
    expect(loadConfig({})).toMatchObject({
      port: 8080,
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      publicUrl: "http://localhost:8080",
      productName: "Litfolio",
      demoData: true,
      demoPassword: "Litfolio-demo-2026",
      importPreviewMaxMs: 120_000,
      logLevel: "info",
      processes: 1,
    });
  });

  it("runs a process per core on PostgreSQL unless WEB_CONCURRENCY says, and one on PGlite", () => {
    const postgres = { DATABASE_URL: "postgres://db.example/litfolio" };
    expect(loadConfig(postgres).processes).toBe(os.availableParallelism());
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: "3" }).processes).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: "1" }).processes).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: "2" })).toThrow(
      new ConfigError(
        "WEB_CONCURRENCY=2 needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) lives inside one process, so it runs one server process. Unset WEB_CONCURRENCY or set it to 1.",
      ),
    );
  });

  it("turns demo data off by default for PostgreSQL, and lets DEMO_DATA decide", () => {
    const postgres = { DATABASE_URL: "postgres://db.example/litfolio" };
    expect(loadConfig(postgres).demoData).toBe(false);
    expect(loadConfig({ ...postgres, DEMO_DATA: "true" }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: "no" }).demoData).toBe(false);
  });

  it("trusts no proxy by default, and a hop count or addresses when TRUST_PROXY says so", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16,fd00::/8" }).trustProxy).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
      "fd00::/8",
    ]);
  });

  it("treats empty values as unset and drops a trailing slash of PUBLIC_URL", () => {
    expect(loadConfig({ PORT: "", PUBLIC_URL: "https://litfolio.example/" })).toMatchObject({
      port: 8080,
      publicUrl: "https://litfolio.example",
    });
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL"],
    [{ SUPPORT_EMAIL: "nobody" }, "SUPPORT_EMAIL"],
    [{ DEMO_DATA: "perhaps" }, "DEMO_DATA"],
    [{ DEMO_PASSWORD: "short" }, "DEMO_PASSWORD"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.1,proxy.internal" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY"],
    [{ LOGIN_DELAY_MAX_SECONDS: "61" }, "LOGIN_DELAY_MAX_SECONDS"],
    [{ IMPORT_PREVIEW_SECONDS: "0" }, "IMPORT_PREVIEW_SECONDS"],
    [{ WEB_CONCURRENCY: "0" }, "WEB_CONCURRENCY"],
    [{ WEB_CONCURRENCY: "many" }, "WEB_CONCURRENCY"],
  ])("refuses %j naming the setting", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid settings:\\n  ${name}: `));
  });
});

describe("Connect settings", () => {
  const key = "ab".repeat(32);
  const complete = {
    CONNECT_BASE_URL: "https://firm.highq.com/",
    CONNECT_INSTANCE: "litigation",
    CONNECT_CLIENT_ID: "litfolio",
    CONNECT_CLIENT_SECRET: "secret",
    CONNECT_TOKEN_KEY: key,
    PUBLIC_URL: "https://litfolio.example.com",
  };

  it("leaves Connect off without CONNECT_BASE_URL, and reads every setting with it", () => {
    expect(loadConfig({ CONNECT_CLIENT_ID: "x" }).connect).toBeNull();
    expect(loadConfig(complete).connect).toEqual({
      baseUrl: "https://firm.highq.com",
      instance: "litigation",
      apiVersion: "3",
      clientId: "litfolio",
      clientSecret: "secret",
      redirectUrl: "https://litfolio.example.com/",
      tokenKey: Buffer.from(key, "hex"),
    });
  });

  it("names the settings Connect still needs, and refuses a key that is not 32 bytes of hex", () => {
    expect(() => loadConfig({ CONNECT_BASE_URL: "https://firm.highq.com" })).toThrow(
      new ConfigError(
        "CONNECT_BASE_URL is set, so Connect also needs CONNECT_INSTANCE, CONNECT_CLIENT_ID, CONNECT_CLIENT_SECRET, CONNECT_TOKEN_KEY",
      ),
    );
    expect(() => loadConfig({ ...complete, CONNECT_TOKEN_KEY: "short" })).toThrow(
      /CONNECT_TOKEN_KEY is 32 random bytes/,
    );
    expect(() => loadConfig({ ...complete, CONNECT_INSTANCE: "a/b" })).toThrow(/CONNECT_INSTANCE/);
  });
});

describe("mail server", () => {
  const postgres = { DATABASE_URL: "postgres://127.0.0.1:1/litfolio" };

  it("may print sign-in codes to the console only in demo mode", () => {
    expect(() => requireMailServer(loadConfig({}))).not.toThrow();
    expect(() => requireMailServer(loadConfig({ ...postgres, DEMO_DATA: "true" }))).not.toThrow();
    expect(() =>
      requireMailServer(loadConfig({ ...postgres, SMTP_URL: "smtp://mail.example.com" })),
    ).not.toThrow();
    expect(() => requireMailServer(loadConfig(postgres))).toThrow(ConfigError);
    expect(() => requireMailServer(loadConfig({ DEMO_DATA: "false" }))).toThrow(/^SMTP_URL is not set/);
  });

  it("stops the server at start-up in production without SMTP_URL, before opening the database", () => {
    const result = spawnSync(
      process.execPath,
      ["--import", "tsx", path.join(import.meta.dirname, "main.ts")],
      {
        encoding: "utf8",
        env: { ...process.env, ...postgres, SMTP_URL: "", DEMO_DATA: "" },
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      "SMTP_URL is not set: set it to your mail server (e.g. smtp://mail.example.com:587). Without it sign-in codes are printed to the console, which only demo mode (DEMO_DATA=true) allows.",
    );
  });
});
