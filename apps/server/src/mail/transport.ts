// Where e-mail goes: the SMTP server of SMTP_URL, or (no SMTP configured, demo mode only: see
// requireMailServer in config.ts) the console, the development outbox.
import nodemailer from "nodemailer";
import type { Config } from "../config";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Extra header fields (the deadline e-mails' List-Unsubscribe). Not stored with the mail: they
   * travel in its sending job (mail/outbox.ts).
   */
  headers?: Record<string, string>;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Connections kept open to the SMTP server, so mails are sent in parallel (jobs/queue.ts). */
export const SMTP_CONNECTIONS = 5;

export function createMailTransport(config: Config, log: (text: string) => void): MailTransport {
  if (!config.smtpUrl) {
    return {
      async send(mail) {
        // e2e/support/mail.ts and the test harness read mails back in this shape.
        log(
          `\n--- e-mail to ${mail.to} ---\nSubject: ${mail.subject}\n\n${mail.text}\n--- end of e-mail ---\n`,
        );
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
  });
  return {
    async send({ to, subject, text, html, headers }) {
      await transporter.sendMail({ from: config.mailFrom, to, subject, text, html, headers });
    },
    close: () => transporter.close(),
  };
}
