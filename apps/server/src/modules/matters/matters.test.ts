// Matters through HTTP: list and search (who sees what), get, create, update, delete.
import type { MatterSummary } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit";
import { assetLabels, categories, matters, servedWritPlaces } from "../../db/schema/matters";
import { callApi, type Method } from "../../test/api";
import {
  addParticipation,
  createAdmin,
  createCategory,
  createLabel,
  createMatter,
  createMenuItem,
  createProceeding,
  createUser,
  sessionCookie,
} from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let adminCookie: string;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(db());
  adminCookie = await sessionCookie(db(), admin.id);
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = (method: Method, path: string, options: { cookie?: string; payload?: unknown } = {}) =>
  callApi(t, method, `dbbw/${path}`, { cookie: adminCookie, ...options });

async function userWithCookie() {
  const user = await createUser(db());
  return { user, cookie: await sessionCookie(db(), user.id) };
}

let sequence = 0;
const matterBody = (overrides: object = {}) => {
  sequence += 1;
  return {
    name: `Trucks cartel ${sequence}`,
    key: `TC-${Date.now()}-${sequence}`,
    client: "DAF Trucks N.V.",
    connectFolderId: "48213",
    ...overrides,
  };
};

describe("GET dbbw/matters and dbbw/matters/search", () => {
  it("shows a user only the matters they take part in, with their role, counters and permissions", async () => {
    const { user, cookie } = await userWithCookie();
    const mine = await createMatter(db(), { name: "Mine" });
    const theirs = await createMatter(db(), { name: "Not mine" });
    await addParticipation(db(), mine.id, user.id, "ADMIN");
    await createLabel(db(), assetLabels, mine.id, "Trucks");
    await createLabel(db(), servedWritPlaces, mine.id, "Amsterdam");
    await createLabel(db(), servedWritPlaces, mine.id, "Rotterdam");

    const response = await call("GET", "matters", { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        {
          id: mine.id,
          name: "Mine",
          key: mine.key,
          client: mine.client,
          connectFolderId: mine.connectFolderId,
          status: "ACTIVE",
          participation: { role: { key: "ADMIN", value: "Matter administrator" } },
          numberOfAssetLabels: 1,
          numberOfDefendantLabels: 0,
          numberOfServedWritAt: 2,
          permissions: ["ADMIN", "READ", "WRITE"],
          version: 1,
        },
      ],
      totalElements: 1,
      permissions: ["READ"],
    });
    const all = (await call("GET", "matters?size=100")).json();
    expect(all.items.map((m: MatterSummary) => m.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(all.permissions).toEqual(["ADMIN", "CREATE", "READ", "UPLOAD", "WRITE", "DELETE"]);
    expect(all.items.find((m: MatterSummary) => m.id === theirs.id).participation).toBeNull();
  });

  it("pages, sorts and searches by client, name and key in SQL", async () => {
    const tag = `S${Date.now()}`;
    const { user, cookie } = await userWithCookie();
    for (const [name, client] of [
      ["Bravo", "Volvo"],
      ["alpha", "Iveco"],
      ["Charlie", "Scania"],
    ]) {
      const matter = await createMatter(db(), { name: `${tag} ${name}`, client, key: `${tag}-${name}` });
      await addParticipation(db(), matter.id, user.id, "DB_LAWYER");
    }
    const page0 = (await call("GET", "matters?size=2&sort=name,asc", { cookie })).json();
    expect(page0.totalElements).toBe(3);
    expect(page0.items.map((m: MatterSummary) => m.name)).toEqual([`${tag} alpha`, `${tag} Bravo`]);
    const page1 = (await call("GET", "matters?size=2&page=1&sort=name,asc", { cookie })).json();
    expect(page1.items.map((m: MatterSummary) => m.name)).toEqual([`${tag} Charlie`]);
    const byClient = (await call("GET", "matters/search?client=SCAN", { cookie })).json();
    expect(byClient.items.map((m: MatterSummary) => m.client)).toEqual(["Scania"]);
    const byKey = (await call("GET", `matters/search?key=${tag}-b&name=${tag}`, { cookie })).json();
    expect(byKey.items.map((m: MatterSummary) => m.name)).toEqual([`${tag} Bravo`]);
    expect((await call("GET", "matters/search?name=%25", { cookie })).json().totalElements).toBe(0);
    const desc = (await call("GET", `matters/search?name=${tag}&sort=client,desc`, { cookie })).json();
    expect(desc.items.map((m: MatterSummary) => m.client)).toEqual(["Volvo", "Scania", "Iveco"]);
  });

  it("sorts matter names naturally: numbers by their value, letters in any case", async () => {
    const tag = `N${Date.now()}`;
    const { user, cookie } = await userWithCookie();
    for (const name of ["Matter 10", "matter 2", "Matter 1", "Matter 02b", "Matter"]) {
      const matter = await createMatter(db(), { name: `${tag} ${name}` });
      await addParticipation(db(), matter.id, user.id, "DB_LAWYER");
    }
    const names = async (direction: string) =>
      (await call("GET", `matters/search?name=${tag}&sort=name,${direction}`, { cookie }))
        .json()
        .items.map((m: MatterSummary) => m.name.slice(tag.length + 1));
    const ascending = ["Matter", "Matter 1", "matter 2", "Matter 02b", "Matter 10"];
    expect(await names("asc")).toEqual(ascending);
    expect(await names("desc")).toEqual([...ascending].reverse());
  });

  it.each(["size=0", "size=101", "page=-1", "sort=secret,asc", "sort=name,sideways"])(
    "refuses %s with 400",
    async (query) => {
      const response = await call("GET", `matters?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED", message: messages.formInvalid });
    },
  );
});

describe("GET dbbw/matters/{id}", () => {
  it("answers the matter with its menu items in order", async () => {
    const { user, cookie } = await userWithCookie();
    const matter = await createMatter(db());
    await addParticipation(db(), matter.id, user.id, "CLIENT_READ_ONLY");
    const second = await createMenuItem(db(), matter.id, { name: "Docs", orderItem: 2 });
    const first = await createMenuItem(db(), matter.id, { name: "Wiki", orderItem: 1 });
    const response = await call("GET", `matters/${matter.id}`, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: matter.id,
      permissions: ["READ"],
      participation: { role: { key: "CLIENT_READ_ONLY" } },
      menuItems: [
        { id: first.id, name: "Wiki", url: "https://www.example.com", order_item: 1 },
        { id: second.id, name: "Docs", url: "https://www.example.com", order_item: 2 },
      ],
    });
  });

  it("answers 404 for an unknown matter, for a matter the caller does not take part in, and 400 for a bad id", async () => {
    const { cookie } = await userWithCookie();
    const matter = await createMatter(db());
    expect((await call("GET", "matters/999999")).json()).toEqual({
      status: 404,
      code: "NOT_FOUND",
      message: messages.notFound,
      subErrors: [],
    });
    expect((await call("GET", `matters/${matter.id}`, { cookie })).statusCode).toBe(404);
    expect((await call("GET", "matters/abc")).statusCode).toBe(400);
    expect((await call("GET", "matters/99999999999")).statusCode).toBe(400);
  });
});

describe("POST dbbw/matters", () => {
  it("lets a SYSTEM_ADMIN create a matter, audited", async () => {
    const body = matterBody({ name: "  Trucks cartel NL  " });
    const response = await call("POST", "matters", { payload: body });
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({
      name: "Trucks cartel NL",
      key: body.key,
      client: "DAF Trucks N.V.",
      connectFolderId: "48213",
      status: "ACTIVE",
      participation: null,
      menuItems: [],
      numberOfAssetLabels: 0,
      version: 1,
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "matter"), eq(auditLog.entityId, String(created.id))));
    expect(audit).toMatchObject({ actorId: admin.id, action: "create" });
  });

  it("refuses a USER, even a matter ADMIN elsewhere, with 403", async () => {
    const { user, cookie } = await userWithCookie();
    await addParticipation(db(), (await createMatter(db())).id, user.id, "ADMIN");
    const response = await call("POST", "matters", { cookie, payload: matterBody() });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "FORBIDDEN", message: messages.forbidden });
  });

  it("refuses a matter number already in use, in any letter case", async () => {
    const existing = await createMatter(db());
    const response = await call("POST", "matters", {
      payload: matterBody({ key: existing.key.toLowerCase() }),
    });
    expect(response.json()).toEqual({
      status: 400,
      code: "VALIDATION_FAILED",
      message: messages.matterKeyTaken,
      subErrors: [{ field: "key", message: messages.matterKeyTaken }],
    });
  });

  it.each([
    [{ name: " " }, "name", messages.required],
    [{ key: undefined }, "key", messages.required],
    [{ client: "" }, "client", messages.required],
    [{ connectFolderId: null }, "connectFolderId", messages.required],
    [{ name: "x".repeat(201) }, "name", messages.tooLong(200)],
    [{ status: "ARCHIVED" }, "status", messages.required],
  ])("refuses %j with the field's message", async (overrides, field, message) => {
    const response = await call("POST", "matters", { payload: matterBody(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.formInvalid, subErrors: [{ field, message }] });
  });
});

describe("PUT dbbw/matters/{id}", () => {
  it("lets a matter ADMIN edit it, with optimistic locking", async () => {
    const { user, cookie } = await userWithCookie();
    const matter = await createMatter(db());
    await addParticipation(db(), matter.id, user.id, "ADMIN");
    const body = matterBody({ status: "ON_HOLD", version: 1 });
    const response = await call("PUT", `matters/${matter.id}`, { cookie, payload: body });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: body.name, status: "ON_HOLD", version: 2 });
    const stale = await call("PUT", `matters/${matter.id}`, { cookie, payload: { ...body, version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "CONFLICT", message: messages.conflict });
  });

  it("answers 404 when the body names another matter, and changes neither", async () => {
    const matter = await createMatter(db());
    const other = await createMatter(db());
    const response = await call("PUT", `matters/${matter.id}`, {
      payload: matterBody({ id: other.id, version: 1 }),
    });
    expect(response.statusCode).toBe(404);
    const rows = await db().select().from(matters);
    expect(rows.filter((row) => [matter.id, other.id].includes(row.id)).map((row) => row.version)).toEqual([
      1, 1,
    ]);
  });

  it("refuses a DB_LAWYER with 403 and a stranger with 404", async () => {
    const matter = await createMatter(db());
    const lawyer = await userWithCookie();
    await addParticipation(db(), matter.id, lawyer.user.id, "DB_LAWYER");
    const stranger = await userWithCookie();
    expect(
      (
        await call("PUT", `matters/${matter.id}`, {
          cookie: lawyer.cookie,
          payload: matterBody({ version: 1 }),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call("PUT", `matters/${matter.id}`, {
          cookie: stranger.cookie,
          payload: matterBody({ version: 1 }),
        })
      ).statusCode,
    ).toBe(404);
    expect((await db().select().from(matters).where(eq(matters.id, matter.id)))[0]?.version).toBe(1);
  });
});

describe("DELETE dbbw/matters/{id}", () => {
  it("lets a SYSTEM_ADMIN delete a matter with its configuration", async () => {
    const matter = await createMatter(db());
    await createCategory(db(), matter.id);
    const response = await call("DELETE", `matters/${matter.id}`);
    expect(response.json()).toEqual({ message: messages.matterDeleted });
    expect(await db().select().from(matters).where(eq(matters.id, matter.id))).toEqual([]);
    expect(await db().select().from(categories).where(eq(categories.matterId, matter.id))).toEqual([]);
    expect((await call("GET", `matters/${matter.id}`)).statusCode).toBe(404);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "matter"),
          eq(auditLog.entityId, String(matter.id)),
          eq(auditLog.action, "delete"),
        ),
      );
    expect(audit?.changes.name).toEqual({ old: matter.name, new: null });
  });

  it("refuses while the matter has proceedings, and changes nothing", async () => {
    const matter = await createMatter(db());
    const category = await createCategory(db(), matter.id);
    await createProceeding(db(), matter.id, category.id);
    await createProceeding(db(), matter.id, category.id);
    const response = await call("DELETE", `matters/${matter.id}`);
    expect(response.json()).toMatchObject({ status: 400, message: messages.matterHasProceedings(2) });
    expect(await db().select().from(matters).where(eq(matters.id, matter.id))).toHaveLength(1);
  });

  it("refuses the matter's own ADMIN with 403", async () => {
    const { user, cookie } = await userWithCookie();
    const matter = await createMatter(db());
    await addParticipation(db(), matter.id, user.id, "ADMIN");
    expect((await call("DELETE", `matters/${matter.id}`, { cookie })).statusCode).toBe(403);
    expect((await call("DELETE", "matters/999999")).statusCode).toBe(404);
  });
});
