// Sign-in (SPEC 7.1, DECISIONS "Accounts and sign-in"): password, then a 6-digit code sent by
// e-mail, then an active session; sign-out; the active user; password reset and account activation
// through the e-mailed /changepassword link.
import {
  type ActiveUser,
  type LoginResponse,
  loginBody,
  resetConfirmBody,
  resetRequestBody,
  verifyBody,
} from "@litfolio/shared/auth";
import { messages } from "@litfolio/shared/messages";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { recordAudit } from "../audit";
import type { Db, DbOrTx, Tx } from "../db/client";
import { sessions, users } from "../db/schema/users";
import { bumpVersion } from "../http/edits";
import { badRequest } from "../http/errors";
import { transactionWithJobs } from "../jobs/queue";
import { queueMail } from "../mail/outbox";
import { passwordResetMail, verificationCodeMail } from "../mail/templates";
import { randomCode, sameHash, sha256 } from "./crypto";
import { currentUser } from "./guards";
import { decoyPasswordHash, hashPassword, passwordMatches } from "./passwords";
import {
  enforceRateLimit,
  limits,
  type ThrottledAttempt,
  throttleSignIn,
  throttleVerify,
  withinRateLimit,
} from "./rate-limit";
import {
  ABSOLUTE_LIFETIME_MS,
  CODE_LIFETIME_MS,
  createSession,
  endAllSessions,
  endSession,
  type LoadedSession,
  loadSession,
  SESSION_COOKIE,
  type SessionUser,
} from "./sessions";
import { consumeAccountToken, issueAccountToken } from "./tokens";

/** DECISIONS: at most 5 wrong codes, then the user starts again at the credentials step. */
const MAX_CODE_ATTEMPTS = 5;

export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/auth/login",
    { config: { access: "public" }, schema: { body: loginBody } },
    async (request, reply) => {
      const { emailAddress, password } = request.body;
      const attempt = await throttleSignIn(app.db, emailAddress, request.ip, app.config.loginDelayMaxMs);
      const user = await userWithPassword(app.db, emailAddress, password);
      if (!user) {
        await attempt.failed();
        throw badRequest(messages.credentialsInvalid);
      }
      await attempt.succeeded();
      refuseUnusableAccount(user);
      await enforceRateLimit(app.db, limits.codeMailsPerAccount, emailAddress);
      const token = await transactionWithJobs(app, async (tx, enqueue) => {
        await endBrowserSession(tx, request);
        const code = randomCode();
        await queueMail(tx, enqueue, verificationCodeMail(app.config, user, code), "signInCode");
        return createSession(tx, user.id, "verification", sha256(code));
      });
      setSessionCookie(reply, token, CODE_LIFETIME_MS);
      return { verificationRequired: true } satisfies LoginResponse;
    },
  );

  api.post(
    "/auth/verify",
    { config: { access: "public" }, schema: { body: verifyBody } },
    async (request, reply) => {
      const attempt = await throttleVerify(app.db, request.ip, app.config.loginDelayMaxMs);
      const { token, user } = await verifiedSession(app.db, request, attempt);
      setSessionCookie(reply, token, ABSOLUTE_LIFETIME_MS);
      return toActiveUser(user);
    },
  );

  api.post("/auth/logout", { config: { access: "public" } }, async (request, reply) => {
    await endBrowserSession(app.db, request);
    reply.clearCookie(SESSION_COOKIE, cookieOptions(app));
    return {};
  });

  api.get("/security/user", { config: { access: "signedIn" } }, async (request) =>
    toActiveUser(currentUser(request)),
  );

  api.post(
    "/auth/password/reset",
    {
      config: { access: "public" },
      schema: { body: resetRequestBody },
      // The link is looked up and mailed after the answer has gone, so neither the answer nor its
      // timing tells whether the address has an account.
      onResponse: async (request, reply) => {
        if (reply.statusCode === 200) await mailResetLink(app, request.body.emailAddress);
      },
    },
    async (request) => {
      await enforceRateLimit(app.db, limits.resetPerIp, request.ip);
      return { message: messages.resetRequested };
    },
  );

  api.post(
    "/auth/password/reset/confirm",
    { config: { access: "public" }, schema: { body: resetConfirmBody } },
    async (request) => {
      await enforceRateLimit(app.db, limits.resetConfirmPerIp, request.ip);
      // Hashing is slow on purpose; doing it before the transaction keeps the transaction short.
      const passwordHash = await hashPassword(request.body.newPassword);
      await app.db.transaction(async (tx) => {
        const consumed = await consumeAccountToken(
          tx,
          request.body.emailAddress,
          request.body.verificationCode,
        );
        if (!consumed) throw badRequest(messages.resetLinkInvalid);
        await setPassword(tx, consumed.user, passwordHash);
      });
      return { message: messages.passwordChanged };
    },
  );
}

const findUser = async (db: Db, emailAddress: string) =>
  (await db.select().from(users).where(eq(users.emailAddress, emailAddress)).limit(1))[0];

/**
 * The user behind a correct e-mail and password. An unknown e-mail is checked against a decoy hash
 * and gets the same answer as a wrong password, so neither the answer nor its timing tells whether
 * the account exists.
 */
async function userWithPassword(db: Db, emailAddress: string, password: string) {
  const user = await findUser(db, emailAddress);
  const matches = await passwordMatches(user?.passwordHash ?? (await decoyPasswordHash()), password);
  return user && matches ? user : undefined;
}

/** The account's state is revealed only to someone who knows its password. */
function refuseUnusableAccount(user: { deleted: boolean; active: boolean }) {
  if (user.deleted) throw badRequest(messages.accountDeactivated);
  if (!user.active) throw badRequest(messages.accountInactive);
}

/**
 * Mails a reset link to an account that may use one. At most one mail per address a minute and a
 * few an hour, whoever asks: the owner's mailbox is not flooded, and the newest link in it works.
 */
async function mailResetLink(app: FastifyInstance, emailAddress: string) {
  if (!(await withinRateLimit(app.db, limits.resetMailsPerAddressPerMinute, emailAddress))) return;
  if (!(await withinRateLimit(app.db, limits.resetMailsPerAddressPerHour, emailAddress))) return;
  const user = await findUser(app.db, emailAddress);
  if (!user || user.deleted) return;
  await transactionWithJobs(app, async (tx, enqueue) => {
    const token = await issueAccountToken(tx, user.id, "reset");
    await queueMail(tx, enqueue, passwordResetMail(app.config, user, token), "resetLink");
  });
}

/**
 * The active session that replaces the request's verification session when its code is right. Any
 * refusal is a failure of the address (answered late once it has had many); a right code is not.
 */
async function verifiedSession(
  db: Db,
  request: FastifyRequest<{ Body: { verificationCode: string } }>,
  attempt: ThrottledAttempt,
): Promise<{ token: string; user: SessionUser }> {
  try {
    const session = await loadSession(db, request.cookies[SESSION_COOKIE]);
    if (session?.stage !== "verification") throw badRequest(messages.codeExpired);
    await checkCode(db, session, request.body.verificationCode);
    const token = await replaceWithActiveSession(db, session);
    await attempt.succeeded();
    return { token, user: session.user };
  } catch (error) {
    await attempt.failed();
    throw error;
  }
}

/**
 * Counts the try before comparing, guarded by the limit in the same statement, so parallel
 * guesses cannot get more than MAX_CODE_ATTEMPTS comparisons out of one code. The last wrong try
 * ends the session: the next one, even with the right code, is told to log in again.
 */
async function checkCode(db: Db, session: LoadedSession, code: string) {
  if (!session.codeHash) throw badRequest(messages.codeExpired);
  const [counted] = await db
    .update(sessions)
    .set({ codeAttempts: sql`${sessions.codeAttempts} + 1` })
    .where(and(eq(sessions.id, session.id), lt(sessions.codeAttempts, MAX_CODE_ATTEMPTS)))
    .returning({ attempts: sessions.codeAttempts });
  if (!counted) throw badRequest(messages.codeExpired);
  if (sameHash(code, session.codeHash)) return;
  if (counted.attempts >= MAX_CODE_ATTEMPTS) await endSession(db, session.id);
  throw badRequest(messages.codeInvalid);
}

/**
 * Swaps the verification session for an active one with a new id. Deleting the code's session is
 * what makes the code single-use: of two requests racing with the right code, only the one that
 * deleted the row goes on.
 */
async function replaceWithActiveSession(db: Db, session: LoadedSession): Promise<string> {
  return db.transaction(async (tx) => {
    const ended = await tx.delete(sessions).where(eq(sessions.id, session.id)).returning({ id: sessions.id });
    if (ended.length === 0) throw badRequest(messages.codeExpired);
    await tx.update(users).set({ lastLogin: new Date() }).where(eq(users.id, session.user.id));
    return createSession(tx, session.user.id, "active");
  });
}

/** Sets a new password from an activation or reset link: it also activates the account. */
async function setPassword(tx: Tx, before: SessionUser, passwordHash: string) {
  const [after] = await tx
    .update(users)
    .set({ passwordHash, active: true, ...bumpVersion(users) })
    .where(eq(users.id, before.id))
    .returning();
  // Whoever held the old password may still be signed in somewhere.
  await endAllSessions(tx, before.id);
  await recordAudit(tx, {
    actorId: before.id,
    entity: "user",
    entityId: before.id,
    action: "update",
    before,
    after,
  });
}

/** Ends the session of the request's cookie, whatever its stage (a fresh login or a logout). */
async function endBrowserSession(db: DbOrTx, request: FastifyRequest) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await endSession(db, sha256(token));
}

const cookieOptions = (app: FastifyInstance) => ({
  httpOnly: true,
  sameSite: "lax" as const,
  path: "/",
  secure: app.config.publicUrl.startsWith("https:"),
});

/** The cookie lives as long as the session can; the idle timeout is enforced by the server. */
function setSessionCookie(reply: FastifyReply, token: string, lifetimeMs: number) {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(reply.server), maxAge: lifetimeMs / 1000 });
}

const toActiveUser = (user: SessionUser): ActiveUser => ({
  id: user.id,
  emailAddress: user.emailAddress,
  firstName: user.firstName,
  lastName: user.lastName,
  securityRoles: [user.securityRole],
});
