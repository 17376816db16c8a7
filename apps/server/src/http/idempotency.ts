// Idempotency-Key on creates (docs/architecture.md "Idempotency"): a client that retries a POST whose
// answer it never got sends the same key again and gets the first answer (status and body) instead of
// a second object. Keys belong to the signed-in user and hold for 24 hours; only 2xx answers are kept
// (a refused create leaves the key free). Create routes opt in with `config: { idempotent: true }`.
import { createHash } from "node:crypto";
import { messages } from "@litfolio/shared/messages";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from "fastify";
import { currentUser } from "../auth/guards";
import type { DbOrTx } from "../db/client";
import { idempotencyKeys } from "../db/schema/idempotency";
import { AppError, badRequest, conflict } from "./errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A create: a request with an Idempotency-Key is answered once (http/idempotency.ts). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request claimed: its answer is kept (2xx) or the key freed (anything else). */
    idempotencyClaim?: { userId: number; key: string };
  }
}

export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Kept 24 hours: an older key is ignored (claimed anew) and removed by housekeeping. */
const expired = () => lt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`);
/** 1 to 200 printable ASCII characters (a UUID is 36). */
const validKey = /^[\x20-\x7e]{1,200}$/;

const ownKey = (claim: { userId: number; key: string }) =>
  and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));

const keyOf = (request: FastifyRequest) => {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined) return undefined;
  if (typeof key !== "string" || !validKey.test(key)) {
    throw badRequest(messages.idempotencyKeyInvalid, [
      { field: "Idempotency-Key", message: messages.idempotencyKeyInvalid },
    ]);
  }
  return key;
};

/**
 * Before the handler: claims a new key (or one older than 24 hours) in one statement, so of two
 * requests with the same key only one runs; the other gets the first answer once it is kept, 409
 * while it is not, and 422 when it is not the same request (another path or body).
 */
async function claimOrReplay(request: FastifyRequest, reply: FastifyReply) {
  const key = keyOf(request);
  if (key === undefined) return;
  const claim = { userId: currentUser(request).id, key };
  const requestLine = `${request.method} ${request.url}`;
  // The validated body: the same request sent twice validates to the same value.
  const requestHash = createHash("sha256")
    .update(JSON.stringify(request.body ?? null))
    .digest("hex");
  const db = request.server.db;
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ ...claim, request: requestLine, requestHash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { request: requestLine, requestHash, status: null, body: null, createdAt: sql`now()` },
      setWhere: expired(),
    })
    .returning({ key: idempotencyKeys.key });
  if (claimed) {
    request.idempotencyClaim = claim;
    return;
  }
  const [first] = await db.select().from(idempotencyKeys).where(ownKey(claim));
  if (first && (first.request !== requestLine || first.requestHash !== requestHash)) {
    throw new AppError(422, "UNPROCESSABLE_CONTENT", messages.idempotencyKeyReused, [
      { field: "Idempotency-Key", message: messages.idempotencyKeyReused },
    ]);
  }
  // Not kept yet: the first is still running (or was cut short; or freed just now, having failed).
  if (!first || first.status === null || first.body === null) {
    throw conflict(messages.idempotencyKeyInFlight);
  }
  return reply
    .status(first.status)
    .type("application/json; charset=utf-8")
    .header("Idempotent-Replayed", "true")
    .send(first.body);
}

/** After the handler: a 2xx answer is kept for the retries; anything else frees the key. */
async function keepOrFree(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const claim = request.idempotencyClaim;
  if (!claim) return payload;
  request.idempotencyClaim = undefined;
  const db = request.server.db;
  const succeeded = reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === "string";
  if (succeeded) {
    await db.update(idempotencyKeys).set({ status: reply.statusCode, body: payload }).where(ownKey(claim));
  } else {
    await db.delete(idempotencyKeys).where(ownKey(claim));
  }
  return payload;
}

/** Call before the routes are registered: it wires every route marked `idempotent`. */
export function registerIdempotency(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    if (!route.config?.idempotent) return;
    // After the route's own preHandlers (the sign-in check): the key belongs to the signed-in user.
    const own = route.preHandler ?? [];
    route.preHandler = [...(Array.isArray(own) ? own : [own]), claimOrReplay as preHandlerHookHandler];
  });
  app.addHook("onSend", keepOrFree);
}

/** Housekeeping: keys older than 24 hours are ignored already; this removes them. */
export async function deleteExpiredIdempotencyKeys(db: DbOrTx) {
  await db.delete(idempotencyKeys).where(expired());
}
