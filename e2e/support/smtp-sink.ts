// A local SMTP server that keeps what it receives, for a test that runs the product with real SMTP
// (SMTP_URL) instead of its console outbox: each message's recipients, subject and plain-text part.
// The sink itself is the API tests' one; this side reads what it received.
import { startSmtpSink as startRawSink } from "../../apps/server/src/test/smtp-sink";
import type { Mailbox } from "./mail";

export interface SmtpSink extends Mailbox {
  url: string;
  close(): Promise<void>;
}

/** Soft line breaks dropped and =XX bytes decoded (RFC 2045 6.7), as UTF-8. */
const quotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** A message or part split into its header fields (unfolded: one field a line) and its body. */
function split(entity: string): { head: string; body: string } {
  const end = entity.indexOf("\r\n\r\n");
  return { head: entity.slice(0, end).replace(/\r\n(?=[ \t])/g, ""), body: entity.slice(end + 4) };
}

/** The subject and the text/plain part of a message as nodemailer writes it (multipart/alternative or text). */
function readMessage(raw: string): { subject: string; body: string } {
  const message = split(raw);
  const subject = /^Subject: (.*)$/m.exec(message.head)?.[1] ?? "";
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(message.head)?.[1];
  const parts = boundary
    ? message.body.split(`--${boundary}`).map((part) => part.replace(/^\r\n/, ""))
    : [raw];
  const text = parts.map(split).find((part) => /Content-Type: text\/plain/i.test(part.head));
  if (!text) return { subject, body: "" };
  const decoded = /Content-Transfer-Encoding: quoted-printable/i.test(text.head)
    ? quotedPrintable(text.body)
    : text.body;
  // Line ends as the console outbox prints them, so a test reads both the same way.
  return { subject, body: decoded.replace(/\r\n/g, "\n") };
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sink = await startRawSink();
  return {
    url: sink.url,
    mails: () =>
      sink.received.flatMap(({ to, raw }) => {
        const message = readMessage(raw);
        return to.map((address) => ({ to: address, ...message }));
      }),
    close: sink.close,
  };
}
