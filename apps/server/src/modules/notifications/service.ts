// A user's deadline e-mails: their settings (the defaults until saved), a versioned save with its
// trail entry (and today's e-mails at once when their new hour has come), and what an unsubscribe
// link switches off, for whom, once its signature is checked.
import { messages } from "@litfolio/shared/messages";
import {
  type NotificationKind,
  type NotificationSettingsFields,
  notificationDefaults,
  type UnsubscribeTarget,
} from "@litfolio/shared/notifications";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { recordAudit } from "../../audit";
import type { Db, DbOrTx } from "../../db/client";
import { notificationSettings } from "../../db/schema/notifications";
import { assertVersion, bumpVersion, versionedUpdate } from "../../http/edits";
import { badRequest } from "../../http/errors";
import { transactionWithJobs } from "../../jobs/queue";
import { notificationsOfUserJob } from "./jobs";
import { unsubscribeKey } from "./mail-service";
import { choicesOf, largestFirst, presentSettings } from "./presenter";
import { findSettings, linkOwner, type SettingsRow } from "./queries";
import { type UnsubscribeClaim, verifyUnsubscribe } from "./signing";

/**
 * The user's settings row, locked until the transaction ends, made from the defaults (version 1, as
 * the defaults are answered) when there is none yet: every write then is a versioned update of it.
 */
async function lockSettings(tx: DbOrTx, userId: number): Promise<SettingsRow> {
  await tx
    .insert(notificationSettings)
    .values({ userId, ...notificationDefaults, reminderDays: [...notificationDefaults.reminderDays] })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .for("update");
  if (!row) throw new Error("notification settings not stored");
  return row;
}

interface Owner {
  id: number;
  emailAddress: string;
}

export const readSettings = async (db: DbOrTx, user: Owner) =>
  presentSettings(await findSettings(db, user.id), user.emailAddress);

const audited = { entity: "notificationSettings", action: "update" } as const;

/**
 * PUT: the whole settings from the version the user read (the defaults' is 1); a stale one is 409.
 * The user's job for today's e-mails is enqueued with the save (notificationsOfUserJob).
 */
export const saveSettings = (app: FastifyInstance, user: Owner, body: NotificationSettingsFields) =>
  transactionWithJobs(app, async (tx, enqueue) => {
    const before = await lockSettings(tx, user.id);
    assertVersion(body.version, before.version);
    const { version: _, ...choices } = body;
    const after = await versionedUpdate(
      tx,
      notificationSettings,
      before,
      { ...choices, reminderDays: largestFirst(choices.reminderDays) },
      "userId",
    );
    await recordAudit(tx, { ...audited, actorId: user.id, entityId: user.id, before, after });
    await enqueue(notificationsOfUserJob, { userId: user.id });
    return presentSettings(after, user.emailAddress);
  });

const enabledField = { DIGEST: "digestEnabled", REMINDERS: "remindersEnabled" } as const;

/** j***@example.com: enough for the owner to recognise, not the whole address to whoever holds the link. */
export const maskedAddress = (emailAddress: string) => {
  const at = emailAddress.lastIndexOf("@");
  return at < 0 ? "***" : `${emailAddress.slice(0, Math.min(1, at))}***${emailAddress.slice(at)}`;
};

/** The claim of a token and its owner; a forged or junk token, or a deleted owner, is 400. */
async function claimOf(db: DbOrTx, token: string): Promise<UnsubscribeClaim & { emailAddress: string }> {
  const claim = verifyUnsubscribe(await unsubscribeKey(db), token);
  const owner = claim && (await linkOwner(db, claim.userId));
  if (!claim || !owner) throw badRequest(messages.unsubscribeInvalid);
  return { ...claim, emailAddress: owner.emailAddress };
}

export async function unsubscribeTarget(db: DbOrTx, token: string): Promise<UnsubscribeTarget> {
  const { userId, kind, emailAddress } = await claimOf(db, token);
  return {
    kind,
    emailAddress: maskedAddress(emailAddress),
    enabled: choicesOf(await findSettings(db, userId))[enabledField[kind]],
  };
}

/** Switches the link's kind off (again is fine: a second click changes nothing); answers the kind. */
export async function unsubscribe(db: Db, token: string): Promise<NotificationKind> {
  const { userId, kind } = await claimOf(db, token);
  const field = enabledField[kind];
  await db.transaction(async (tx) => {
    const before = await lockSettings(tx, userId);
    if (!before[field]) return;
    const [after] = await tx
      .update(notificationSettings)
      .set({ [field]: false, ...bumpVersion(notificationSettings) })
      .where(eq(notificationSettings.userId, userId))
      .returning();
    // The link's owner acts through it: no one else can have signed it.
    await recordAudit(tx, { ...audited, actorId: userId, entityId: userId, before, after });
  });
  return kind;
}
