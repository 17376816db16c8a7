// Rate limits and sign-in throttling (DECISIONS: login, verify and reset are limited per IP address
// and per account; OWASP ASVS 5.0 V6.1.1 and V6.3.1: slow down guessing without letting anyone lock
// an owner out). Fixed-window counters in `rate_limits`, so every server process behind the load
// balancer counts against the same window; an in-memory limiter would multiply the limit by the
// number of processes. The numbers are documented in docs/architecture.md ("Sign-in and sessions").
import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { rateLimits } from "../db/schema/users";
import { tooManyRequests } from "../http/errors";
import { sha256 } from "./crypto";

export interface RateLimit {
  /** Part of the counter's key, so each limit counts on its own. */
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60 * 1000;
const FIFTEEN_MINUTES = 15 * MINUTE;
const HOUR = 60 * MINUTE;

/**
 * Sign-in counts failed password checks: an attempt is counted before its password is checked (so
 * parallel guesses cannot slip past a limit) and forgiven when the password was right. The pair
 * limit is strict because it only ever hits the guesser's own address. The account's and the
 * address's counters never refuse, they only slow (slowdownMs): a firm's whole office may reach the
 * server from one address (a NAT, or a proxy without TRUST_PROXY), so one script's wrong guesses
 * must not lock the others out, and nobody can lock an owner out of their account.
 */
export const limits = {
  loginPerAccountAndIp: { name: "login-account-ip", max: 5, windowMs: FIFTEEN_MINUTES },
  /** Failures after which the address's wrong passwords are answered late, never refused. */
  loginPerIp: { name: "login-ip", max: 50, windowMs: FIFTEEN_MINUTES },
  /** Failures after which the account's sign-ins are slowed, never refused. */
  loginPerAccount: { name: "login-account", max: 5, windowMs: FIFTEEN_MINUTES },
  /** Correct passwords: each one mails a code, and only someone who knows the password can reach it. */
  codeMailsPerAccount: { name: "code-mail-account", max: 30, windowMs: FIFTEEN_MINUTES },
  /** Failed codes after which the address's wrong codes are answered late, never refused. */
  verifyPerIp: { name: "verify-ip", max: 100, windowMs: FIFTEEN_MINUTES },
  resetPerIp: { name: "reset-ip", max: 20, windowMs: FIFTEEN_MINUTES },
  /** Reset mails per address, whoever asks; past them the request is answered alike and mails nothing. */
  resetMailsPerAddressPerMinute: { name: "reset-mail-minute", max: 1, windowMs: MINUTE },
  resetMailsPerAddressPerHour: { name: "reset-mail-hour", max: 3, windowMs: HOUR },
  resetConfirmPerIp: { name: "reset-confirm-ip", max: 20, windowMs: FIFTEEN_MINUTES },
  /**
   * The public calendar feed (issue 28): a calendar program polls every few minutes at most, so one
   * token gets 30 requests a window; an address gets ten times that (an office behind one address),
   * which also bounds guessing tokens.
   */
  calendarFeedPerToken: { name: "calendar-feed-token", max: 30, windowMs: FIFTEEN_MINUTES },
  calendarFeedPerIp: { name: "calendar-feed-ip", max: 300, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, RateLimit>;

/** The first delay once a counter has had its free failures; it doubles with each one more. */
const FIRST_DELAY_MS = 500;

/**
 * Counts one request of `subject` (an IP address, an e-mail address or both) and answers the
 * window's count, this one included. One upsert does the counting, so concurrent requests cannot
 * both read the old count; the database clock decides the window, so processes with drifting
 * clocks agree. Subjects are lower-cased (e-mail addresses in any case share a counter) and
 * hashed: the table keeps no addresses.
 */
async function count(db: DbOrTx, limit: RateLimit, subject: string): Promise<number> {
  const windowOver = sql`${rateLimits.windowStart} <= now() - ${limit.windowMs}::integer * interval '1 millisecond'`;
  const [counter] = await db
    .insert(rateLimits)
    .values({ key: keyOf(limit, subject), windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${windowOver} then now() else ${rateLimits.windowStart} end`,
        hits: sql`case when ${windowOver} then 1 else ${rateLimits.hits} + 1 end`,
      },
    })
    .returning({ hits: rateLimits.hits });
  if (!counter) throw new Error("rate limit not counted");
  return counter.hits;
}

const keyOf = (limit: RateLimit, subject: string) => `${limit.name}:${sha256(subject.toLowerCase())}`;

/** Takes back one counted request of `subject` (it turned out not to be a failure). */
async function forgive(db: DbOrTx, limit: RateLimit, subject: string) {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, keyOf(limit, subject)));
}

/** Counts one request of `subject` and throws TOO_MANY_REQUESTS once the window holds more than `max`. */
export async function enforceRateLimit(db: DbOrTx, limit: RateLimit, subject: string) {
  if ((await count(db, limit, subject)) > limit.max) throw tooManyRequests();
}

/** Counts one request of `subject` and answers whether the window still allows it. */
export const withinRateLimit = async (db: DbOrTx, limit: RateLimit, subject: string) =>
  (await count(db, limit, subject)) <= limit.max;

const pairOf = (emailAddress: string, ip: string) => `${emailAddress}\n${ip}`;

/** What the route tells a throttled attempt once it knows whether the attempt failed. */
export interface ThrottledAttempt {
  /** The attempt was no failure: its counts are given back. */
  succeeded(): Promise<void>;
  /** The attempt failed: waits as long as the address's earlier failures ask, then answers. */
  failed(): Promise<void>;
}

/**
 * Before a code is checked: counts the attempt as a failure of the IP address. A wrong code is
 * answered late once the address has had `verifyPerIp.max` failures (slowdownMs); a right one is
 * never held or refused for its address, so a script's garbage cannot lock an office out.
 */
export async function throttleVerify(db: DbOrTx, ip: string, maxDelayMs: number): Promise<ThrottledAttempt> {
  const earlierFailures = (await count(db, limits.verifyPerIp, ip)) - 1;
  return {
    succeeded: () => forgive(db, limits.verifyPerIp, ip),
    failed: () => sleep(slowdownMs(earlierFailures, limits.verifyPerIp.max, maxDelayMs)),
  };
}

/**
 * Before a password is checked: counts the attempt as a failure of the (account, IP) pair, the IP
 * and the account; throws TOO_MANY_REQUESTS past the pair limit; then waits as long as the
 * account's earlier failures ask. Neither the account's nor the address's counter refuses: an owner
 * with the right password always gets in, at worst `maxDelayMs` later, and the address's earlier
 * failures only hold back its wrong passwords (`failed`).
 */
export async function throttleSignIn(
  db: DbOrTx,
  emailAddress: string,
  ip: string,
  maxDelayMs: number,
): Promise<ThrottledAttempt> {
  await enforceRateLimit(db, limits.loginPerAccountAndIp, pairOf(emailAddress, ip));
  const addressFailures = (await count(db, limits.loginPerIp, ip)) - 1;
  const accountFailures = (await count(db, limits.loginPerAccount, emailAddress)) - 1;
  await sleep(slowdownMs(accountFailures, limits.loginPerAccount.max, maxDelayMs));
  return {
    // The pair starts again from zero (the owner's typos are forgotten); the IP and the account
    // give back the one attempt.
    succeeded: async () => {
      const pairKey = keyOf(limits.loginPerAccountAndIp, pairOf(emailAddress, ip));
      await db.delete(rateLimits).where(eq(rateLimits.key, pairKey));
      await forgive(db, limits.loginPerIp, ip);
      await forgive(db, limits.loginPerAccount, emailAddress);
    },
    failed: () => sleep(slowdownMs(addressFailures, limits.loginPerIp.max, maxDelayMs)),
  };
}

/** No wait up to `freeFailures` earlier failures, then 0.5 s doubling with each further one, capped. */
export function slowdownMs(earlierFailures: number, freeFailures: number, maxDelayMs: number): number {
  const beyond = earlierFailures - freeFailures;
  return beyond < 0 ? 0 : Math.min(FIRST_DELAY_MS * 2 ** beyond, maxDelayMs);
}
