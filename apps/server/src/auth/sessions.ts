// Database sessions behind an httpOnly cookie (DECISIONS: 30 min sliding idle, 12 h absolute, new id
// at every login, all sessions of a user ended on password change and deactivation).
import { and, eq, lt } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { sessions, users } from "../db/schema/users";
import { randomToken, sha256 } from "./crypto";
import { userCache } from "./user-caches";

export const SESSION_COOKIE = "litfolio_session";
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** How long an e-mailed sign-in code stays valid. */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
/** Touching last_seen_at on every request would write on every read; once a minute is enough. */
const TOUCH_EVERY_MS = 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

export interface LoadedSession {
  id: string;
  stage: "verification" | "active";
  codeHash: string | null;
  codeAttempts: number;
  expiresAt: Date;
  user: SessionUser;
}

/** Creates a session and answers the cookie value (the row keeps only its hash). */
export async function createSession(
  db: DbOrTx,
  userId: number,
  stage: "verification" | "active",
  codeHash: string | null = null,
): Promise<string> {
  const token = randomToken();
  const lifetime = stage === "verification" ? CODE_LIFETIME_MS : ABSOLUTE_LIFETIME_MS;
  await db.insert(sessions).values({
    id: sha256(token),
    userId,
    stage,
    codeHash,
    expiresAt: new Date(Date.now() + lifetime),
  });
  return token;
}

/** The session behind a cookie value, if it is still valid; slides the idle timeout. */
export async function loadSession(db: DbOrTx, token: string | undefined): Promise<LoadedSession | undefined> {
  if (!token || token.length > 100) return undefined;
  const id = sha256(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return undefined;
  const now = Date.now();
  const idleFor = now - row.session.lastSeenAt.getTime();
  const expired =
    row.session.expiresAt.getTime() <= now || (row.session.stage === "active" && idleFor > IDLE_TIMEOUT_MS);
  if (expired || row.user.deleted || !row.user.active) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return undefined;
  }
  if (idleFor > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id));
  }
  const { stage, codeHash, codeAttempts, expiresAt } = row.session;
  return { id, stage, codeHash, codeAttempts, expiresAt, user: row.user };
}

/**
 * The active session behind a cookie value, from this process's recent copies (auth/user-caches.ts:
 * forgotten the moment the session, its user or their role changes, in every process) or the
 * database. The idle timeout still slides: each reload touches the row when due.
 */
export async function loadActiveSession(
  db: DbOrTx,
  token: string | undefined,
): Promise<LoadedSession | undefined> {
  if (!token || token.length > 100) return undefined;
  const id = sha256(token);
  const cache = userCache<LoadedSession>(db, "sessions");
  const cached = cache?.get(id);
  if (cached) return cached;
  const ticket = cache?.ticket() ?? 0;
  const session = await loadSession(db, token);
  if (session?.stage !== "active") return undefined;
  cache?.keep(id, session.user.id, session, ticket, session.expiresAt.getTime());
  return session;
}

export async function endSession(db: DbOrTx, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function endAllSessions(db: DbOrTx, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Housekeeping: removes expired rows (run by a periodic job). */
export async function deleteExpiredSessions(db: DbOrTx) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.stage, "active"), lt(sessions.lastSeenAt, new Date(Date.now() - IDLE_TIMEOUT_MS))),
    );
}
