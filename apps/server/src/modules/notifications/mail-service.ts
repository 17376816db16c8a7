// The deadline e-mails' writes: a user's day claimed for a kind with its mail (the delivery row), the
// housekeeping of old delivery rows, and the unsubscribe links' signing key, made once on first use
// and kept in `signing_keys`, so every server process signs and checks alike and a restart keeps the
// links sent so far working.
import { randomBytes } from "node:crypto";
import type { NotificationKind } from "@litfolio/shared/notifications";
import { and, eq, sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { notificationDeliveries, signingKeys } from "../../db/schema/notifications";
import type { Enqueue } from "../../jobs/job-type";
import { queueMail } from "../../mail/outbox";
import type { OutgoingMail } from "../../mail/transport";

const KEY_NAME = "unsubscribe";

/** A process keeps the key it read, per database (tests run many apps in one process). */
const keys = new WeakMap<object, Promise<Buffer>>();

async function readOrMakeKey(db: DbOrTx): Promise<Buffer> {
  // Of two processes making it at once, one insert wins; both then read the same key.
  await db
    .insert(signingKeys)
    .values({ name: KEY_NAME, key: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ key: signingKeys.key })
    .from(signingKeys)
    .where(eq(signingKeys.name, KEY_NAME));
  if (!row) throw new Error("the unsubscribe signing key was not stored");
  return Buffer.from(row.key, "base64url");
}

/** The key unsubscribe tokens are signed with, made on first use. */
/** What a run of the deadline e-mails works with (the job's context, or the settings save's). */
export interface NotificationRun {
  db: Db;
  config: Config;
  enqueueIn(tx: Tx): Enqueue;
}

export function unsubscribeKey(db: DbOrTx): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = readOrMakeKey(db);
    // A failed read is not kept: the next call tries again.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

export type Claim = { userId: number; kind: NotificationKind; day: string };

/** The user's day for the kind: no row when another run (another process) claimed it first. */
const claimDay = (db: DbOrTx, claim: Claim) =>
  db
    .insert(notificationDeliveries)
    .values(claim)
    .onConflictDoNothing()
    .returning({ userId: notificationDeliveries.userId });

/**
 * Claims the user's day for the kind and queues the mail, in one transaction; answers whether a mail
 * was queued. Whoever inserted the day's row first did the work: a second run waits for its commit
 * at the insert, then finds the row and leaves it. Nothing to say is the claim alone.
 */
export async function deliver(run: NotificationRun, claim: Claim, mail: OutgoingMail | null) {
  if (!mail) {
    await claimDay(run.db, claim);
    return false;
  }
  return run.db.transaction(async (tx) => {
    const [claimed] = await claimDay(tx, claim);
    if (!claimed) return false;
    const mailId = await queueMail(tx, run.enqueueIn(tx), mail);
    await tx
      .update(notificationDeliveries)
      .set({ mailId })
      .where(
        and(
          eq(notificationDeliveries.userId, claim.userId),
          eq(notificationDeliveries.kind, claim.kind),
          eq(notificationDeliveries.day, claim.day),
        ),
      );
    return true;
  });
}

/**
 * Housekeeping: a delivery row only matters on its day (it stops a second e-mail); a month of them is
 * kept to look back at, older ones go.
 */
export const deleteOldDeliveries = (db: DbOrTx) =>
  db.delete(notificationDeliveries).where(sql`${notificationDeliveries.day} < current_date - 30`);
