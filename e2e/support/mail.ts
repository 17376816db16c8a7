// Reads the e-mails the server printed (its console outbox) from the server log.
import fs from "node:fs";

export interface PrintedMail {
  to: string;
  subject: string;
  body: string;
}

const MAIL_BLOCK = /--- e-mail to (\S+) ---\nSubject: (.*)\n\n([\s\S]*?)\n--- end of e-mail ---/g;

export function printedMails(): PrintedMail[] {
  const log = fs.readFileSync(process.env.E2E_SERVER_LOG ?? "", "utf8");
  return [...log.matchAll(MAIL_BLOCK)].map(([, to = "", subject = "", body = ""]) => ({ to, subject, body }));
}

/** The number of mails printed so far: pass it to waitForMail to wait for a newer one. */
export const mailCount = () => printedMails().length;

export async function waitForMail(to: string, after: number, timeoutMs = 15_000): Promise<PrintedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = printedMails()
      .slice(after)
      .findLast((candidate) => candidate.to === to);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
}

export const verificationCodeIn = (mail: PrintedMail) => /\b(\d{6})\b/.exec(mail.body)?.[1] ?? "";

export const linkIn = (mail: PrintedMail) =>
  /(https?:\/\/\S+\/changepassword\/\S+)/.exec(mail.body)?.[1] ?? "";
