// A local SMTP server for the tests that send over real SMTP (SMTP_URL): it keeps each message's
// recipients and raw text; `gate` may hold a message back (resolve later) or refuse it (throw an
// error with an SMTP `responseCode`).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMessage {
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMessage[];
  /** The first message to the address, if one came. */
  receivedBy(emailAddress: string): ReceivedMessage | undefined;
  close(): Promise<void>;
}

export async function startSmtpSink(gate?: (message: ReceivedMessage) => Promise<void>): Promise<SmtpSink> {
  const received: ReceivedMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const message = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString(),
        };
        (gate?.(message) ?? Promise.resolve()).then(
          () => {
            received.push(message);
            callback();
          },
          (refusal: Error) => callback(refusal),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    receivedBy: (emailAddress) => received.find((message) => message.to.includes(emailAddress)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
