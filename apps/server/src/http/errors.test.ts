// Fastify's own refusals answer the SPEC body {status, code, message, subErrors} like every other
// error, and a failed query is logged without the values it was given (they hold personal data).
import net from "node:net";
import { Writable } from "node:stream";
import { messages } from "@litfolio/shared/messages";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { matters } from "../db/schema/matters";
import { createMatter } from "../test/factories";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const specBody = (status: number, code: string, message: string) => ({
  status,
  code,
  message,
  subErrors: [],
});

describe("Fastify's own refusals", () => {
  it("answers an over-long path parameter with 414 and the SPEC body", async () => {
    const response = await t.app.inject({ url: `/api/dbbw/matters/${"1".repeat(200)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual(specBody(414, "VALIDATION_FAILED", messages.addressTooLong));
    // Answered before routing, and still with the security headers every answer carries.
    expect(response.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "cache-control": "no-store",
    });
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it.each(["%zz", "%E0%A4%A", "%ED%A0%80"])(
    "answers the malformed address segment %s with 400",
    async (segment) => {
      const response = await t.app.inject({ url: `/api/dbbw/matters/${segment}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(specBody(400, "VALIDATION_FAILED", messages.malformedAddress));
    },
  );

  it("answers a Content-Length that does not match the body with 400", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/auth/login",
      headers: { "content-type": "application/json", "content-length": "5" },
      payload: "{}",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(specBody(400, "VALIDATION_FAILED", messages.malformedRequest));
  });

  it("answers a body over 1 MiB with 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/auth/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ emailAddress: "x".repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(specBody(413, "PAYLOAD_TOO_LARGE", messages.payloadTooLarge));
  });

  it("answers a method no route has with the 404 body", async () => {
    const response = await t.app.inject({ method: "PATCH", url: "/api/dbbw/matters" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, code: "NOT_FOUND", subErrors: [] });
  });
});

describe("requests Node's HTTP parser refuses", () => {
  let address: { port: number };
  beforeAll(async () => {
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    address = t.app.server.address() as { port: number };
  });

  /** Writes raw bytes to the listening server and answers status and body of what comes back. */
  const rawRequest = (bytes: string) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const socket = net.connect(address.port, "127.0.0.1", () => socket.write(bytes));
      let text = "";
      socket.on("data", (chunk) => {
        text += chunk.toString();
      });
      socket.on("error", reject);
      socket.on("close", () => {
        const [head = "", body = ""] = text.split("\r\n\r\n");
        resolve({ status: Number(head.split(" ")[1]), body: JSON.parse(body) });
      });
    });

  it("answers a malformed request line with 400 and the SPEC body", async () => {
    expect(await rawRequest("GET /api/health HTTP/1.1 junk\r\n\r\n")).toEqual({
      status: 400,
      body: specBody(400, "VALIDATION_FAILED", messages.malformedRequest),
    });
  });

  it("answers headers over Node's limit with 431 and the SPEC body", async () => {
    const header = `X-Filler: ${"a".repeat(20_000)}\r\n`;
    expect(await rawRequest(`GET /api/health HTTP/1.1\r\nHost: x\r\n${header}\r\n`)).toEqual({
      status: 431,
      body: specBody(431, "PAYLOAD_TOO_LARGE", messages.payloadTooLarge),
    });
  });
});

describe("a failed query in the log", () => {
  const personal = { key: "KEY-JANSEN-1985", client: "Jan Jansen, Dorpsstraat 1, Utrecht" };
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = await buildApp({
      config: t.config,
      database: t.database,
      jobs: t.app.jobs,
      files: t.app.files,
      logger: { level: "info", stream },
    });
    await createMatter(t.database.db, { key: personal.key });
    // Routes that fail in the database the way a bug would, with personal data as parameters.
    app.get("/api/test/duplicate", async () =>
      t.database.db
        .insert(matters)
        .values({ name: "Matter", key: personal.key, client: personal.client, connectFolderId: "1" }),
    );
    app.get("/api/test/cast", async () => t.database.db.execute(sql`select ${personal.client}::int`));
  });
  afterAll(() => app.close());

  it.each([
    ["a unique violation", "/api/test/duplicate", "23505", 'insert into "matters"'],
    ["a value PostgreSQL quotes in its message", "/api/test/cast", "22P02", "::int"],
  ])("keeps the SQL and the code of %s, not the values", async (_, url, code, sqlText) => {
    lines.length = 0;
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(500);
    const logged = lines.join("");
    const entry = JSON.parse(lines.find((line) => line.includes("unexpected error")) ?? "{}");
    expect(entry.failedQuery.code).toBe(code);
    expect(entry.failedQuery.sql).toContain(sqlText);
    expect(logged).not.toContain(personal.client);
    expect(logged).not.toContain(personal.key);
    expect(logged).not.toContain("Jansen");
  });
});
