// Creating accounts, shared by the Users page, the admin:create command and (later) a matter's
// users tab: a new account is inactive until its owner sets a password through the activation link.

import { messages } from "@litfolio/shared/messages";
import type { SecurityRole } from "@litfolio/shared/roles";
import { eq } from "drizzle-orm";
import { recordAudit } from "../../audit";
import { issueAccountToken } from "../../auth/tokens";
import type { Config } from "../../config";
import type { DbOrTx } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { users } from "../../db/schema/users";
import { badRequest } from "../../http/errors";
import type { QueueMail } from "../../mail/outbox";
import { activationMail } from "../../mail/templates";
import type { UserRow } from "./presenter";

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
    const [user] = await tx
      .insert(users)
      .values({ ...account, active: false })
      .returning();
    if (!user) throw new Error("user not inserted");
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * "Resend activation e-mail" (Users page and a matter's users tab): a fresh link replaces the old
 * one, which stops working. A deactivated account gets none.
 */
export async function resendActivation(tx: DbOrTx, config: Config, queueMail: QueueMail, user: UserRow) {
  if (user.deleted) throw badRequest(messages.accountDeactivated);
  // An activation mail to an active account would tell them an account "has been created".
  if (user.active) throw badRequest(messages.accountAlreadyActive);
  const token = await issueAccountToken(tx, user.id, "activation");
  await queueMail(activationMail(config, user, token));
}
