// The copies of sessions and matter accesses (auth/user-caches.ts): used between changes, forgotten
// at once by any write of a user, session, participation or matter (whatever wrote it, since the
// database announces it), in this process and in another one on the same PostgreSQL, and not used
// while announcements could be missed.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbOrTx } from "../db/client";
import { matters, participationCategories, participations } from "../db/schema/matters";
import { proceedings } from "../db/schema/proceedings";
import { sessions, users } from "../db/schema/users";
import { callApi } from "../test/api";
import {
  addParticipation,
  createCategory,
  createMatter,
  createProceeding,
  createUser,
  sessionCookie,
} from "../test/factories";
import { createTestApp, eventually, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await eventually(() => t.database.authChanges.live || undefined);
});
afterAll(() => t.close());
const db = () => t.database.db;

/** A matter with a Dutch and a German proceeding, and a signed-in user taking part in the role. */
async function participantOfNewMatter(role: "ADMIN" | "LOCAL_COUNSEL" = "ADMIN") {
  const matter = await createMatter(db());
  const nld = await createCategory(db(), matter.id, { code: "NLD", name: "Netherlands" });
  const deu = await createCategory(db(), matter.id, { code: "DEU", name: "Germany" });
  await createProceeding(db(), matter.id, nld.id);
  await createProceeding(db(), matter.id, deu.id);
  const user = await createUser(db());
  const participation = await addParticipation(db(), matter.id, user.id, role, [nld.id, deu.id]);
  const cookie = await sessionCookie(db(), user.id);
  const get = (path = "", app = t) => callApi(app, "GET", `dbbw/matters/${matter.id}${path}`, { cookie });
  // Read twice: the second answer comes from the copies.
  expect((await get()).statusCode).toBe(200);
  expect((await get()).statusCode).toBe(200);
  return { matter, nld, deu, user, participation, cookie, get };
}

const proceedingCount = (response: { json(): { totalElements: number } }) => response.json().totalElements;

/** Runs `write` with the named trigger switched off: nothing announces what it changes. */
async function unannounced(database: DbOrTx, trigger: string, table: string, write: () => Promise<unknown>) {
  await database.execute(sql.raw(`ALTER TABLE "${table}" DISABLE TRIGGER "${trigger}"`));
  try {
    await write();
  } finally {
    await database.execute(sql.raw(`ALTER TABLE "${table}" ENABLE TRIGGER "${trigger}"`));
  }
}

describe("copies of sessions and matter accesses", () => {
  it("answers from its copies while nothing announces a change", async () => {
    const { participation, user, get } = await participantOfNewMatter();
    await unannounced(db(), "participations_announce_auth_change", "participations", () =>
      db().delete(participations).where(eq(participations.id, participation.id)),
    );
    expect((await get()).statusCode).toBe(200);
    await unannounced(db(), "sessions_announce_auth_change", "sessions", () =>
      db().delete(sessions).where(eq(sessions.userId, user.id)),
    );
    expect((await get()).statusCode).toBe(200);
  });

  it("refuses the next request once the participation is removed, by the API or by any other writer", async () => {
    const admin = await participantOfNewMatter();
    const other = await participantOfNewMatter();
    const removed = await callApi(
      t,
      "DELETE",
      `dbbw/matters/${admin.matter.id}/participations/${admin.participation.id}`,
      { cookie: admin.cookie },
    );
    expect(removed.statusCode).toBe(200);
    expect((await admin.get()).statusCode).toBe(404);

    await db().delete(participations).where(eq(participations.id, other.participation.id));
    expect((await other.get()).statusCode).toBe(404);
  });

  it("narrows a local counsel's lists at once when a category is taken from them", async () => {
    const counsel = await participantOfNewMatter("LOCAL_COUNSEL");
    expect(proceedingCount(await counsel.get("/proceedings"))).toBe(2);
    expect(proceedingCount(await counsel.get("/proceedings"))).toBe(2);
    await db().delete(participationCategories).where(eq(participationCategories.categoryId, counsel.deu.id));
    expect(proceedingCount(await counsel.get("/proceedings"))).toBe(1);
  });

  it("answers the new verbs at once when the role changes", async () => {
    const { participation, get } = await participantOfNewMatter();
    expect((await get("/proceedings")).json().permissions).toContain("WRITE");
    await db()
      .update(participations)
      .set({ role: "CLIENT_READ_ONLY" })
      .where(eq(participations.id, participation.id));
    expect((await get("/proceedings")).json().permissions).toEqual(["READ"]);
  });

  it("signs the user out at once when the account is deactivated or the session ended", async () => {
    const deactivated = await participantOfNewMatter();
    await db().update(users).set({ active: false }).where(eq(users.id, deactivated.user.id));
    expect((await deactivated.get()).statusCode).toBe(401);

    const ended = await participantOfNewMatter();
    await db().delete(sessions).where(eq(sessions.userId, ended.user.id));
    expect((await ended.get()).statusCode).toBe(401);
  });

  it("answers 404 at once when the matter is deleted", async () => {
    const { matter, get } = await participantOfNewMatter();
    await db().delete(proceedings).where(eq(proceedings.matterId, matter.id));
    await db().delete(matters).where(eq(matters.id, matter.id));
    expect((await get("/proceedings")).statusCode).toBe(404);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("two server processes on one PostgreSQL", () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createTestApp({}, { sharing: t });
    await eventually(() => second.database.authChanges.live || undefined);
  });
  afterAll(() => second.close());

  it("forgets in the other process what a write through this one changed", async () => {
    const { participation, get } = await participantOfNewMatter();
    expect((await get("", second)).statusCode).toBe(200);
    expect((await get("", second)).statusCode).toBe(200);
    await db().delete(participations).where(eq(participations.id, participation.id));
    // The copy would last 10 s; the announcement reaches the other process within milliseconds.
    await eventually(async () => ((await get("", second)).statusCode === 404 ? true : undefined), 2000);
  });

  it("reads afresh while its listening connection is lost, and listens again", async () => {
    const { participation, get } = await participantOfNewMatter();
    expect((await get("", second)).statusCode).toBe(200);
    await db().execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'litfolio-listener' and datname = current_database()`,
    );
    await eventually(() => (second.database.authChanges.live ? undefined : true), 2000);
    await unannounced(db(), "participations_announce_auth_change", "participations", () =>
      db().delete(participations).where(eq(participations.id, participation.id)),
    );
    expect((await get("", second)).statusCode).toBe(404);
    await eventually(() => second.database.authChanges.live || undefined, 5000);
  });
});
