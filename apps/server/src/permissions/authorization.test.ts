// Every matter endpoint x every kind of caller, through HTTP. The expected answer joins the reviewed
// table of routes (route-table.ts: each route's matrix row, verb, `own`) with the permission matrix
// itself, not with the routes' declarations nor abilities(): a route declared with the wrong verb or
// row answers what the table does not expect, and a changed cell of the matrix is expected to follow.
// Building a fixture matter costs more than the call, so the calls that leave it as it was share one
// per caller: GETs (an export adds to the audit log, nothing more) and every call expected to be
// refused (a call wrongly let through fails its own case). A write expected to succeed gets its own.
import {
  localCounselRoles,
  type ParticipationRole,
  participationRoles,
  permissionVerbs,
  type Verb,
} from "@litfolio/shared/permissions";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { proceedings } from "../db/schema/proceedings";
import { callApi } from "../test/api";
import {
  createAdmin,
  createCategory,
  createMatter,
  createProceeding,
  createUser,
  sessionCookie,
} from "../test/factories";
import { createTestApp, type TestApp } from "../test/harness";
import { type Endpoint, endpointLabel, matterEndpoints, matterFixture } from "../test/matter-endpoints";
import { permissionMatrix, type Resource, resources } from "./matrix";

const t: TestApp = await createTestApp();
const dbbwEndpoints = matterEndpoints();
const db = () => t.database.db;

type CallerKind = ParticipationRole | "SYSTEM_ADMIN" | "NOT_A_PARTICIPANT" | "ANONYMOUS";
const callerKinds: CallerKind[] = [...participationRoles, "SYSTEM_ADMIN", "NOT_A_PARTICIPANT", "ANONYMOUS"];
const callers = new Map<CallerKind, { id: number; cookie: string }>();

beforeAll(async () => {
  for (const kind of callerKinds) {
    if (kind === "ANONYMOUS") continue;
    const user = kind === "SYSTEM_ADMIN" ? await createAdmin(db()) : await createUser(db());
    callers.set(kind, { id: user.id, cookie: await sessionCookie(db(), user.id) });
  }
});
afterAll(() => t.close());

const sharedFixtures = new Map<string, Promise<unknown>>();

/**
 * What a call acts on: for a call that may write (`writes`), built afresh; else the one built first
 * for the key, shared.
 */
function fixtureFor<F>(key: string, writes: boolean, build: () => Promise<F>): Promise<F> {
  if (writes) return build();
  const fixture = (sharedFixtures.get(key) as Promise<F> | undefined) ?? build();
  sharedFixtures.set(key, fixture);
  return fixture;
}

/** Whether the call may change what it acts on: a write the caller is expected to be allowed. */
const writes = (endpoint: Endpoint, expected: number) => expected === 200 && endpoint.method !== "GET";

/** The caller's verbs on a resource, read straight from the table; `own`: on an object of theirs. */
function tableVerbs(kind: CallerKind, resource: Resource, own = false): Verb[] {
  if (kind === "SYSTEM_ADMIN") return [...permissionVerbs];
  const rule = permissionMatrix[resource];
  const held = new Set<Verb>(rule.signedIn);
  if ((participationRoles as readonly string[]).includes(kind)) {
    const grant = rule.roles[kind as ParticipationRole];
    for (const verb of [...grant.verbs, ...(own ? grant.own : [])]) held.add(verb);
  }
  return permissionVerbs.filter((verb) => held.has(verb));
}

function expectedStatus(kind: CallerKind, endpoint: Endpoint): number {
  if (kind === "ANONYMOUS") return 401;
  if (endpoint.matterBound && !tableVerbs(kind, "matter").includes("READ")) return 404;
  const verbs = tableVerbs(kind, endpoint.resource, endpoint.own);
  if (!verbs.includes("READ")) return 404;
  return verbs.includes(endpoint.verb) ? 200 : 403;
}

const cases = dbbwEndpoints.flatMap((endpoint) =>
  callerKinds.map((kind) => ({
    kind,
    endpoint,
    label: endpointLabel(endpoint),
    expected: expectedStatus(kind, endpoint),
  })),
);

describe("who may call each matter endpoint (the route table joined with the permission matrix)", () => {
  it("covers every caller kind with a success and a refusal somewhere", () => {
    for (const kind of callerKinds.filter((k) => k !== "ANONYMOUS" && k !== "SYSTEM_ADMIN")) {
      const outcomes = new Set(cases.filter((c) => c.kind === kind).map((c) => c.expected));
      expect(outcomes.has(200), kind).toBe(true);
      expect(outcomes.has(403) || outcomes.has(404), kind).toBe(true);
    }
  });

  it.each(cases)("$kind: $label -> $expected", async ({ kind, endpoint, expected }) => {
    const caller = callers.get(kind);
    const isRole = (participationRoles as readonly string[]).includes(kind);
    const { emptyMatter, approvedDocument } = endpoint;
    const f = await fixtureFor(`${kind} ${emptyMatter} ${approvedDocument}`, writes(endpoint, expected), () =>
      matterFixture(
        t,
        caller && isRole ? { userId: caller.id, role: kind as ParticipationRole } : undefined,
        // The caller wrote the fixture's comment: the routes on one's own comment are theirs to call.
        { empty: emptyMatter, author: caller?.id, approved: approvedDocument },
      ),
    );
    const response = await callApi(t, endpoint.method, `dbbw/${endpoint.path(f)}`, {
      cookie: callers.get(kind)?.cookie,
      payload: endpoint.payload?.(f),
    });
    expect(response.statusCode, response.body).toBe(expected);
    // A download answers the document's bytes; everything else JSON.
    if (!response.headers["content-type"]?.toString().startsWith("application/json")) return;
    const body = response.json();
    if (expected === 200 && endpoint.method === "GET" && "permissions" in body) {
      // The permissions array the API answers is the table's verbs for the caller.
      expect(body.permissions).toEqual(tableVerbs(kind, endpoint.resource, endpoint.own));
    }
    if (expected === 200 && "resourcePermissions" in body) {
      for (const resource of resources) {
        expect(body.resourcePermissions[resource], resource).toEqual(tableVerbs(kind, resource));
      }
    }
    if (expected !== 200) {
      const code = { 401: "UNAUTHENTICATED", 403: "FORBIDDEN", 404: "NOT_FOUND" }[expected];
      expect(body).toMatchObject({ status: expected, code });
    }
  });
});

const proceedingBound = dbbwEndpoints.filter((endpoint) => endpoint.proceedingBound);
const exists = async (id: number) =>
  (await db().select().from(proceedings).where(eq(proceedings.id, id))).length === 1;

describe("proceedings outside a local counsel's categories, and of another matter", () => {
  // Outside the caller's categories, a scoped row grants nothing, READ included: what they cannot
  // read does not exist for them (404), whether their role holds the verb elsewhere or not.
  const outsideStatus = (role: ParticipationRole, endpoint: Endpoint) => {
    const readable = !permissionMatrix.proceedings.scoped && !permissionMatrix[endpoint.resource].scoped;
    if (!readable || !tableVerbs(role, endpoint.resource).includes("READ")) return 404;
    return tableVerbs(role, endpoint.resource).includes(endpoint.verb) ? 200 : 403;
  };

  const scopeCases = localCounselRoles.flatMap((role) =>
    proceedingBound.map((endpoint) => ({
      role,
      endpoint,
      label: endpointLabel(endpoint),
      expected: outsideStatus(role, endpoint),
    })),
  );

  it.each(scopeCases)(
    "$role: $label on a workstream proceeding -> $expected",
    async ({ role, endpoint, expected }) => {
      const caller = callers.get(role);
      if (!caller) throw new Error(role);
      const { f, outside } = await fixtureFor(`outside ${role}`, writes(endpoint, expected), async () => {
        const f = await matterFixture(t, { userId: caller.id, role });
        return { f, outside: await createProceeding(db(), f.matter, f.workstream) };
      });
      const response = await callApi(
        t,
        endpoint.method,
        `dbbw/${endpoint.path({ ...f, proceeding: outside.id })}`,
        {
          cookie: caller.cookie,
          payload: endpoint.payload?.(f),
        },
      );
      expect(response.statusCode, response.body).toBe(expected);
      expect(await exists(outside.id)).toBe(true);
    },
  );

  it.each(localCounselRoles)(
    "%s: lists only their categories, creates and previews only there",
    async (role) => {
      const caller = callers.get(role);
      if (!caller) throw new Error(role);
      const f = await matterFixture(t, { userId: caller.id, role });
      await createProceeding(db(), f.matter, f.workstream);
      const call = (method: "GET" | "POST", path: string, payload?: unknown) =>
        callApi(t, method, `dbbw/${path}`, { cookie: caller.cookie, payload });
      const list = (await call("GET", `matters/${f.matter}/proceedings?statuses=`)).json();
      expect(list.items.map((item: { id: number }) => item.id)).toEqual([f.proceeding]);
      const created = await call("POST", `matters/${f.matter}/proceedings`, {
        category: { id: f.workstream },
        status: { key: "ONGOING" },
        plaintiff: { fullName: "Outside", shortName: "Outside" },
        dbResponsible: { firstName: "A", lastName: "B" },
      });
      expect(created.statusCode).toBe(403);
      const preview = await call("GET", `${f.matter}/proceedingcode?categoryId=${f.workstream}`);
      expect(preview.statusCode).toBe(404);
    },
  );

  it.each(proceedingBound.map((endpoint) => ({ endpoint, label: endpointLabel(endpoint) })))(
    "SYSTEM_ADMIN: $label with a proceeding of another matter -> 404",
    async ({ endpoint }) => {
      // Expected to be refused, so they share the two matters.
      const { f, theirs } = await fixtureFor("another matter", false, async () => {
        const elsewhere = await createMatter(db());
        const category = await createCategory(db(), elsewhere.id);
        return { f: await matterFixture(t), theirs: await createProceeding(db(), elsewhere.id, category.id) };
      });
      const response = await callApi(
        t,
        endpoint.method,
        `dbbw/${endpoint.path({ ...f, proceeding: theirs.id })}`,
        {
          cookie: callers.get("SYSTEM_ADMIN")?.cookie,
          payload: endpoint.payload?.(f),
        },
      );
      expect(response.statusCode, response.body).toBe(404);
      expect(await exists(theirs.id)).toBe(true);
    },
  );
});
