// Reads the e-mails the server printed (its console outbox) from the server log.
import fs from "node:fs";

export interface PrintedMail {
  to: string;
  subject: string;
  body: string;
}

const MAIL_BLOCK = /--- e-mail to (\S+) ---\nSubject: (.*)\n\n([\s\S]*?)\n--- end of e-mail ---/g;

/** Where a test reads the product's e-mails: the server log (console outbox) or an SMTP sink. */
export interface Mailbox {
  mails(): PrintedMail[];
}

export function printedMails(): PrintedMail[] {
  const log = fs.readFileSync(process.env.E2E_SERVER_LOG ?? "", "utf8");
  return [...log.matchAll(MAIL_BLOCK)].map(([, to = "", subject = "", body = ""]) => ({ to, subject, body }));
}

/** The server's console outbox, the mailbox of every test that does not bring its own. */
export const serverLog: Mailbox = { mails: printedMails };

/** The number of mails received so far: pass it to waitForMail to wait for a newer one. */
export const mailCount = (mailbox: Mailbox = serverLog) => mailbox.mails().length;

/**
 * The newest mail to `to` after the first `after` whose subject matches: the subject matters, as the
 * deadline e-mails (the daily digest) may go to the same demo account at any time.
 */
export async function waitForMail(
  to: string,
  after: number,
  subject: RegExp,
  { mailbox = serverLog, timeoutMs = 15_000 }: { mailbox?: Mailbox; timeoutMs?: number } = {},
): Promise<PrintedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = mailbox
      .mails()
      .slice(after)
      .findLast((candidate) => candidate.to === to && subject.test(candidate.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail to ${to} about ${subject} within ${timeoutMs} ms`);
}

export const verificationCodeIn = (mail: PrintedMail) => /\b(\d{6})\b/.exec(mail.body)?.[1] ?? "";

export const linkIn = (mail: PrintedMail) =>
  /(https?:\/\/\S+\/changepassword\/\S+)/.exec(mail.body)?.[1] ?? "";
