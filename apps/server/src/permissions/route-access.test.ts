// No route escapes authorization: every route registered under /api declares who may call it (else
// the app does not start), each declaration is the one the reviewed table gives it (route-table.ts;
// the public routes are among them), every resource route has role-by-role rows in the
// authorization test (derived from the table), and each declaration is enforced before the body is
// validated: who gets 401 and 403 here is the table's word too.
import { isDeepStrictEqual } from "node:util";
import { notificationDefaults } from "@litfolio/shared/notifications";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, type Method } from "../test/api";
import { createAdmin, createUser, sessionCookie } from "../test/factories";
import { createTestApp, type TestApp } from "../test/harness";
import { matterEndpoints, resourceRoutes, routeKey, routeSamples } from "../test/matter-endpoints";
import { type DeclaredRoute, type RouteAccess, registerRouteAccess } from "./route-access";
import { type ReviewedAccess, routeTable, routeTableRows } from "./route-table";

const t: TestApp = await createTestApp();
const routes = t.app.declaredRoutes;
const callers = { user: "", admin: "" };
beforeAll(async () => {
  callers.user = await sessionCookie(t.database.db, (await createUser(t.database.db)).id);
  callers.admin = await sessionCookie(t.database.db, (await createAdmin(t.database.db)).id);
});
afterAll(() => t.close());

const label = (route: Pick<DeclaredRoute, "method" | "url">) => `${route.method} ${route.url}`;
const withAccess = (access: Exclude<ReviewedAccess, object>) =>
  routeTableRows.filter((row) => row.access === access);
/** A path for the route with every parameter 1: the checks below run before the path is looked up. */
const anyPath = (route: Pick<DeclaredRoute, "url">) =>
  route.url.replace(/^\/api\//, "").replace(/:\w+/g, "1");

/** A declaration in the table's terms. */
function asTableRow(access: RouteAccess): ReviewedAccess {
  if (typeof access === "string") return access;
  const { resource, verb, matterOf, own } = access;
  return {
    resource,
    verb,
    ...(matterOf ? { matter: `${matterOf.source}:${matterOf.name}` as const } : {}),
    ...(own ? { own } : {}),
  };
}

const described = (access: ReviewedAccess) => {
  if (typeof access === "string") return access;
  const matter = access.matter ? ` (matter from ${access.matter})` : "";
  return `${access.resource} ${access.verb}${access.own ? " own" : ""}${matter}`;
};
/** A valid body for the signed-in writes (the matter-less ones: the calendar feed). */
const signedInPayloads: Record<string, unknown> = {
  "POST /api/dbbw/calendar/feed": { kinds: ["TRACKING"], statuses: [], responsible: "me" },
  "PUT /api/dbbw/notifications/settings": { ...notificationDefaults, reminderDays: [5, 1], version: 1 },
};
/** Not a valid body for any route: a declaration that let it through would answer 400. */
const junk = { unexpected: "junk", version: "x" };

describe("every route declares its access", () => {
  it("refuses to register a route without a declaration", async () => {
    const app = Fastify();
    app.decorate("declaredRoutes", [] as DeclaredRoute[]);
    registerRouteAccess(app);
    expect(() => app.get("/undeclared", async () => ({}))).toThrow(
      "GET /undeclared declares no access (config.access)",
    );
    await app.close();
  });

  it("lists the product's routes, each once", () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(new Set(routes.map(label)).size).toBe(routes.length);
  });

  it("declares every route as the reviewed table says, and the table names only routes", () => {
    const declared = new Map(routes.map((route) => [label(route), asTableRow(route.access)]));
    const keys = new Set([...declared.keys(), ...Object.keys(routeTable)]);
    const differences = [...keys]
      .filter((key) => !isDeepStrictEqual(declared.get(key), routeTable[key]))
      .map((key) => {
        const route = declared.get(key);
        const row = routeTable[key];
        const declaration = route ? `declares ${described(route)}` : "no such route";
        return `${key}: ${declaration}, route-table.ts ${row ? `says ${described(row)}` : "has no row"}`;
      });
    expect(differences).toEqual([]);
  });

  it("gives every resource route rows in the authorization test, with a body for every write", () => {
    const declared = resourceRoutes();
    const endpoints = matterEndpoints();
    for (const route of declared) {
      const rows = endpoints.filter((endpoint) => `${endpoint.method} ${endpoint.route}` === routeKey(route));
      expect(rows.length, label(route)).toBeGreaterThan(0);
      if (["POST", "PUT", "PATCH"].includes(route.method)) {
        expect(
          rows.every((row) => row.payload),
          `${label(route)} needs a payload in routeSamples`,
        ).toBe(true);
      }
    }
    // No sample is left for a route that no longer exists.
    const keys = new Set(declared.map(routeKey));
    expect(Object.keys(routeSamples).filter((key) => !keys.has(key))).toEqual([]);
  });

  it("declares a matrix row on every route of a matter (its handler reads the loaded access)", () => {
    const undeclared = routes.filter(
      (route) => route.url.includes(":matterId") && typeof route.access !== "object",
    );
    expect(undeclared.map(label)).toEqual([]);
  });

  it("puts every route under /api/admin or /api/dbbw but the public few", () => {
    const elsewhere = routes.filter(
      (route) => route.access !== "public" && !/^\/api\/(admin|dbbw)\//.test(route.url),
    );
    expect(elsewhere.map(label)).toEqual([]);
  });
});

describe("declarations are enforced before the body is validated", () => {
  const guarded = routeTableRows.filter((row) => row.access !== "public");
  /** Filtered by an id in the query only when asked: without it, across the caller's matters. */
  const acrossMatters = routeTableRows.filter(
    (row) => typeof row.access === "object" && row.access.matter?.startsWith("query:"),
  );

  it.each(guarded)("anonymous: $label -> 401", async (route) => {
    const response = await callApi(t, route.method as Method, anyPath(route), { payload: junk });
    expect(response.statusCode, response.body).toBe(401);
  });

  it.each(withAccess("systemAdmin"))("a USER: $label -> 403", async (route) => {
    const response = await callApi(t, route.method as Method, anyPath(route), {
      cookie: callers.user,
      payload: junk,
    });
    expect(response.statusCode, response.body).toBe(403);
  });

  it.each([...withAccess("signedIn"), ...acrossMatters])(
    "a USER without matters: $label -> 200",
    async (route) => {
      const response = await callApi(t, route.method as Method, anyPath(route), {
        cookie: callers.user,
        payload: signedInPayloads[label(route)],
      });
      expect(response.statusCode, response.body).toBe(200);
    },
  );

  it("a SYSTEM_ADMIN passes every declaration: a junk body then meets validation, not a refusal", async () => {
    const writes = routes.filter(
      (route) => route.access !== "public" && ["POST", "PUT", "PATCH"].includes(route.method),
    );
    for (const route of writes) {
      const response = await callApi(t, route.method as Method, anyPath(route), {
        cookie: callers.admin,
        payload: junk,
      });
      // 404 where the path's matter (id 1) does not exist in this database.
      expect([400, 404], `${label(route)}: ${response.body}`).toContain(response.statusCode);
    }
  });
});
