// Creates with an Idempotency-Key, through HTTP: a retry gets the first answer instead of a second
// object; keys are per user, tied to one request, kept only for successes, for 24 hours.
import { messages } from "@litfolio/shared/messages";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeys } from "../db/schema/idempotency";
import { proceedings } from "../db/schema/proceedings";
import { createAdmin, sessionCookie } from "../test/factories";
import { createTestApp, type TestApp } from "../test/harness";
import {
  endpointLabel,
  type Fixture,
  matterEndpoints,
  matterFixture,
  proceedingPayload,
} from "../test/matter-endpoints";
import { MultipartBody } from "../test/multipart";
import { deleteExpiredIdempotencyKeys } from "./idempotency";

const t: TestApp = await createTestApp();
const dbbwEndpoints = matterEndpoints();
const db = () => t.database.db;
const admin = { id: 0, cookie: "" };
beforeAll(async () => {
  const user = await createAdmin(db());
  Object.assign(admin, { id: user.id, cookie: await sessionCookie(db(), user.id) });
});
afterAll(() => t.close());

let keys = 0;
const freshKey = () => {
  keys += 1;
  return `key-${Date.now()}-${keys}`;
};

const post = (
  path: string,
  payload: unknown,
  { key, cookie = admin.cookie }: { key?: string; cookie?: string },
) =>
  t.app.inject({
    method: "POST",
    url: `/api/${path}`,
    headers: {
      cookie,
      ...(key === undefined ? {} : { "idempotency-key": key }),
      ...(payload instanceof MultipartBody ? { "content-type": payload.contentType } : {}),
    },
    payload: payload instanceof MultipartBody ? payload.body : (payload as object),
  });

const proceedingCount = async (matterId: number) =>
  (await db().select({ n: count() }).from(proceedings).where(eq(proceedings.matterId, matterId)))[0]?.n;

/** A fresh matter and the path and body that create a proceeding in it. */
async function proceedingCreate() {
  const f = await matterFixture(t, undefined, { empty: true });
  return { f, path: `dbbw/matters/${f.matter}/proceedings`, body: proceedingPayload(f) };
}

describe("Idempotency-Key on creates", () => {
  it("the same key twice creates one proceeding and answers the same status and body twice", async () => {
    const { f, path, body } = await proceedingCreate();
    const key = freshKey();
    const first = await post(path, body, { key });
    const retry = await post(path, body, { key });
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(await proceedingCount(f.matter)).toBe(1);
  });

  it("without a key every request creates, as before", async () => {
    const { f, path, body } = await proceedingCreate();
    expect((await post(path, body, {})).statusCode).toBe(200);
    expect((await post(path, body, {})).statusCode).toBe(200);
    expect(await proceedingCount(f.matter)).toBe(2);
  });

  it("another user's same key is theirs: each creates", async () => {
    const { f, path, body } = await proceedingCreate();
    const other = await createAdmin(db());
    const key = freshKey();
    const mine = await post(path, body, { key });
    const theirs = await post(path, body, { key, cookie: await sessionCookie(db(), other.id) });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await proceedingCount(f.matter)).toBe(2);
  });

  it("the same key with another body or on another path is refused (422), creating nothing", async () => {
    const { f, path, body } = await proceedingCreate();
    const key = freshKey();
    await post(path, body, { key });
    const refusal = {
      status: 422,
      code: "UNPROCESSABLE_CONTENT",
      message: messages.idempotencyKeyReused,
      subErrors: [{ field: "Idempotency-Key", message: messages.idempotencyKeyReused }],
    };
    const otherBody = await post(path, { ...body, expert: "Someone else" }, { key });
    expect(otherBody.json()).toEqual(refusal);
    const otherPath = await post(
      `dbbw/matters/${f.matter}/menuitems`,
      { name: "A", url: "a.example.com" },
      { key },
    );
    expect(otherPath.json()).toEqual(refusal);
    expect(await proceedingCount(f.matter)).toBe(1);
  });

  it("a refused create keeps nothing: the same key then creates", async () => {
    const { f, path, body } = await proceedingCreate();
    const elsewhere = await matterFixture(t, undefined, { empty: true });
    const key = freshKey();
    // Refused by the handler (a category of another matter), after the key was claimed.
    const refused = await post(path, { ...body, category: { id: elsewhere.jurisdiction } }, { key });
    expect(refused.statusCode).toBe(404);
    expect((await post(path, body, { key })).statusCode).toBe(200);
    expect(await proceedingCount(f.matter)).toBe(1);
  });

  it("answers 409 while the first request with the key is still running", async () => {
    const { f, path, body } = await proceedingCreate();
    const key = freshKey();
    const first = await post(path, body, { key });
    // As if the first were still running: its claim holds no answer yet.
    await db()
      .update(idempotencyKeys)
      .set({ status: null, body: null })
      .where(and(eq(idempotencyKeys.userId, admin.id), eq(idempotencyKeys.key, key)));
    const meanwhile = await post(path, body, { key });
    expect(meanwhile.json()).toMatchObject({
      status: 409,
      code: "CONFLICT",
      message: messages.idempotencyKeyInFlight,
    });
    expect(first.statusCode).toBe(200);
    expect(await proceedingCount(f.matter)).toBe(1);
  });

  it("of 5 concurrent requests with one key, one creates; the others get its answer or 409", async () => {
    const { f, path, body } = await proceedingCreate();
    const key = freshKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(path, body, { key })));
    const created = answers.find(
      (answer) => answer.statusCode === 200 && !answer.headers["idempotent-replayed"],
    );
    for (const answer of answers) {
      if (answer.statusCode === 200) expect(answer.body).toBe(created?.body);
      else expect(answer.json()).toMatchObject({ status: 409, message: messages.idempotencyKeyInFlight });
    }
    expect(await proceedingCount(f.matter)).toBe(1);
  });

  it("ignores a key older than 24 hours, and housekeeping removes it", async () => {
    const { f, path, body } = await proceedingCreate();
    const key = freshKey();
    const first = await post(path, body, { key });
    const mine = and(eq(idempotencyKeys.userId, admin.id), eq(idempotencyKeys.key, key));
    await db().update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(mine);
    const later = await post(path, body, { key });
    expect(later.json().id).not.toBe(first.json().id);
    expect(await proceedingCount(f.matter)).toBe(2);
    // The key now holds the later answer, until it is 24 hours old too.
    expect((await db().select().from(idempotencyKeys).where(mine))[0]?.body).toBe(later.body);
    await db().update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(mine);
    await deleteExpiredIdempotencyKeys(db());
    expect(await db().select().from(idempotencyKeys).where(mine)).toEqual([]);
  });

  it.each(["", "x".repeat(201), "tab\there", "naïve"])(
    "refuses the key %j with 400, creating nothing",
    async (key) => {
      const { f, path, body } = await proceedingCreate();
      const response = await post(path, body, { key });
      expect(response.json()).toEqual({
        status: 400,
        code: "VALIDATION_FAILED",
        message: messages.idempotencyKeyInvalid,
        subErrors: [{ field: "Idempotency-Key", message: messages.idempotencyKeyInvalid }],
      });
      expect(await proceedingCount(f.matter)).toBe(0);
    },
  );
});

// Uploads stream their files once and are not replayed (no Idempotency-Key); every other POST creates.
const creates = dbbwEndpoints.filter(
  (endpoint) => endpoint.method === "POST" && !endpoint.route.toLowerCase().endsWith("/attacheddocuments"),
);

describe("every create route takes an Idempotency-Key", () => {
  it.each([
    ...creates.map((endpoint) => ({
      label: endpointLabel(endpoint),
      path: (f: Fixture) => `dbbw/${endpoint.path(f)}`,
      payload: (f: Fixture) => endpoint.payload?.(f),
    })),
    {
      label: "POST admin/user",
      path: () => "admin/user",
      payload: () => ({ ...newUser(), securityRoles: ["USER"] }),
    },
  ])("$label: a retry gets the first answer", async ({ path, payload }) => {
    const f = await matterFixture(t);
    const body = payload(f);
    const key = freshKey();
    const first = await post(path(f), body, { key });
    expect(first.statusCode, first.body).toBe(200);
    const retry = await post(path(f), body, { key });
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.body).toBe(first.body);
  });
});

function newUser() {
  keys += 1;
  return { emailAddress: `idem${Date.now()}${keys}@example.com`, firstName: "Ida", lastName: "Empotent" };
}
