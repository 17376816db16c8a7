// Connect against the stand-in service (apps/connect-standin, the protocol of DECISIONS "The
// external collaboration service"): the authorisation (first activation, a wrong or foreign state,
// an expired code, a wrong client secret), the token's refresh before expiry and a refused refresh
// (not authenticated, the admins told once), and the background copy of step documents (success,
// failures then success, the service down for a while, a refusal, a matter without a folder id,
// the retry of a matter's failed copies, one document's by its uploader, the failed copies listed),
// each document's copy answered apart, and the authorisation queueing waiting and failed copies at
// once. Retries run with the test harness's 1-second delay unless a test sets another.
import { randomBytes } from "node:crypto";
import { type RunningStandin, startStandin } from "@litfolio/connect-standin";
import type { ConnectTokenInfo, FailedCopies } from "@litfolio/shared/connect";
import type { StoredDocument } from "@litfolio/shared/files";
import { messages } from "@litfolio/shared/messages";
import type { Tracking } from "@litfolio/shared/tracking";
import { eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ConnectConfig } from "../../config";
import { connectTokens } from "../../db/schema/connect";
import { documents } from "../../db/schema/documents";
import { mails } from "../../db/schema/mail";
import { matters } from "../../db/schema/matters";
import { users } from "../../db/schema/users";
import { callApi, type Method } from "../../test/api";
import {
  addParticipation,
  createActivity,
  createAdmin,
  createCategory,
  createComment,
  createDocument,
  createMatter,
  createProceeding,
  createTracking,
  createUser,
  sessionCookie,
} from "../../test/factories";
import { createTestApp, eventually, frameOf, lastMailId, type TestApp } from "../../test/harness";
import { multipartFiles, samplePdf } from "../../test/multipart";
import { type ConnectContext, distrustAccessToken, refreshIfDue, refreshNow } from "./token-service";

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
    // The same database under settings with another secret (a database of its own costs seconds).
    const frame = await frameOf(t, { settings: connectSettings(standin.baseUrl, "not-the-secret") });
    const wrongSecret = { ...t, app: frame };
    try {
      const refused = await activate(await authorise(admin, wrongSecret), admin, wrongSecret);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^Connect refused the authorisation: .*client/i);
    } finally {
      await frame.close();
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
    const storedBefore = await lastMailId(t.database);
    await expect(refreshIfDue(connectContext())).rejects.toThrow();
    expect((await tokenInfo()).authenticated).toBe(false);
    const mail = await eventually(() =>
      t.printedMails.slice(mailsBefore).find((printed) => printed.subject.includes("Connect token")),
    );
    expect(mail.text).toContain("Refresh token");
    // The refusal stores one mail per admin in its own transaction, and a further refusal none: so
    // the stored mails tell it at once, without waiting for mails that should never come.
    const storedSince = async () =>
      (await t.database.db.select().from(mails).where(gt(mails.id, storedBefore))).map((row) => row.subject);
    const admins = await adminCount();
    expect(await storedSince()).toEqual(Array(admins).fill(mail.subject));
    await refreshIfDue(connectContext());
    expect(await storedSince()).toHaveLength(admins);
    const told = () =>
      t.printedMails.slice(mailsBefore).filter((printed) => printed.subject === mail.subject);
    await eventually(() => (told().length === admins ? true : undefined));
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
    const trackingPath = `matters/${matter.id}/proceedings/${proceeding.id}/tracking/${tracking.id}`;
    const path = `${trackingPath}/proceduralsteps/${steps[0]?.id}`;
    return { matter, category, proceeding, tracking, step: steps[0], path, trackingPath };
  }
  const upload = async (path: string, name = "Writ of summons.pdf", cookie = admin) => {
    const response = await call(
      "POST",
      `${path}/attacheddocuments`,
      cookie,
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
    expect((await call("GET", `matters/${matter.id}/connect-copies/failed`, cookie)).statusCode).toBe(403);
    expect(
      (await call("POST", `matters/${matter.id}/connect-copies/retry`, cookie, { status: "FAILED" }))
        .statusCode,
    ).toBe(403);
  });

  /** The documents of the tracking's first step as `cookie` reads them, by name. */
  async function stepDocuments(trackingPath: string, cookie = admin) {
    const tracking = (await call("GET", trackingPath, cookie)).json() as Tracking;
    const items = tracking.proceduralSteps[0]?.attachedDocuments.items ?? [];
    return new Map(items.map((item) => [item.name, item]));
  }
  const refuseUploads = () =>
    behave({ failUploads: "always", failStatus: 400, failReason: "Folder is read-only" });

  it("answers each document's copy apart, with who may retry it", async () => {
    const { matter, path, trackingPath } = await stepWithMatter();
    const lawyer = await createUser(t.database.db);
    await addParticipation(t.database.db, matter.id, lawyer.id, "DB_LAWYER");
    const lawyerCookie = await sessionCookie(t.database.db, lawyer.id);
    await refuseUploads();
    const document = await upload(path, "Statement of defence.pdf", lawyerCookie);
    expect(document).toMatchObject({
      status: "UPLOADING",
      connectCopy: { status: "UPLOADING", reason: null, permissions: ["READ", "WRITE"] },
    });
    await settled(document.id);
    // The uploader may retry it; another lawyer sees the same state and may not.
    const byUploader = (await stepDocuments(trackingPath, lawyerCookie)).get("Statement of defence.pdf");
    expect(byUploader).toMatchObject({
      status: "FAILED",
      reason: "Folder is read-only",
      connectCopy: { status: "FAILED", reason: "Folder is read-only", permissions: ["READ", "WRITE"] },
    });
    const other = await createUser(t.database.db);
    await addParticipation(t.database.db, matter.id, other.id, "DB_LAWYER");
    const byOther = (await stepDocuments(trackingPath, await sessionCookie(t.database.db, other.id))).get(
      "Statement of defence.pdf",
    );
    expect(byOther?.connectCopy?.permissions).toEqual(["READ"]);
  });

  it("says nothing about a copy of a document stored before Connect was configured", async () => {
    const { matter, step, trackingPath } = await stepWithMatter();
    await createDocument(t, matter.id, { stepId: step?.id ?? 0 });
    expect((await stepDocuments(trackingPath)).get("Writ of summons.pdf")).toMatchObject({
      status: "SUCCEEDED",
      connectCopy: null,
    });
  });

  it("lets the uploader retry their own failed copy and the matter's ADMIN any, and refuses the others", async () => {
    const db = t.database.db;
    const { matter, category, path } = await stepWithMatter();
    const workstream = await createCategory(db, matter.id, { type: "workstream" });
    const participant = async (role: Parameters<typeof addParticipation>[3], categories: number[] = []) => {
      const user = await createUser(db);
      await addParticipation(db, matter.id, user.id, role, categories);
      return sessionCookie(db, user.id);
    };
    const uploader = await participant("DB_EXTERNAL");
    await refuseUploads();
    const mine = await upload(path, "Mine.pdf", uploader);
    const theirs = await upload(path, "Theirs.pdf");
    await settled(mine.id);
    await settled(theirs.id);
    await behave({ failUploads: 0 });
    const retry = (documentId: number, cookie: string) =>
      call("POST", `documents/${documentId}/connect-copy/retry`, cookie, { status: "FAILED" });

    // Roles that may not retry someone else's copy (403), or cannot see the document at all (404).
    const refusals: [string, number][] = [
      [await participant("DB_LAWYER"), 403],
      [await participant("LOCAL_COUNSEL_FULL_ACCESS", [category.id]), 403],
      [await participant("CLIENT_READ_ONLY"), 403],
      [await participant("CLIENT_ACTIVE"), 403],
      [await participant("LOCAL_COUNSEL", [workstream.id]), 404],
      [await sessionCookie(db, (await createUser(db)).id), 404],
    ];
    for (const [cookie, status] of refusals) {
      const refused = await retry(mine.id, cookie);
      expect(refused.statusCode, refused.body).toBe(status);
    }
    expect((await retry(theirs.id, uploader)).statusCode).toBe(403);
    const [row] = await db.select().from(documents).where(eq(documents.id, mine.id));
    expect(row?.status).toBe("FAILED");

    const own = await retry(mine.id, uploader);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ requeued: 1, message: messages.connectCopyRetryQueued });
    expect((await settled(mine.id)).status).toBe("SUCCEEDED");
    expect((await standinFiles()).map((file) => file.filename)).toContain("Mine.pdf");
    // Done: nothing to retry.
    const again = await retry(mine.id, uploader);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.connectCopyNotFailed);

    const matterAdmin = await participant("ADMIN");
    expect((await retry(theirs.id, matterAdmin)).json()).toEqual({
      requeued: 1,
      message: messages.connectCopyRetryQueued,
    });
    expect((await settled(theirs.id)).status).toBe("SUCCEEDED");
    expect((await retry(2_000_000_000, matterAdmin)).statusCode).toBe(404);
  });

  it("lists a matter's failed copies newest first with where each is filed, a page at a time", async () => {
    const db = t.database.db;
    const { matter, proceeding, tracking, step, path } = await stepWithMatter();
    await refuseUploads();
    const onStep = await upload(path, "Filed at the step.pdf");
    await settled(onStep.id);
    const activity = await createActivity(db, matter.id, tracking.id, step?.id ?? null, {
      title: "Have the client approve the defence",
    });
    const comment = await createComment(db, activity.id, null);
    const onComment = await createDocument(t, matter.id, { commentId: comment.id });
    await db
      .update(documents)
      .set({ status: "FAILED", reason: "Quota exceeded" })
      .where(eq(documents.id, onComment.id));
    // Another matter's failure is not this matter's.
    const elsewhere = await stepWithMatter();
    await settled((await upload(elsewhere.path, "Elsewhere.pdf")).id);

    const list = async (query = "") => {
      const response = await call("GET", `matters/${matter.id}/connect-copies/failed${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as FailedCopies;
    };
    const all = await list();
    expect(all.totalElements).toBe(2);
    expect(all.items).toEqual([
      expect.objectContaining({
        id: onComment.id,
        reason: "Quota exceeded",
        place: {
          kind: "comment",
          activityId: activity.id,
          activityTitle: "Have the client approve the defence",
        },
      }),
      expect.objectContaining({
        id: onStep.id,
        name: "Filed at the step.pdf",
        reason: "Folder is read-only",
        createdBy: expect.objectContaining({ firstName: expect.any(String) }),
        place: {
          kind: "step",
          proceedingId: proceeding.id,
          proceedingCode: proceeding.proceedingCode,
          trackingId: tracking.id,
          stepId: step?.id,
          stepTitle: step?.title,
        },
      }),
    ]);
    const second = await list("?page=1&size=1");
    expect(second).toEqual({ totalElements: 2, items: [all.items[1]] });
    const bad = await call("GET", `matters/${matter.id}/connect-copies/failed?size=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("VALIDATION_FAILED");
  });

  it("queues waiting and failed copies at once when Connect is authorised, their stale reasons gone", async () => {
    const db = t.database.db;
    const { path, trackingPath } = await stepWithMatter();
    await refuseUploads();
    const failed = await upload(path, "Refused before.pdf");
    expect((await settled(failed.id)).status).toBe("FAILED");
    await behave({ failUploads: 0 });
    // Connect is not authorised any more, and a copy's next try is 10 minutes away: the first
    // attempt fails for want of a token, then the copy waits.
    await db.delete(connectTokens);
    await db.execute(sql`update pgboss.queue set retry_delay = 600 where name = 'connect-copy'`);
    try {
      const waiting = await upload(path, "Waiting for Connect.pdf");
      await eventually(async () => {
        const [row] = await db.select().from(documents).where(eq(documents.id, waiting.id));
        return row?.reason === messages.connectNotAuthorised ? row : undefined;
      });
      expect((await stepDocuments(trackingPath)).get("Waiting for Connect.pdf")?.connectCopy).toMatchObject({
        status: "UPLOADING",
        reason: messages.connectNotAuthorised,
      });

      expect((await activate(await authorise())).statusCode).toBe(200);
      // At once: neither copy says why an earlier attempt failed.
      for (const document of (await stepDocuments(trackingPath)).values())
        expect(document.connectCopy?.reason, document.name).toBeNull();
      // Copied within seconds, not after the 10 minutes of the retry (with the other tests' failed
      // copies: every matter's are queued again).
      await eventually(async () => {
        const names = (await standinFiles()).map((file) => file.filename);
        return names.includes("Waiting for Connect.pdf") && names.includes("Refused before.pdf")
          ? names
          : undefined;
      }, 10_000);
      expect((await settled(waiting.id)).status).toBe("SUCCEEDED");
      expect((await settled(failed.id)).status).toBe("SUCCEEDED");
    } finally {
      await db.execute(sql`update pgboss.queue set retry_delay = 1 where name = 'connect-copy'`);
    }
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
