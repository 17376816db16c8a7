// Who may call each route, declared on the route itself (`config.access`) and enforced by one pair of
// hooks before the route's body and query are validated: an anonymous caller gets 401 and a caller
// without the verb 403, or 404 when they may not even read what the route names (the matter, the
// proceeding in the path), never a 400 that lists the body's fields. A route without a declaration
// cannot be registered. Handlers keep only the rules that depend on an object's state (its category,
// its owner), in policy functions next to their module.
import { entityId } from "@litfolio/shared/matters";
import type { Verb } from "@litfolio/shared/permissions";
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preValidationHookHandler,
  RouteOptions,
} from "fastify";
import { currentUser, requireRole, requireUser } from "../auth/guards";
import type { DbOrTx } from "../db/client";
import { notFound } from "../http/errors";
import { categoryOfProceeding } from "../modules/proceedings/queries";
import { abilities, authorize } from "./abilities";
import { loadMatterAccess, type MatterAccess } from "./access";
import type { Resource } from "./matrix";

/**
 * How a route finds the matter of the object a request names when the path has no `:matterId` (an
 * activity, its tracking), by the id `name` in the path, the body or the query string: `find`
 * answers the matter's id, null when there is no such object (404), undefined when the id is
 * malformed (left to the route's schema, with its message) or absent. An absent query id names no
 * matter: the route then needs only a signed-in caller and answers across the caller's matters
 * (the activities' search without `trackingId`).
 */
export interface MatterLookup {
  source: "path" | "body" | "query";
  name: string;
  find: (db: DbOrTx, request: FastifyRequest) => Promise<number | null | undefined>;
}

/**
 * A verb on a row of the permission matrix, on the matter in the path (`:matterId`) or of the
 * object the request names (`matterOf`) when there is one.
 */
export interface ResourceAccess {
  resource: Resource;
  verb: Verb;
  matterOf?: MatterLookup;
  /**
   * The route acts on one object the caller may own (their comment): a verb the role holds only on
   * its own objects lets the request in, and the handler checks that this object is theirs.
   */
  own?: boolean;
}

export type RouteAccess = "public" | "signedIn" | "systemAdmin" | ResourceAccess;

/** One registered route and what it declared (the route-completeness test holds these against route-table.ts). */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route (permissions/route-access.ts); every route must say. */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route registered under /api with its declared access, in registration order. */
    declaredRoutes: DeclaredRoute[];
  }
  interface FastifyRequest {
    /** The caller's access to the matter in the path, loaded and checked before validation. */
    matterAccess?: MatterAccess;
  }
}

const holders = {
  path: (request) => request.params,
  body: (request) => request.body,
  query: (request) => request.query,
} satisfies Record<MatterLookup["source"], (request: FastifyRequest) => unknown>;

/**
 * A lookup by the id named `name` in the path, the body or the query, whose matter `find` answers;
 * a malformed id finds nothing to check (the route's schema refuses it with its message).
 */
export const matterByIdIn = (
  source: MatterLookup["source"],
  name: string,
  find: (db: DbOrTx, id: number) => Promise<number | null>,
): MatterLookup => ({
  source,
  name,
  find: async (db, request) => {
    const holder = holders[source](request);
    const value =
      typeof holder === "object" && holder !== null ? (holder as Record<string, unknown>)[name] : undefined;
    const id = entityId.safeParse(value);
    return id.success ? find(db, id.data) : undefined;
  },
});

/** The declaration of a route that needs `verb` on `resource` (of the matter `matterOf` finds). */
export const needs = (
  resource: Resource,
  verb: Verb,
  matterOf?: MatterLookup,
  { own = false } = {},
): ResourceAccess => ({ resource, verb, ...(matterOf ? { matterOf } : {}), ...(own ? { own } : {}) });

/** The matter id in the path; undefined when malformed (the params schema refuses it). */
const matterInPath = matterByIdIn("path", "matterId", async (_db, id) => id);

/**
 * The route's matter must exist and be readable (else 404), then the caller needs the verb on the
 * resource there. Without a matter, the caller's verbs outside any matter count.
 */
function requireVerb({ resource, verb, matterOf, own }: ResourceAccess): preValidationHookHandler {
  return async (request: FastifyRequest) => {
    const caller = currentUser(request);
    const object = own ? { ownerIds: [caller.id] } : {};
    const lookup = matterOf ?? ("matterId" in (request.params as object) ? matterInPath : null);
    if (!lookup) {
      authorize(abilities(caller, resource, { participation: null, ...object }), verb);
      return;
    }
    const matterId = await lookup.find(request.server.db, request);
    // A malformed id is the schema's 400; an absent query id names no matter (signed in suffices).
    if (matterId === undefined) return;
    if (matterId === null) throw notFound();
    request.matterAccess = await loadMatterAccess(request.server.db, caller, matterId);
    await requireOnRoute(request, request.matterAccess, resource, verb, object);
  };
}

/**
 * The verb on the route's resource of the matter. A caller refused it (403) must first be able to
 * READ what the route names: a proceeding of another matter, or outside the categories a local
 * counsel is limited to, does not exist for them (404), as it does not for a verb they hold (the
 * handler's check). Looked up only on this refusal, so a granted request costs no query.
 */
async function requireOnRoute(
  request: FastifyRequest,
  access: MatterAccess,
  resource: Resource,
  verb: Verb,
  object: { ownerIds?: number[] },
) {
  const verbs = access.verbs(resource, object);
  const proceedingId = entityId.safeParse((request.params as Record<string, unknown>).proceedingId);
  if (verbs.includes("READ") && !verbs.includes(verb) && proceedingId.success) {
    const categoryId = await categoryOfProceeding(
      request.server.db,
      access.matterId,
      proceedingId.data,
      false,
    );
    if (categoryId === undefined) throw notFound();
    access.require("proceedings", "READ", { categoryId });
    access.require(resource, verb, { ...object, categoryId });
  }
  authorize(verbs, verb);
}

const authentication: Record<Exclude<RouteAccess, "public" | ResourceAccess>, onRequestHookHandler> = {
  signedIn: requireUser,
  systemAdmin: requireRole("SYSTEM_ADMIN"),
};

const asList = <Hook>(hooks: Hook | Hook[] | undefined): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/** Puts the declaration's checks before the route's own hooks. */
function enforce(route: RouteOptions, access: RouteAccess) {
  if (access === "public") return;
  const signIn = typeof access === "string" ? authentication[access] : requireUser;
  route.onRequest = [signIn, ...asList(route.onRequest)];
  if (typeof access === "object") route.preValidation = [requireVerb(access), ...asList(route.preValidation)];
}

/** Call before the routes are registered (on the /api scope): refuses undeclared routes, enforces the rest. */
export function registerRouteAccess(api: FastifyInstance) {
  api.addHook("onRoute", (route) => {
    const access = route.config?.access;
    const methods = asList(route.method).filter((method) => method !== "HEAD");
    if (!access) throw new Error(`${methods.join(",")} ${route.url} declares no access (config.access)`);
    enforce(route, access);
    for (const method of methods) api.declaredRoutes.push({ method, url: route.url, access });
  });
}

/** The caller's access to the path's matter, loaded by the route's declaration. */
export function matterAccessOf(request: FastifyRequest): MatterAccess {
  if (!request.matterAccess) throw new Error(`${request.routeOptions.url} declares no matter resource`);
  return request.matterAccess;
}
