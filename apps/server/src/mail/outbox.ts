// Queuing e-mail: the message is stored with the caller's transaction, and after commit a job sends
// it, so a slow or failing mail server never fails or slows the request. Once sent (or given up)
// the stored row keeps the mail without its secret: the table is a record, not a key store.
import { and, eq, lt, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { DbOrTx, Tx } from "../db/client";
import { mails } from "../db/schema/mail";
import { withoutSecrets } from "./templates";
import type { MailTransport, OutgoingMail } from "./transport";

/** How soon a mail must go out (jobs/queue.ts): sign-in codes first, then reset links, then the rest. */
export type MailKind = "signInCode" | "resetLink" | "bulk";

export interface QueuedMail {
  id: number;
  kind: MailKind;
}

/** A mail still queued this long after it was stored will not be sent: the queue has given up on it. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

export async function storeMail(db: DbOrTx, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mails)
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html })
    .returning({ id: mails.id });
  if (!row) throw new Error("mail row not stored");
  return row.id;
}

export type QueueMail = (mail: OutgoingMail, kind?: MailKind) => Promise<void>;

/**
 * Runs `work` in one transaction; the mails it queues are stored in that transaction and handed
 * to the job queue only after the commit, so a rolled-back request sends nothing and a slow mail
 * server never holds up the answer.
 */
export async function transactionWithMail<T>(
  app: FastifyInstance,
  work: (tx: Tx, queueMail: QueueMail) => Promise<T>,
): Promise<T> {
  const queued: QueuedMail[] = [];
  const result = await app.db.transaction((tx) =>
    work(tx, async (mail, kind = "bulk") => {
      queued.push({ id: await storeMail(tx, mail), kind });
    }),
  );
  await app.jobs.sendMail(queued);
  return result;
}

/** The job handler: sends one stored mail; a thrown error makes the queue retry it. */
export async function sendStoredMail(db: DbOrTx, transport: MailTransport, mailId: number) {
  const [mail] = await db.select().from(mails).where(eq(mails.id, mailId));
  if (mail?.status !== "queued") return;
  try {
    await transport.send({
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody,
    });
  } catch (error) {
    await db
      .update(mails)
      .set({ error: String(error) })
      .where(eq(mails.id, mailId));
    throw error;
  }
  await closeMail(db, mail, { status: "sent", sentAt: new Date(), error: null });
}

/** The dead letter's handler: the queue gave up on the mail. */
export async function markMailFailed(db: DbOrTx, mailId: number) {
  await closeMails(db, eq(mails.id, mailId), { status: "failed" });
}

/** Housekeeping: gives up on mails still queued long after they were stored. */
export async function closeStaleMails(db: DbOrTx) {
  const stale = lt(mails.createdAt, new Date(Date.now() - STALE_AFTER_MS));
  await closeMails(db, and(eq(mails.status, "queued"), stale), { status: "failed" });
}

type FinalState = Pick<typeof mails.$inferInsert, "status" | "sentAt" | "error">;

/** Sets a mail's final state and removes its secrets. */
async function closeMail(db: DbOrTx, row: typeof mails.$inferSelect, state: FinalState) {
  await db
    .update(mails)
    .set({
      ...state,
      subject: withoutSecrets(row.subject),
      textBody: withoutSecrets(row.textBody),
      htmlBody: withoutSecrets(row.htmlBody),
    })
    .where(eq(mails.id, row.id));
}

/** Closes every mail matching `where` (the dead letter, housekeeping: rare, few rows). */
async function closeMails(db: DbOrTx, where: SQL | undefined, state: FinalState) {
  for (const row of await db.select().from(mails).where(where)) await closeMail(db, row, state);
}
