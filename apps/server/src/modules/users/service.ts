// Creating accounts, shared by the Users page, the admin:create command and a matter's users tab: a
// new account is inactive until its owner sets a password through the activation link. Changing and
// deactivating accounts (the Users page): an administrator cannot change their own security role or
// deactivate themselves, so the product cannot lose its last administrator by accident.

import { messages } from "@litfolio/shared/messages";
import type { SecurityRole } from "@litfolio/shared/roles";
import type { userBody, userUpdateBody } from "@litfolio/shared/users";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { auditedUpdate, recordAudit } from "../../audit";
import { endAllSessions } from "../../auth/sessions";
import { issueAccountToken } from "../../auth/tokens";
import type { Config } from "../../config";
import type { Db, DbOrTx } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { insertOne } from "../../db/insert-one";
import { users } from "../../db/schema/users";
import { assertVersion, bumpVersion } from "../../http/edits";
import { badRequest } from "../../http/errors";
import type { Enqueue } from "../../jobs/job-type";
import { transactionWithJobs } from "../../jobs/queue";
import { queueMail } from "../../mail/outbox";
import { activationMail } from "../../mail/templates";
import type { UserRow } from "./presenter";
import { loadUser } from "./queries";

/** Deactivates the account (a soft delete, so its history keeps its name); answers the new row. */
async function markDeactivated(tx: DbOrTx, id: number) {
  const [row] = await tx
    .update(users)
    .set({ deleted: true, ...bumpVersion(users) })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export interface NewAccount {
  emailAddress: string;
  firstName: string;
  lastName: string;
  securityRole: SecurityRole;
}

export const findUserByEmail = async (db: DbOrTx, emailAddress: string) =>
  (await db.select().from(users).where(eq(users.emailAddress, emailAddress)).limit(1))[0];

/** Refuses an e-mail address another account already has (`exceptId`: the account being edited). */
export async function assertEmailFree(db: DbOrTx, emailAddress: string, exceptId?: number) {
  const holder = await findUserByEmail(db, emailAddress);
  if (holder && holder.id !== exceptId) throw emailTaken();
}

const emailTaken = () =>
  badRequest(messages.emailTaken, [{ field: "emailAddress", message: messages.emailTaken }]);

/**
 * Inserts an inactive account and answers it with a fresh activation token for the e-mailed link.
 * Call inside a transaction: the audit entry and the token are written with the account.
 */
export async function createAccount(
  tx: DbOrTx,
  account: NewAccount,
  actorId: number | null,
): Promise<{ user: UserRow; activationToken: string }> {
  await assertEmailFree(tx, account.emailAddress);
  const user = await insertOrExplain(tx, account);
  await recordAudit(tx, { actorId, entity: "user", entityId: user.id, action: "create", after: user });
  const activationToken = await issueAccountToken(tx, user.id, "activation");
  return { user, activationToken };
}

/** Two admins creating the same address at once: the unique index decides, with our message. */
async function insertOrExplain(tx: DbOrTx, account: NewAccount): Promise<UserRow> {
  try {
    return await insertOne(tx, users, { ...account, active: false });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** A new account and its activation mail, queued in the same transaction (Users page, a matter's users tab). */
export async function openAccount(
  tx: DbOrTx,
  enqueue: Enqueue,
  config: Config,
  account: NewAccount,
  actorId: number,
) {
  const created = await createAccount(tx, account, actorId);
  await queueMail(tx, enqueue, activationMail(config, created.user, created.activationToken));
  return created.user;
}

/** POST admin/user. */
export const createUser = (app: FastifyInstance, actorId: number, body: z.output<typeof userBody>) =>
  transactionWithJobs(app, (tx, enqueue) =>
    openAccount(tx, enqueue, app.config, accountFields(body), actorId),
  );

/** GET admin/user/activation/{id}. */
export const resendUserActivation = (app: FastifyInstance, userId: number) =>
  transactionWithJobs(app, async (tx, enqueue) =>
    resendActivation(tx, app.config, enqueue, await loadUser(tx, userId)),
  );

/**
 * "Resend activation e-mail" (Users page and a matter's users tab): a fresh link replaces the old
 * one, which stops working. A deactivated account gets none.
 */
export async function resendActivation(tx: DbOrTx, config: Config, enqueue: Enqueue, user: UserRow) {
  if (user.deleted) throw badRequest(messages.accountDeactivated);
  // An activation mail to an active account would tell them an account "has been created".
  if (user.active) throw badRequest(messages.accountAlreadyActive);
  const token = await issueAccountToken(tx, user.id, "activation");
  await queueMail(tx, enqueue, activationMail(config, user, token));
}

/** The account's columns from a Users page body: one security role. */
export const accountFields = (body: z.output<typeof userBody>) => ({
  emailAddress: body.emailAddress,
  firstName: body.firstName,
  lastName: body.lastName,
  securityRole: body.securityRoles[0] ?? "USER",
});

/** Saves the body over the account read at `body.version`; deactivating it ends its sessions. */
export const updateUser = (db: Db, actorId: number, id: number, body: z.output<typeof userUpdateBody>) =>
  db.transaction(async (tx) => {
    const before = await loadUser(tx, id);
    assertVersion(body.version, before.version);
    const fields = accountFields(body);
    if (id === actorId && fields.securityRole !== before.securityRole) {
      throw badRequest(messages.cannotChangeOwnRole);
    }
    if (id === actorId && body.deleted) throw badRequest(messages.cannotDeactivateSelf);
    await assertEmailFree(tx, fields.emailAddress, id);
    const deleted = body.deleted ?? before.deleted;
    const after = await auditedUpdate(tx, { actorId, entity: "user" }, users, before, { ...fields, deleted });
    if (deleted && !before.deleted) await endAllSessions(tx, id);
    return after;
  });

/** Deactivates the account (once) and ends its sessions. */
export async function deactivateUser(db: Db, actorId: number, id: number) {
  if (id === actorId) throw badRequest(messages.cannotDeactivateSelf);
  await db.transaction(async (tx) => {
    const before = await loadUser(tx, id);
    if (before.deleted) return;
    const after = await markDeactivated(tx, id);
    await endAllSessions(tx, id);
    await recordAudit(tx, { actorId, entity: "user", entityId: id, action: "delete", before, after });
  });
}
