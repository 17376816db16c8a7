// The system-wide Connect token (DECISIONS "One system-wide token ... refreshed before it expires"):
// stored encrypted, handed out while valid, refreshed by one process at a time (a lease on its row,
// so two processes never spend the same rotating refresh token), and marked "not authenticated"
// when the service refuses a refresh, with one e-mail to the system administrators.
import { type ConnectTokenInfo, maskToken } from "@litfolio/shared/connect";
import { messages } from "@litfolio/shared/messages";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Config, ConnectConfig } from "../../config";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { connectTokens } from "../../db/schema/connect";
import type { Enqueue } from "../../jobs/job-type";
import { queueMail } from "../../mail/outbox";
import { systemAdministrators } from "../../mail/recipients";
import { connectRefreshFailedMail } from "../../mail/templates";
import { ConnectError, refreshTokens, type ServiceTokens } from "./client";
import { decryptSecret, encryptSecret } from "./crypto";

const ROW_ID = 1;
/** An access token this close to its expiry is refreshed before use. */
export const REFRESH_MARGIN_MS = 5 * 60_000;
/** How long a refreshing process may hold the row before another may take over. */
const LEASE_MS = 60_000;
const LEASE_WAIT_MS = 250;

type TokenRow = typeof connectTokens.$inferSelect;

async function tokenRow(db: DbOrTx): Promise<TokenRow | null> {
  const [row] = await db.select().from(connectTokens).where(eq(connectTokens.id, ROW_ID));
  return row ?? null;
}

/** Stores tokens the service just issued: authenticated, any earlier failure forgotten. */
export async function saveTokens(db: DbOrTx, config: ConnectConfig, tokens: ServiceTokens) {
  const values = {
    accessToken: encryptSecret(config.tokenKey, tokens.accessToken),
    accessExpiresAt: tokens.accessExpiresAt,
    refreshToken: encryptSecret(config.tokenKey, tokens.refreshToken),
    refreshExpiresAt: tokens.refreshExpiresAt,
    obtainedAt: new Date(),
    authenticated: true,
    failureNotifiedAt: null,
    refreshingUntil: null,
    updatedAt: new Date(),
  };
  await db
    .insert(connectTokens)
    .values({ id: ROW_ID, ...values })
    .onConflictDoUpdate({ target: connectTokens.id, set: values });
}

/** SPEC 3 "Connect token info" for the settings page, the tokens masked. */
export async function tokenInfo(db: DbOrTx, config: ConnectConfig | null): Promise<ConnectTokenInfo> {
  const row = config ? await tokenRow(db) : null;
  const shown = (stored: string) => {
    try {
      return maskToken(decryptSecret(config?.tokenKey ?? Buffer.alloc(32), stored));
    } catch {
      // Stored under another CONNECT_TOKEN_KEY: it cannot be used, Refresh token replaces it.
      return "(unreadable)";
    }
  };
  return {
    oauthToken: row ? shown(row.accessToken) : null,
    oauthTokenExpiry: row?.accessExpiresAt.toISOString() ?? null,
    obtainedAt: row?.obtainedAt.toISOString() ?? null,
    refreshToken: row ? shown(row.refreshToken) : null,
    refreshTokenExpiry: row?.refreshExpiresAt?.toISOString() ?? null,
    authenticated: Boolean(row?.authenticated) && (row?.accessExpiresAt ?? new Date(0)) > new Date(),
    redirectUrl: config?.redirectUrl ?? null,
    configured: config !== null,
  };
}

const notAuthorised = () => new ConnectError(messages.connectNotAuthorised, null, true);

/** Takes the refresh lease when nobody holds it (or their lease ran out); answers the row if taken. */
async function takeLease(db: DbOrTx): Promise<TokenRow | null> {
  const [row] = await db
    .update(connectTokens)
    .set({ refreshingUntil: new Date(Date.now() + LEASE_MS) })
    .where(
      and(
        eq(connectTokens.id, ROW_ID),
        or(isNull(connectTokens.refreshingUntil), lt(connectTokens.refreshingUntil, sql`now()`)),
      ),
    )
    .returning();
  return row ?? null;
}

const releaseLease = (db: DbOrTx) =>
  db.update(connectTokens).set({ refreshingUntil: null }).where(eq(connectTokens.id, ROW_ID));

/** What the token's upkeep needs: the database, the settings, and jobs for the admins' e-mail. */
export interface ConnectContext {
  db: Db;
  config: Config;
  connect: ConnectConfig;
  /** Enqueues jobs in the given transaction (the e-mail to the system administrators). */
  enqueueIn(tx: Tx): Enqueue;
}

/** The service refused a refresh: not authenticated any more; the admins hear of it once. */
async function refused({ db, config, enqueueIn }: ConnectContext, reason: string) {
  await db.transaction(async (tx) => {
    const [first] = await tx
      .update(connectTokens)
      .set({ authenticated: false, failureNotifiedAt: new Date(), refreshingUntil: null })
      .where(and(eq(connectTokens.id, ROW_ID), isNull(connectTokens.failureNotifiedAt)))
      .returning({ id: connectTokens.id });
    if (!first) return;
    for (const admin of await systemAdministrators(tx))
      await queueMail(tx, enqueueIn(tx), connectRefreshFailedMail(config, admin, reason));
  });
  await releaseLease(db);
}

/**
 * Refreshes the token unless it is valid beyond `margin` by the time this caller holds the lease
 * (another process is at it: waits for its result). A refusal
 * (invalid_grant, invalid_client) marks the token not authenticated; an outage leaves it as it is.
 */
export async function refreshNow(context: ConnectContext, margin = REFRESH_MARGIN_MS): Promise<string> {
  const { db, connect: config } = context;
  const leased = await takeLease(db);
  if (!leased) return waitForOtherRefresh(db, config);
  if (!leased.authenticated) {
    await releaseLease(db);
    throw notAuthorised();
  }
  // Another process refreshed it between this caller's look and its lease: that token will do.
  if (leased.accessExpiresAt.getTime() - Date.now() > margin) {
    await releaseLease(db);
    return decryptSecret(config.tokenKey, leased.accessToken);
  }
  try {
    const tokens = await refreshTokens(config, decryptSecret(config.tokenKey, leased.refreshToken));
    await saveTokens(db, config, tokens);
    return tokens.accessToken;
  } catch (error) {
    if (error instanceof ConnectError && !error.retryable) await refused(context, error.message);
    else await releaseLease(db);
    throw error instanceof ConnectError ? error : new ConnectError(String(error), null, true);
  }
}

async function waitForOtherRefresh(db: DbOrTx, config: ConnectConfig): Promise<string> {
  const until = Date.now() + LEASE_MS;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, LEASE_WAIT_MS));
    const row = await tokenRow(db);
    if (!row?.authenticated) throw notAuthorised();
    if (row.refreshingUntil === null && row.accessExpiresAt.getTime() > Date.now())
      return decryptSecret(config.tokenKey, row.accessToken);
  }
  throw new ConnectError(messages.connectUnreachable, null, true);
}

/** A valid access token: the stored one, or a fresh one when it expires within the margin. */
export async function accessToken(context: ConnectContext): Promise<string> {
  const row = await tokenRow(context.db);
  if (!row?.authenticated) throw notAuthorised();
  if (row.accessExpiresAt.getTime() - Date.now() > REFRESH_MARGIN_MS)
    return decryptSecret(context.connect.tokenKey, row.accessToken);
  return refreshNow(context);
}

/** The service refused the access token (401): refreshed on next use, whatever its expiry said. */
export const distrustAccessToken = (db: DbOrTx) =>
  db
    .update(connectTokens)
    .set({ accessExpiresAt: new Date(0) })
    .where(eq(connectTokens.id, ROW_ID));

/** The refresh job: refreshes a token that expires within the margin; nothing to do otherwise. */
export async function refreshIfDue(context: ConnectContext) {
  const row = await tokenRow(context.db);
  if (!row?.authenticated) return;
  if (row.accessExpiresAt.getTime() - Date.now() > 2 * REFRESH_MARGIN_MS) return;
  await refreshNow(context, 2 * REFRESH_MARGIN_MS);
}
