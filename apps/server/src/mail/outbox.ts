// Queuing e-mail: the message is stored and its sending job enqueued in the caller's transaction,
// so a rolled-back request sends nothing, a committed one cannot lose its mail, and a slow or
// failing mail server never fails or slows the request. Once sent (or given up) the stored row
// keeps the mail without its secret: the table is a record, not a key store.
import { and, eq, lt, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../db/client";
import { mails } from "../db/schema/mail";
import type { Enqueue, JobType } from "../jobs/job-type";
import { withoutSecrets } from "./templates";
import { type MailTransport, type OutgoingMail, SMTP_CONNECTIONS } from "./transport";

/** How soon a mail must go out: sign-in codes first, then reset links, then the rest. */
export type MailKind = "signInCode" | "resetLink" | "bulk";

/** A mail still queued this long after it was stored will not be sent: the queue has given up on it. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

// A mail's extra header fields go with its job rather than in its row: the outbox table keeps what
// was said, and a retry still finds them.
const mailJobPayload = z.object({
  mailId: z.number().int().positive(),
  headers: z.record(z.string(), z.string()).optional(),
});
type MailJobPayload = z.infer<typeof mailJobPayload>;

/** The dead letter: the queue gave up on the mail. */
export const failedMailJob: JobType<MailJobPayload> = {
  name: "mail-failed",
  description:
    "Marks a mail failed once its sending job has spent its retries (the dead letter of both mail queues).",
  payload: mailJobPayload,
  handle: ({ mailId }, { db }) => markMailFailed(db, mailId),
};

const sendingMail = {
  payload: mailJobPayload,
  queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, deadLetter: failedMailJob.name },
  handle: ({ mailId, headers }, { db, transport }) => sendStoredMail(db, transport, mailId, headers),
} satisfies Omit<JobType<MailJobPayload>, "name" | "description">;

/**
 * Sign-in codes and reset links have a queue and a worker of their own, so they never wait behind
 * a batch of bulk mail (activation links) being sent, and a flood of bulk mail never delays them.
 * Each worker sends a batch in parallel over the pooled SMTP connections; bulk mail leaves one
 * free, so an urgent mail never waits behind it in the pool.
 */
export const urgentMailJob: JobType<MailJobPayload> = {
  ...sendingMail,
  name: "mail-urgent",
  description:
    "Sends a stored mail someone waits for (sign-in codes first, then reset links); woken as the request commits.",
  batchSize: SMTP_CONNECTIONS,
  wakeOnCommit: true,
};

export const bulkMailJob: JobType<MailJobPayload> = {
  ...sendingMail,
  name: "mail",
  description: "Sends the other stored mails (invitations, approvals, decisions, deadline e-mails).",
  batchSize: SMTP_CONNECTIONS - 1,
};

/** Within the urgent queue a sign-in code goes before a reset link, as anyone can ask for those. */
const MAIL_ROUTE = {
  signInCode: { job: urgentMailJob, priority: 1 },
  resetLink: { job: urgentMailJob, priority: 0 },
  bulk: { job: bulkMailJob, priority: 0 },
} satisfies Record<MailKind, unknown>;

async function storeMail(db: DbOrTx, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mails)
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html })
    .returning({ id: mails.id });
  if (!row) throw new Error("mail row not stored");
  return row.id;
}

/**
 * Stores the mail and enqueues its sending, both in the transaction `enqueue` belongs to; answers
 * the stored mail's id.
 */
export async function queueMail(tx: DbOrTx, enqueue: Enqueue, mail: OutgoingMail, kind: MailKind = "bulk") {
  const { job, priority } = MAIL_ROUTE[kind];
  const mailId = await storeMail(tx, mail);
  await enqueue(job, mail.headers ? { mailId, headers: mail.headers } : { mailId }, { priority });
  return mailId;
}

/** The job handler: sends one stored mail; a thrown error makes the queue retry it. */
async function sendStoredMail(
  db: DbOrTx,
  transport: MailTransport,
  mailId: number,
  headers: Record<string, string> | undefined,
) {
  const [mail] = await db.select().from(mails).where(eq(mails.id, mailId));
  if (mail?.status !== "queued") return;
  try {
    await transport.send({
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody,
      headers,
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
async function markMailFailed(db: DbOrTx, mailId: number) {
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
