// Queuing e-mail: the message is stored with the caller's transaction, and after commit a job sends
// it, so a slow or failing mail server never fails or slows the request.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { DbOrTx, Tx } from "../db/client";
import { mails } from "../db/schema";
import type { MailTransport, OutgoingMail } from "./transport";

export async function storeMail(db: DbOrTx, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mails)
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html })
    .returning({ id: mails.id });
  if (!row) throw new Error("mail row not stored");
  return row.id;
}

export type QueueMail = (mail: OutgoingMail) => Promise<void>;

/**
 * Runs `work` in one transaction; the mails it queues are stored in that transaction and handed
 * to the job queue only after the commit, so a rolled-back request sends nothing and a slow mail
 * server never holds up the answer.
 */
export async function transactionWithMail<T>(
  app: FastifyInstance,
  work: (tx: Tx, queueMail: QueueMail) => Promise<T>,
): Promise<T> {
  const mailIds: number[] = [];
  const result = await app.db.transaction((tx) =>
    work(tx, async (mail) => {
      mailIds.push(await storeMail(tx, mail));
    }),
  );
  await app.jobs.sendMail(mailIds);
  return result;
}

/** The job handler: sends one stored mail; a thrown error makes the queue retry it. */
export async function sendStoredMail(db: DbOrTx, transport: MailTransport, mailId: number) {
  const [mail] = await db.select().from(mails).where(eq(mails.id, mailId));
  if (!mail || mail.status === "sent") return;
  try {
    await transport.send({
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody,
    });
    await db
      .update(mails)
      .set({ status: "sent", sentAt: new Date(), error: null })
      .where(eq(mails.id, mailId));
  } catch (error) {
    await db
      .update(mails)
      .set({ error: String(error) })
      .where(eq(mails.id, mailId));
    throw error;
  }
}

export async function markMailFailed(db: DbOrTx, mailId: number) {
  await db.update(mails).set({ status: "failed" }).where(eq(mails.id, mailId));
}
