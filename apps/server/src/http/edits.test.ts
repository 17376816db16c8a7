// Every update of an editable object under dbbw/ names the version it read: without one it is refused
// (400 naming `version`), with a stale one it answers 409 with the conflict message. Both change
// nothing. The endpoints and their valid bodies come from test/matter-endpoints.ts. versionedUpdate,
// which every one of them writes with, is checked on its own too.
import { emptyClaimedCosts } from "@litfolio/shared/costs";
import { messages } from "@litfolio/shared/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matters } from "../db/schema/matters";
import { proceedingGrantedCosts } from "../db/schema/resolutions";
import { callApi } from "../test/api";
import { createAdmin, createMatter, createProceeding, sessionCookie } from "../test/factories";
import { createTestApp, type TestApp } from "../test/harness";
import { endpointLabel, matterEndpoints, matterFixture } from "../test/matter-endpoints";
import { versionedUpdate } from "./edits";

const t: TestApp = await createTestApp();
const dbbwEndpoints = matterEndpoints();
let cookie: string;
beforeAll(async () => {
  cookie = await sessionCookie(t.database.db, (await createAdmin(t.database.db)).id);
});
afterAll(() => t.close());

const updates = dbbwEndpoints.filter((endpoint) => endpoint.method === "PUT" || endpoint.method === "PATCH");
const versioned = updates.filter((endpoint) => {
  const payload = endpoint.payload?.(new Proxy({} as never, { get: () => 1 }));
  return typeof payload === "object" && payload !== null && "version" in payload;
});

/** The endpoint's valid body without its version. */
const withoutVersion = (payload: unknown) => {
  const { version: _, ...fields } = payload as { version: unknown };
  return fields;
};

describe("every update requires the version it read", () => {
  it("covers every PUT and PATCH of an editable object", () => {
    // PUT trucks/confirm confirms many trucks at once: no one object's edit, so no version. A
    // comment's PUT is a form whose `version` is a field (comments.test.ts checks it); a comment
    // document's flag and its approval act on a row that an approval locks instead.
    expect(updates.filter((endpoint) => !versioned.includes(endpoint)).map(endpointLabel)).toEqual([
      "PUT matters/:matterId/proceedings/:proceedingId/trucks/confirm",
      "PUT activities/:activityId/comments/:commentId",
      "PUT activities/:activityId/comments/:commentId/attachedDocuments/:documentId",
      "PUT activities/:activityId/comments/:commentId/attachedDocuments/:documentId/approve",
    ]);
  });

  it.each(versioned.map((endpoint) => ({ endpoint, label: endpointLabel(endpoint) })))(
    "$label: 400 without a version, 409 with a stale one",
    async ({ endpoint }) => {
      const f = await matterFixture(t, undefined, {
        empty: endpoint.emptyMatter,
        approved: endpoint.approvedDocument,
      });
      const send = (payload: unknown) =>
        callApi(t, endpoint.method, `dbbw/${endpoint.path(f)}`, { cookie, payload });
      const body = endpoint.payload?.(f);
      const missing = await send(withoutVersion(body));
      expect(missing.json()).toMatchObject({
        status: 400,
        code: "VALIDATION_FAILED",
        subErrors: [{ field: "version", message: messages.versionRequired }],
      });
      const stale = await send({ ...withoutVersion(body), version: 7 });
      expect(stale.json()).toEqual({
        status: 409,
        code: "CONFLICT",
        message: messages.conflict,
        subErrors: [],
      });
      // Nothing was written: the version read at the start still saves.
      const fresh = await send(body);
      expect(fresh.statusCode, fresh.body).toBe(200);
    },
  );
});

describe("versionedUpdate", () => {
  it("writes from the version read and answers the new row; a second write from it is 409 and changes nothing", async () => {
    const db = t.database.db;
    const before = await createMatter(db);
    const after = await versionedUpdate(db, matters, before, { name: "Renamed" });
    expect(after).toMatchObject({ id: before.id, name: "Renamed", version: before.version + 1 });
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());

    await expect(versionedUpdate(db, matters, before, { name: "Lost" })).rejects.toMatchObject({
      status: 409,
      code: "CONFLICT",
    });
    const [stored] = await db.select().from(matters).where(eq(matters.id, before.id));
    expect(stored).toMatchObject({ name: "Renamed", version: after.version });
  });

  it("finds a row by the key its table has (granted costs: the proceeding's id)", async () => {
    const db = t.database.db;
    const f = await matterFixture(t);
    const [other] = await db
      .insert(proceedingGrantedCosts)
      .values({
        proceedingId: (await createProceeding(db, f.matter, f.jurisdiction)).id,
        costs: emptyClaimedCosts(),
      })
      .returning();
    const [before] = await db
      .insert(proceedingGrantedCosts)
      .values({ proceedingId: f.proceeding, costs: emptyClaimedCosts() })
      .returning();
    if (!before || !other) throw new Error("granted costs not inserted");
    const after = await versionedUpdate(
      db,
      proceedingGrantedCosts,
      before,
      { totalSumInEuro: 5 },
      "proceedingId",
    );
    expect(after).toMatchObject({ proceedingId: f.proceeding, totalSumInEuro: 5, version: 2 });
    const [untouched] = await db
      .select()
      .from(proceedingGrantedCosts)
      .where(eq(proceedingGrantedCosts.proceedingId, other.proceedingId));
    expect(untouched).toMatchObject({ totalSumInEuro: null, version: 1 });
  });
});
