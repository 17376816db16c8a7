// Connect against the stand-in service (apps/connect-standin, the protocol of DECISIONS "The
// external collaboration service"): the authorisation (first activation, a wrong or foreign state,
// an expired code, a wrong client secret), the token's refresh before expiry and a refused refresh
// (not authenticated, the admins told once), and the background copy of step documents (success,
// failures then success, the service down for a while, a refusal, a matter without a folder id,
// the retry of a matter's failed copies). Retries run with the test harness's 1-second delay.
import { randomBytes } from "node:crypto";
import { type RunningStandin, startStandin } from "@litfolio/connect-standin";
import type { ConnectTokenInfo } from "@litfolio/shared/connect";
import type { StoredDocument } from "@litfolio/shared/files";
import { messages } from "@litfolio/shared/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ConnectConfig } from "../config";
import { connectTokens } from "../db/schema/connect";
import { documents } from "../db/schema/documents";
import { matters } from "../db/schema/matters";
import { users } from "../db/schema/users";
import { callApi, type Method } from "../test/api";
import {
  addParticipation,
  createAdmin,
  createCategory,
  createMatter,
  createProceeding,
  createTracking,
  createUser,
  sessionCookie,
} from "../test/factories";
import { createTestApp, eventually, type TestApp } from "../test/harness";
import { multipartFiles, samplePdf } from "../test/multipart";
import { type ConnectContext, distrustAccessToken, refreshIfDue, refreshNow } from "./tokens";

let clock = Date.now();
let standin: RunningStandin;
let t: TestApp;
let settings: Record<string, string>;
let admin: string;
const redirectUrl = "http://localhost:8080/";

const connectSettings = (base: string, secret = "stand-in-secret") => ({
  CONNECT_BASE_URL: base,
  CONNECT_INSTANCE: "litfolio",
  CONNECT_CLIENT_ID: "litfolio",
  CONNECT_CLIENT_SECRET: secret,
  CONNECT_TOKEN_KEY: randomBytes(32).toString("hex"),
  CONNECT_REDIRECT_URL: redirectUrl,
});

beforeAll(async () => {
  standin = await startStandin({ now: () => clock });
  settings = connectSettings(standin.baseUrl);
  t = await createTestApp(settings);
  admin = await sessionCookie(t.database.db, (await createAdmin(t.database.db)).id);
});
afterAll(async () => {
  await t.close();
  await standin.close();
});
beforeEach(async () => {
  clock = Date.now();
  await fetch(`${standin.baseUrl}/_standin/reset`, { method: "POST" });
  await t.database.db.delete(connectTokens);
});

const call = (method: Method, path: string, cookie = admin, payload?: unknown, app = t) =>
  callApi(app, method, `dbbw/${path}`, { cookie, payload });
const behave = (behaviour: Record<string, unknown>) =>
  fetch(`${standin.baseUrl}/_standin/behaviour`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(behaviour),
  });
const standinTokens = async () =>
  (await (await fetch(`${standin.baseUrl}/_standin/tokens`)).json()) as { refreshes: number };
const standinFiles = async () =>
  (await (await fetch(`${standin.baseUrl}/_standin/files`)).json()) as Record<string, unknown>[];

/** Authenticate (redirect to the service) and Allow there: the code and state sent back. */
async function authorise(cookie = admin, app = t) {
  const start = await call(
    "GET",
    `collaborate/authenticate?redirectUrl=${encodeURIComponent(redirectUrl)}`,
    cookie,
    undefined,
    app,
  );
  expect(start.statusCode, start.body).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.searchParams.get("redirect_uri")).toBe(redirectUrl);
  const allowed = await fetch(`${authorize.origin}${authorize.pathname}`, {
    method: "POST",
    body: new URLSearchParams(authorize.searchParams),
    redirect: "manual",
  });
  const back = new URL(allowed.headers.get("location") ?? "");
  return { code: back.searchParams.get("code") ?? "", state: back.searchParams.get("state") ?? "" };
}

const activate = ({ code, state }: { code: string; state: string }, cookie = admin, app = t) =>
  call("GET", `collaborate/activate?${new URLSearchParams({ code, state })}`, cookie, undefined, app);

const tokenInfo = async (): Promise<ConnectTokenInfo> =>
  (await call("GET", "collaborate/authenticationToken")).json();

describe("dbbw/collaborate: the token", () => {
  it("answers not authenticated before the first activation, then the masked token", async () => {
    expect(await tokenInfo()).toEqual({
      oauthToken: null,
      oauthTokenExpiry: null,
      obtainedAt: null,
      refreshToken: null,
      refreshTokenExpiry: null,
      authenticated: false,
      redirectUrl,
      configured: true,
    });
    const activated = await activate(await authorise());
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().message).toBe(messages.connectActivated);
    const info = await tokenInfo();
    expect(info.authenticated).toBe(true);
    expect(info.oauthToken).toMatch(/^.{4}\*{8}.{4}$/);
    expect(info.refreshToken).toMatch(/^.{4}\*{8}.{4}$/);
    expect(Date.parse(info.oauthTokenExpiry ?? "")).toBeGreaterThan(Date.now() + 3_000_000);
    expect((await call("GET", "collaborate/authenticationStatus")).json()).toEqual({
      configured: true,
      authenticated: true,
    });
    // The token is stored encrypted, never as issued.
    const [row] = await t.database.db.select().from(connectTokens);
    expect(row?.accessToken.startsWith("v1.")).toBe(true);
  });

  it("refuses a wrong state, a state of another session, and a state used twice", async () => {
    const { code, state } = await authorise();
    const wrong = await activate({ code, state: "not-the-state" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(messages.connectStateMismatch);
    const otherAdmin = await sessionCookie(t.database.db, (await createAdmin(t.database.db)).id);
    expect((await activate({ code, state }, otherAdmin)).json().message).toBe(messages.connectStateMismatch);
    expect((await activate({ code, state })).statusCode).toBe(200);
    expect((await activate({ code, state })).json().message).toBe(messages.connectStateMismatch);
  });

  it("refuses a code older than 30 minutes with the service's reason", async () => {
    const sent = await authorise();
    clock += 31 * 60_000;
    const late = await activate(sent);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/^Connect refused the authorisation: /);
    expect((await tokenInfo()).authenticated).toBe(false);
  });

  it("refuses a wrong client secret, and answers 503 while the service is down", async () => {
    const wrongSecret = await createTestApp(connectSettings(standin.baseUrl, "not-the-secret"));
    try {
      const cookie = await sessionCookie(
        wrongSecret.database.db,
        (await createAdmin(wrongSecret.database.db)).id,
      );
      const refused = await activate(await authorise(cookie, wrongSecret), cookie, wrongSecret);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^Connect refused the authorisation: .*client/i);
    } finally {
      await wrongSecret.close();
    }
    const sent = await authorise();
    await behave({ down: true });
    const down = await activate(sent);
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(messages.connectUnreachable);
  });

  it("accepts only the configured redirect address, and only from a SYSTEM_ADMIN", async () => {
    const elsewhere = await call(
      "GET",
      `collaborate/authenticate?redirectUrl=${encodeURIComponent("https://evil.example/")}`,
    );
    expect(elsewhere.statusCode).toBe(400);
    const user = await sessionCookie(t.database.db, (await createUser(t.database.db)).id);
    for (const path of [
      "authenticationToken",
      "authenticationStatus",
      "authenticate",
      "activate?code=a&state=b",
    ])
      expect((await call("GET", `collaborate/${path}`, user)).statusCode).toBe(403);
  });

  const connectContext = (): ConnectContext => ({
    db: t.database.db,
    config: t.config,
    connect: t.config.connect as ConnectConfig,
    enqueueIn: (tx) => (type, payload, options) => t.app.jobs.enqueue(tx, type, payload, options),
  });

  it("refreshes a token that expires soon, not one that does not", async () => {
    await behave({ accessTokenLifetimeSeconds: 3600 });
    await activate(await authorise());
    await refreshIfDue(connectContext());
    expect((await standinTokens()).refreshes).toBe(0);
    await behave({ accessTokenLifetimeSeconds: 120 });
    await activate(await authorise());
    const before = await tokenInfo();
    await refreshIfDue(connectContext());
    expect((await standinTokens()).refreshes).toBe(1);
    const after = await tokenInfo();
    expect(after.oauthToken).not.toBe(before.oauthToken);
    expect(after.authenticated).toBe(true);
  });

  it("refreshes once when several callers need a fresh token at the same time (the row's lease)", async () => {
    await activate(await authorise());
    // As after a 401: the stored token is distrusted, and three callers need a fresh one at once.
    await distrustAccessToken(t.database.db);
    const before = (await standinTokens()).refreshes;
    const tokens = await Promise.all([1, 2, 3].map(() => refreshNow(connectContext())));
    expect((await standinTokens()).refreshes).toBe(before + 1);
    expect(new Set(tokens).size).toBe(1);
  });

  it("marks the token not authenticated when a refresh is refused, and e-mails the admins once", async () => {
    await behave({ accessTokenLifetimeSeconds: 120 });
    await activate(await authorise());
    // The service forgets every token: the refresh token is refused (invalid_grant).
    await fetch(`${standin.baseUrl}/_standin/reset`, { method: "POST" });
    const mailsBefore = t.printedMails.length;
    await expect(refreshIfDue(connectContext())).rejects.toThrow();
    expect((await tokenInfo()).authenticated).toBe(false);
    const mail = await eventually(() =>
      t.printedMails.slice(mailsBefore).find((printed) => printed.subject.includes("Connect token")),
    );
    expect(mail.text).toContain("Refresh token");
    await refreshIfDue(connectContext());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const told = t.printedMails
      .slice(mailsBefore)
      .filter((printed) => printed.subject.includes("Connect token"));
    expect(told.length).toBe(await adminCount());
  });
});

const adminCount = async () =>
  (await t.database.db.select().from(users).where(eq(users.securityRole, "SYSTEM_ADMIN"))).length;

describe("the background copy of documents to Connect", () => {
  async function stepWithMatter(folderId = "4711") {
    const db = t.database.db;
    const matter = await createMatter(db, { connectFolderId: folderId });
    const category = await createCategory(db, matter.id, { code: "NLD" });
    const proceeding = await createProceeding(db, matter.id, category.id);
    const { tracking, steps } = await createTracking(db, matter.id, { proceedingId: proceeding.id });
    const path = `matters/${matter.id}/proceedings/${proceeding.id}/tracking/${tracking.id}/proceduralsteps/${steps[0]?.id}`;
    return { matter, path };
  }
  const upload = async (path: string, name = "Writ of summons.pdf") => {
    const response = await call(
      "POST",
      `${path}/attacheddocuments`,
      admin,
      multipartFiles([{ name, content: samplePdf() }]),
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().items as StoredDocument[])[0] as StoredDocument;
  };
  const settled = (id: number) =>
    eventually(async () => {
      const [row] = await t.database.db.select().from(documents).where(eq(documents.id, id));
      return row && row.status !== "UPLOADING" ? row : undefined;
    }, 20_000);

  beforeEach(async () => {
    await activate(await authorise());
  });

  it("shows a new document as uploading, then succeeded once the service has it", async () => {
    const { path } = await stepWithMatter("4711");
    const document = await upload(path, "Dagvaarding – Café.pdf");
    expect(document.status).toBe("UPLOADING");
    expect((await settled(document.id)).status).toBe("SUCCEEDED");
    const [stored] = await standinFiles();
    expect(stored).toMatchObject({
      parentfolderid: "4711",
      filename: "Dagvaarding – Café.pdf",
      size: samplePdf().length,
    });
  });

  it("retries failed uploads and a service that is down for a while, then succeeds", async () => {
    const { path } = await stepWithMatter();
    await behave({ failUploads: 2, failReason: "Storage busy" });
    const retried = await upload(path);
    expect((await settled(retried.id)).status).toBe("SUCCEEDED");
    await behave({ down: true });
    const waiting = await upload(path);
    const noted = await eventually(async () => {
      const [row] = await t.database.db.select().from(documents).where(eq(documents.id, waiting.id));
      return row?.reason ? row : undefined;
    });
    expect(noted.status).toBe("UPLOADING");
    await behave({ down: false });
    expect((await settled(waiting.id)).status).toBe("SUCCEEDED");
  });

  it("marks a refused copy FAILED with the service's reason, and a matter's retry copies it again", async () => {
    const { matter, path } = await stepWithMatter();
    await behave({ failUploads: "always", failStatus: 400, failReason: "Folder is read-only" });
    const refused = await upload(path);
    const failed = await settled(refused.id);
    expect(failed).toMatchObject({ status: "FAILED", reason: "Folder is read-only" });
    const counts = await call("GET", `matters/${matter.id}/connect-copies`);
    expect(counts.json()).toEqual({ configured: true, uploading: 0, failed: 1 });
    await behave({ failUploads: 0 });
    const retry = await call("POST", `matters/${matter.id}/connect-copies/retry`, admin, {
      status: "FAILED",
    });
    expect(retry.json()).toEqual({ requeued: 1, message: messages.connectRetryQueued(1) });
    expect((await settled(refused.id)).status).toBe("SUCCEEDED");
  });

  it("fails the copies of a matter without a folder id, naming the setting", async () => {
    const { matter, path } = await stepWithMatter("4711");
    await t.database.db.update(matters).set({ connectFolderId: " " }).where(eq(matters.id, matter.id));
    const document = await upload(path);
    expect(await settled(document.id)).toMatchObject({
      status: "FAILED",
      reason: messages.connectFolderMissing(matter.name),
    });
  });

  it("lets only the matter's ADMIN (and a SYSTEM_ADMIN) see and retry its copies", async () => {
    const { matter } = await stepWithMatter();
    const lawyer = await createUser(t.database.db);
    await addParticipation(t.database.db, matter.id, lawyer.id, "DB_LAWYER");
    const cookie = await sessionCookie(t.database.db, lawyer.id);
    expect((await call("GET", `matters/${matter.id}/connect-copies`, cookie)).statusCode).toBe(403);
    expect(
      (await call("POST", `matters/${matter.id}/connect-copies/retry`, cookie, { status: "FAILED" }))
        .statusCode,
    ).toBe(403);
  });
});

// Two server processes on one PostgreSQL database share the queue: each copy runs once.
describe.runIf(process.env.TEST_DATABASE_URL)("two server processes sharing one queue", () => {
  it("copies every document once, whichever process takes it", async () => {
    const second = await createTestApp(settings, { sharing: t });
    try {
      await activate(await authorise());
      const db = t.database.db;
      const matter = await createMatter(db, { connectFolderId: "99" });
      const category = await createCategory(db, matter.id, { code: "DEU" });
      const proceeding = await createProceeding(db, matter.id, category.id);
      const { tracking, steps } = await createTracking(db, matter.id, { proceedingId: proceeding.id });
      const path = `matters/${matter.id}/proceedings/${proceeding.id}/tracking/${tracking.id}/proceduralsteps/${steps[0]?.id}/attacheddocuments`;
      const files = [1, 2, 3, 4, 5].map((n) => ({ name: `Annex ${n}.pdf`, content: samplePdf() }));
      const uploaded = await call("POST", path, admin, multipartFiles(files));
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      await eventually(async () => {
        const rows = await db.select().from(documents).where(eq(documents.matterId, matter.id));
        return rows.every((row) => row.status === "SUCCEEDED") ? rows : undefined;
      }, 20_000);
      const copies = (await standinFiles()).filter((file) => file.parentfolderid === "99");
      expect(copies.map((file) => file.filename).sort()).toEqual(files.map((file) => file.name));
    } finally {
      await second.close();
    }
  });
});
