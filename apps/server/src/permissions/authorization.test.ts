// Every matter endpoint x every kind of caller, through HTTP. The expected answer is derived from
// the permission matrix itself (not from abilities(), and not written by hand): change a cell of
// the table and this test expects the API to follow.
import {
  isLocalCounselRole,
  type ParticipationRole,
  participationRoles,
  permissionVerbs,
  type Verb,
} from "@litfolio/shared/permissions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assetLabels, defendantLabels, servedWritPlaces } from "../db/schema";
import { callApi, type Method } from "../test/api";
import {
  addParticipation,
  createAdmin,
  createCategory,
  createLabel,
  createMatter,
  createMenuItem,
  createUser,
  sessionCookie,
} from "../test/factories";
import { createTestApp, type TestApp } from "../test/harness";
import { permissionMatrix, type Resource, resources } from "./matrix";

let t: TestApp;
const db = () => t.database.db;

type CallerKind = ParticipationRole | "SYSTEM_ADMIN" | "NOT_A_PARTICIPANT" | "ANONYMOUS";
const callerKinds: CallerKind[] = [...participationRoles, "SYSTEM_ADMIN", "NOT_A_PARTICIPANT", "ANONYMOUS"];
const callers = new Map<CallerKind, { id: number; cookie: string }>();

beforeAll(async () => {
  t = await createTestApp();
  for (const kind of callerKinds) {
    if (kind === "ANONYMOUS") continue;
    const user = kind === "SYSTEM_ADMIN" ? await createAdmin(db()) : await createUser(db());
    callers.set(kind, { id: user.id, cookie: await sessionCookie(db(), user.id) });
  }
});
afterAll(() => t.close());

/** A fresh matter per case, the caller on it in their role, and one object of each kind to act on. */
async function fixture(kind: CallerKind) {
  const matter = await createMatter(db());
  const jurisdiction = await createCategory(db(), matter.id, { type: "jurisdiction" });
  const workstream = await createCategory(db(), matter.id, { type: "workstream" });
  const caller = callers.get(kind);
  if (caller && (participationRoles as readonly string[]).includes(kind)) {
    const role = kind as ParticipationRole;
    await addParticipation(
      db(),
      matter.id,
      caller.id,
      role,
      isLocalCounselRole(role) ? [jurisdiction.id] : [],
    );
  }
  const other = await createUser(db(), { active: false });
  return {
    matter: matter.id,
    jurisdiction: jurisdiction.id,
    workstream: workstream.id,
    assetlabel: (await createLabel(db(), assetLabels, matter.id)).id,
    defendantlabel: (await createLabel(db(), defendantLabels, matter.id)).id,
    writ: (await createLabel(db(), servedWritPlaces, matter.id)).id,
    menuItem: (await createMenuItem(db(), matter.id)).id,
    menuItemUrl: "https://www.example.com",
    participation: (await addParticipation(db(), matter.id, other.id, "DB_EXTERNAL")).id,
  };
}
type Fixture = Awaited<ReturnType<typeof fixture>>;

interface Endpoint {
  method: Method;
  path: (f: Fixture) => string;
  /** The matrix row and verb the endpoint needs. */
  resource: Resource;
  verb: Verb;
  /** Under dbbw/matters/{id}: the caller must READ the matter first. */
  matterBound: boolean;
  payload?: (f: Fixture) => unknown;
}

let unique = 0;
const fresh = () => {
  unique += 1;
  return `${Date.now()}-${unique}`;
};

const matterPayload = () => ({
  name: `Matter ${fresh()}`,
  key: `AUTH-${fresh()}`,
  client: "Client",
  connectFolderId: "1",
});

const endpoints: Endpoint[] = [
  { method: "GET", path: () => "matters", resource: "matterList", verb: "READ", matterBound: false },
  {
    method: "GET",
    path: () => "matters/search?name=a",
    resource: "matterList",
    verb: "READ",
    matterBound: false,
  },
  {
    method: "POST",
    path: () => "matters",
    resource: "matterList",
    verb: "CREATE",
    matterBound: false,
    payload: matterPayload,
  },
  {
    method: "GET",
    path: () => "participationroles",
    resource: "matterList",
    verb: "READ",
    matterBound: false,
  },
  { method: "GET", path: (f) => `matters/${f.matter}`, resource: "matter", verb: "READ", matterBound: true },
  {
    method: "PUT",
    path: (f) => `matters/${f.matter}`,
    resource: "matter",
    verb: "WRITE",
    matterBound: true,
    payload: matterPayload,
  },
  {
    method: "DELETE",
    path: (f) => `matters/${f.matter}`,
    resource: "matter",
    verb: "DELETE",
    matterBound: true,
  },
  {
    method: "GET",
    path: (f) => `matters/${f.matter}/assignees`,
    resource: "matter",
    verb: "READ",
    matterBound: true,
  },
  {
    method: "GET",
    path: (f) => `matters/${f.matter}/participations`,
    resource: "participants",
    verb: "READ",
    matterBound: true,
  },
  {
    method: "GET",
    path: (f) => `matters/${f.matter}/participations/search?query=someone@example.com`,
    resource: "participants",
    verb: "CREATE",
    matterBound: true,
  },
  {
    method: "POST",
    path: (f) => `matters/${f.matter}/participations`,
    resource: "participants",
    verb: "CREATE",
    matterBound: true,
    payload: () => ({
      user: { emailAddress: `p${fresh()}@example.com`, firstName: "New", lastName: "Person" },
      role: { key: "DB_LAWYER" },
    }),
  },
  {
    method: "PUT",
    path: (f) => `matters/${f.matter}/participations/${f.participation}`,
    resource: "participants",
    verb: "WRITE",
    matterBound: true,
    payload: () => ({ role: { key: "CLIENT_ACTIVE" } }),
  },
  {
    method: "DELETE",
    path: (f) => `matters/${f.matter}/participations/${f.participation}`,
    resource: "participants",
    verb: "DELETE",
    matterBound: true,
  },
  {
    method: "GET",
    path: (f) => `matters/${f.matter}/participations/${f.participation}/activation`,
    resource: "participants",
    verb: "WRITE",
    matterBound: true,
  },
  {
    method: "GET",
    path: (f) => `matters/${f.matter}/categories`,
    resource: "configuration",
    verb: "READ",
    matterBound: true,
  },
  ...(
    [
      ["jurisdictions", (f: Fixture) => f.jurisdiction, () => ({ code: "QQQ", name: `J ${fresh()}` })],
      ["workstreams", (f: Fixture) => f.workstream, () => ({ code: "WWW", name: `W ${fresh()}` })],
      ["assetlabels", (f: Fixture) => f.assetlabel, () => ({ name: `Item ${fresh()}` })],
      ["defendantlabels", (f: Fixture) => f.defendantlabel, () => ({ name: `Defendant ${fresh()}` })],
      ["servedWritAt", (f: Fixture) => f.writ, () => ({ name: `Place ${fresh()}` })],
    ] as const
  ).flatMap(([list, id, payload]): Endpoint[] => [
    {
      method: "GET",
      path: (f) => `matters/${f.matter}/${list}`,
      resource: "configuration",
      verb: "READ",
      matterBound: true,
    },
    {
      method: "POST",
      path: (f) => `matters/${f.matter}/${list}`,
      resource: "configuration",
      verb: "ADMIN",
      matterBound: true,
      payload,
    },
    {
      method: "PUT",
      path: (f) => `matters/${f.matter}/${list}/${id(f)}`,
      resource: "configuration",
      verb: "ADMIN",
      matterBound: true,
      payload,
    },
    {
      method: "DELETE",
      path: (f) => `matters/${f.matter}/${list}/${id(f)}`,
      resource: "configuration",
      verb: "ADMIN",
      matterBound: true,
    },
  ]),
  {
    method: "GET",
    path: (f) => `matters/${f.matter}/menuitems`,
    resource: "menuItems",
    verb: "READ",
    matterBound: true,
  },
  {
    method: "POST",
    path: (f) => `matters/${f.matter}/menuitems`,
    resource: "menuItems",
    verb: "CREATE",
    matterBound: true,
    payload: () => ({ name: "Link", url: "link.example.com" }),
  },
  {
    method: "PUT",
    path: (f) => `matters/${f.matter}/menuitems`,
    resource: "menuItems",
    verb: "WRITE",
    matterBound: true,
    payload: (f) => [{ id: f.menuItem, name: "Renamed", url: f.menuItemUrl }],
  },
  {
    method: "DELETE",
    path: (f) => `matters/${f.matter}/menuitems/${f.menuItem}`,
    resource: "menuItems",
    verb: "DELETE",
    matterBound: true,
  },
];

/** The caller's verbs on a resource, read straight from the table. */
function tableVerbs(kind: CallerKind, resource: Resource): Verb[] {
  if (kind === "SYSTEM_ADMIN") return [...permissionVerbs];
  const rule = permissionMatrix[resource];
  const held = new Set<Verb>(rule.signedIn);
  if ((participationRoles as readonly string[]).includes(kind)) {
    for (const verb of rule.roles[kind as ParticipationRole].verbs) held.add(verb);
  }
  return permissionVerbs.filter((verb) => held.has(verb));
}

function expectedStatus(kind: CallerKind, endpoint: Endpoint): number {
  if (kind === "ANONYMOUS") return 401;
  if (endpoint.matterBound && !tableVerbs(kind, "matter").includes("READ")) return 404;
  const verbs = tableVerbs(kind, endpoint.resource);
  if (!verbs.includes("READ")) return 404;
  return verbs.includes(endpoint.verb) ? 200 : 403;
}

const cases = endpoints.flatMap((endpoint) =>
  callerKinds.map((kind) => ({
    kind,
    endpoint,
    label: `${endpoint.method} ${endpoint.path(new Proxy({} as Fixture, { get: (_, key) => `{${String(key)}}` }))}`,
    expected: expectedStatus(kind, endpoint),
  })),
);

describe("who may call each matter endpoint (derived from the permission matrix)", () => {
  it("covers every caller kind with a success and a refusal somewhere", () => {
    for (const kind of callerKinds.filter((k) => k !== "ANONYMOUS" && k !== "SYSTEM_ADMIN")) {
      const outcomes = new Set(cases.filter((c) => c.kind === kind).map((c) => c.expected));
      expect(outcomes.has(200), kind).toBe(true);
      expect(outcomes.has(403) || outcomes.has(404), kind).toBe(true);
    }
  });

  it.each(cases)("$kind: $label -> $expected", async ({ kind, endpoint, expected }) => {
    const f = await fixture(kind);
    const response = await callApi(t, endpoint.method, `dbbw/${endpoint.path(f)}`, {
      cookie: callers.get(kind)?.cookie,
      payload: endpoint.payload?.(f),
    });
    expect(response.statusCode, response.body).toBe(expected);
    const body = response.json();
    if (expected === 200 && endpoint.method === "GET" && "permissions" in body) {
      // The permissions array the API answers is the table's verbs for the caller.
      expect(body.permissions).toEqual(tableVerbs(kind, endpoint.resource));
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
