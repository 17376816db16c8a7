// Where e-mail goes: the SMTP server of SMTP_URL, or (no SMTP configured) the console. Either way the
// message is also kept in the `mails` table, which is the development outbox.
import nodemailer from "nodemailer";
import type { Config } from "../config";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailTransport(config: Config, log: (text: string) => void): MailTransport {
  if (!config.smtpUrl) {
    return {
      async send(mail) {
        log(
          `\n--- e-mail to ${mail.to} ---\nSubject: ${mail.subject}\n\n${mail.text}\n--- end of e-mail ---\n`,
        );
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(config.smtpUrl, { from: config.mailFrom });
  return {
    async send(mail) {
      await transporter.sendMail({ from: config.mailFrom, ...mail });
    },
    close: () => transporter.close(),
  };
}
