// Authentication for routes: an onRequest hook that loads the session from the cookie, and one that
// also requires a security role; both run before the body is read or validated. Routes declare which they need; there is no implicit access.
import type { SecurityRole } from "@litfolio/shared/roles";
import type { FastifyReply, FastifyRequest } from "fastify";
import { forbidden, unauthenticated } from "../http/errors";
import { type LoadedSession, loadActiveSession, SESSION_COOKIE } from "./sessions";

declare module "fastify" {
  interface FastifyRequest {
    session?: LoadedSession;
  }
}

/** The signed-in user of a request that passed `requireUser`. */
export function currentUser(request: FastifyRequest) {
  if (request.session?.stage !== "active") throw unauthenticated();
  return request.session.user;
}

export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  const session = await loadActiveSession(request.server.db, request.cookies[SESSION_COOKIE]);
  if (!session) throw unauthenticated();
  request.session = session;
}

export function requireRole(role: SecurityRole) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    if (currentUser(request).securityRole !== role) throw forbidden();
  };
}
