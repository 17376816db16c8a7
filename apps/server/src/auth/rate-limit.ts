// Fixed-window rate limits kept in the database (DECISIONS: login, verify and reset are limited per
// IP address and per account). The counters live in `rate_limits`, so every server process behind
// the load balancer counts against the same window; an in-memory limiter would multiply the limit
// by the number of processes.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { rateLimits } from "../db/schema";
import { tooManyRequests } from "../http/errors";
import { sha256 } from "./crypto";

export interface RateLimit {
  /** Part of the counter's key, so each limit counts on its own. */
  name: string;
  max: number;
  windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * The per-account limits stop password guessing on one account. The per-IP limits are higher
 * because a firm's whole office may reach the server from one address; they stop one client from
 * trying many accounts.
 */
export const limits = {
  loginPerIp: { name: "login-ip", max: 100, windowMs: FIFTEEN_MINUTES },
  loginPerAccount: { name: "login-account", max: 10, windowMs: FIFTEEN_MINUTES },
  verifyPerIp: { name: "verify-ip", max: 100, windowMs: FIFTEEN_MINUTES },
  resetPerIp: { name: "reset-ip", max: 20, windowMs: FIFTEEN_MINUTES },
  resetPerAccount: { name: "reset-account", max: 5, windowMs: FIFTEEN_MINUTES },
  resetConfirmPerIp: { name: "reset-confirm-ip", max: 20, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, RateLimit>;

/**
 * Counts one request of `subject` (an IP address or an e-mail address) and throws
 * TOO_MANY_REQUESTS once the window holds more than `max`. One upsert does the counting, so
 * concurrent requests cannot both read the old count; the database clock decides the window, so
 * processes with drifting clocks agree. The subject is hashed: the table keeps no addresses.
 */
export async function enforceRateLimit(db: DbOrTx, limit: RateLimit, subject: string) {
  const windowOver = sql`${rateLimits.windowStart} <= now() - ${limit.windowMs}::integer * interval '1 millisecond'`;
  const [counter] = await db
    .insert(rateLimits)
    .values({ key: `${limit.name}:${sha256(subject.toLowerCase())}`, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${windowOver} then now() else ${rateLimits.windowStart} end`,
        hits: sql`case when ${windowOver} then 1 else ${rateLimits.hits} + 1 end`,
      },
    })
    .returning({ hits: rateLimits.hits });
  if (!counter || counter.hits > limit.max) throw tooManyRequests();
}
