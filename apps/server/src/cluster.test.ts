// Two worker processes behave as one server (WEB_CONCURRENCY=2, cluster.ts): `main.ts` on a fresh
// database, talked to over keep-alive connections that node:cluster gives to different workers.
// A request's worker is read from its log line (pino names the pid; the line names the query's
// keys, so a key unique to the request finds it). PostgreSQL only: PGlite runs one process.
import http from "node:http";
import { messages } from "@litfolio/shared/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importPreviewClaims } from "./db/schema/imports";
import { claimants } from "./db/schema/proceedings";
import {
  addParticipation,
  createCategory,
  createMatter,
  createProceeding,
  createUser,
  TEST_PASSWORD,
} from "./test/factories";
import { createTestApp, eventually, type TestApp } from "./test/harness";
import { multipartFiles } from "./test/multipart";
import { type ServerProcess, startServerProcess, stopServerProcess } from "./test/server-process";
import { codeOf } from "./test/sign-in";
import { type SmtpSink, startSmtpSink } from "./test/smtp-sink";

interface Answer {
  status: number;
  body: string;
  cookie: string | undefined;
}

describe.runIf(process.env.TEST_DATABASE_URL)("two server processes", () => {
  let holder: TestApp;
  let sink: SmtpSink;
  let server: ServerProcess;
  let tags = 0;

  beforeAll(async () => {
    // The holder only provides a fresh migrated database; it runs no job workers.
    holder = await createTestApp({}, { jobTypes: [] });
    sink = await startSmtpSink();
    server = await startServerProcess(holder.database.connectionString ?? "", sink.url, {
      WEB_CONCURRENCY: "2",
      LOG_LEVEL: "info",
      LOGIN_DELAY_MAX_SECONDS: "0",
    });
  }, 120_000);

  afterAll(async () => {
    if (server) await stopServerProcess(server);
    await sink?.close();
    await holder?.close();
  });

  /** One keep-alive connection: every request on it reaches the same worker. */
  const connection = () => new http.Agent({ keepAlive: true, maxSockets: 1 });

  function send(
    agent: http.Agent,
    method: string,
    path: string,
    {
      cookie,
      json,
      body,
      holdUntil,
    }: {
      cookie?: string;
      json?: unknown;
      body?: ReturnType<typeof multipartFiles>;
      /** Sends the body's first bytes, and the rest once this has resolved (an upload under way). */
      holdUntil?: Promise<unknown>;
    } = {},
  ): Promise<Answer> {
    const payload = body?.body ?? (json === undefined ? undefined : Buffer.from(JSON.stringify(json)));
    const headers: http.OutgoingHttpHeaders = { origin: server.baseUrl, ...(cookie ? { cookie } : {}) };
    if (payload) headers["content-type"] = body?.contentType ?? "application/json";
    return new Promise((resolve, reject) => {
      const request = http.request(`${server.baseUrl}${path}`, { method, agent, headers }, (response) => {
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            cookie: response.headers["set-cookie"]?.[0]?.split(";")[0],
          }),
        );
      });
      request.on("error", reject);
      if (!holdUntil || !payload) request.end(payload);
      else {
        request.write(payload.subarray(0, 10));
        void holdUntil.then(() => request.end(payload.subarray(10)));
      }
    });
  }

  /** The pid of the worker behind the connection, from the log line of a request tagged for it. */
  async function workerOf(agent: http.Agent): Promise<number> {
    const tag = `worker${++tags}`;
    expect((await send(agent, "GET", `/api/ready?${tag}=1`)).status).toBe(200);
    return eventually(() => {
      const line = server
        .output()
        .split("\n")
        .find((text) => text.includes(`"queryKeys":["${tag}"]`));
      return line ? (JSON.parse(line) as { pid: number }).pid : undefined;
    });
  }

  /** Connections to two different workers: node:cluster hands new connections out in turn. */
  async function twoWorkers() {
    const byPid = new Map<number, http.Agent>();
    for (let tries = 0; byPid.size < 2 && tries < 10; tries += 1) {
      const agent = connection();
      byPid.set(await workerOf(agent), agent);
    }
    const [[pidA, a] = [], [pidB, b] = []] = byPid;
    if (!a || !b || !pidA || !pidB) throw new Error(`one worker answers everything:\n${server.output()}`);
    return { a, b, pidA, pidB };
  }

  async function signInThrough(first: http.Agent, second: http.Agent, emailAddress: string) {
    const login = await send(first, "POST", "/api/admin/auth/login", {
      json: { emailAddress, password: TEST_PASSWORD },
    });
    expect(login.status, login.body).toBe(200);
    const mail = await eventually(() => sink.receivedBy(emailAddress));
    const verify = await send(second, "POST", "/api/admin/auth/verify", {
      cookie: login.cookie,
      json: { verificationCode: codeOf(mail.raw) },
    });
    expect(verify.status, verify.body).toBe(200);
    return verify.cookie ?? "";
  }

  it("says at start-up that two processes serve, and both answer", async () => {
    expect(server.output()).toMatch(/is ready on .* \(postgres, 2 server processes, started in/);
    const { pidA, pidB } = await twoWorkers();
    expect(pidA).not.toBe(pidB);
    expect(pidA).not.toBe(server.child.pid);
  });

  it("keeps a sign-in begun on one worker, finished on the other, valid on both", async () => {
    const { a, b } = await twoWorkers();
    const user = await createUser(holder.database.db);
    const cookie = await signInThrough(a, b, user.emailAddress);
    for (const agent of [a, b]) {
      const me = await send(agent, "GET", "/api/admin/security/user", { cookie });
      expect(me.status, me.body).toBe(200);
      expect(JSON.parse(me.body)).toMatchObject({ emailAddress: user.emailAddress });
    }
  });

  it("counts a rate limit over both workers", async () => {
    const { a, b } = await twoWorkers();
    const user = await createUser(holder.database.db);
    const wrong = { emailAddress: user.emailAddress, password: "not the password" };
    // The account and address's pair allows five failed sign-ins a window: three here, two there.
    for (const agent of [a, b, a, b, a]) {
      expect((await send(agent, "POST", "/api/admin/auth/login", { json: wrong })).status).toBe(400);
    }
    const sixth = await send(b, "POST", "/api/admin/auth/login", { json: wrong });
    expect(sixth.status, sixth.body).toBe(429);
  });

  it("commits on one worker the import previewed on the other; one preview a user over both", async () => {
    const { a, b } = await twoWorkers();
    const db = holder.database.db;
    const matter = await createMatter(db);
    const category = await createCategory(db, matter.id);
    const proceeding = await createProceeding(db, matter.id, category.id);
    const user = await createUser(db);
    await addParticipation(db, matter.id, user.id, "ADMIN");
    const cookie = await signInThrough(a, a, user.emailAddress);
    const base = `/api/dbbw/matters/${matter.id}/proceedings/${proceeding.id}/claimants/import`;
    const file = multipartFiles([
      { name: "c.csv", content: Buffer.from("Full name;Short name\nA B.V.;A\n") },
    ]);
    const preview = await send(a, "POST", `${base}/preview`, { cookie, body: file });
    expect(preview.status, preview.body).toBe(200);
    const { importId } = JSON.parse(preview.body);
    const commit = await send(b, "POST", `${base}/${importId}/commit`, { cookie, json: { confirm: true } });
    expect(commit.status, commit.body).toBe(200);
    const rows = await db.select().from(claimants).where(eq(claimants.proceedingId, proceeding.id));
    expect(rows.map((row) => row.fullName)).toEqual(["A B.V."]);
    // Spent on that worker, so on this one too.
    const again = await send(a, "POST", `${base}/${importId}/commit`, { cookie, json: { confirm: true } });
    expect(JSON.parse(again.body)).toMatchObject({ status: 404, message: messages.importNotFound });

    // One preview a user at a time, whichever worker checks it: while one is uploading on a, b refuses.
    let release = () => {};
    const uploading = send(a, "POST", `${base}/preview`, {
      cookie,
      body: file,
      holdUntil: new Promise<void>((resolve) => {
        release = resolve;
      }),
    });
    await eventually(async () => (await db.select().from(importPreviewClaims)).length > 0 || undefined);
    const refused = await send(b, "POST", `${base}/preview`, { cookie, body: file });
    expect(JSON.parse(refused.body)).toMatchObject({ status: 429, message: messages.importBusy });
    release();
    expect((await uploading).status).toBe(200);
    expect((await send(b, "POST", `${base}/preview`, { cookie, body: file })).status).toBe(200);
  });

  it("replaces a worker that dies, and SIGTERM ends every process with exit code 0", async () => {
    const { pidA, pidB } = await twoWorkers();
    const listening = () => server.output().split("Server listening at").length - 1;
    const before = listening();
    process.kill(pidA, "SIGKILL");
    await eventually(() => server.output().includes(`server process ${pidA} ended (SIGKILL)`) || undefined);
    // A worker starts in a second or two (through tsx here, on a shared machine: allow more).
    await eventually(() => listening() > before || undefined, 30_000);
    const now = await twoWorkers();
    const after = [now.pidA, now.pidB];
    expect(after).toContain(pidB);
    expect(after).not.toContain(pidA);

    expect(await stopServerProcess(server)).toBe(0);
    for (const pid of after) expect(() => process.kill(pid, 0)).toThrow(/ESRCH/);
  }, 60_000);
});
