// E-mail from request to mail server: stored in the request's transaction, sent by the job queue
// over real SMTP (a local smtp-server peer), retried while the server refuses.
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mails } from "../db/schema";
import { createUser, TEST_PASSWORD } from "../test/factories";
import { createTestApp, lastMailId, type TestApp, waitForMail } from "../test/harness";
import { codeOf, postAdmin } from "../test/sign-in";

/** Polls until `probe` answers something, or fails after `timeoutMs`. */
async function eventually<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing arrived within ${timeoutMs} ms`);
}

const login = (t: TestApp, emailAddress: string) =>
  postAdmin(t, "auth/login", { emailAddress, password: TEST_PASSWORD });

describe("over SMTP", () => {
  const received: { to: string[]; raw: string }[] = [];
  let refusals = 0;
  /** While set, the server reads each message slowly and then refuses it with a temporary error. */
  let refuse = false;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refuse) {
          refusals += 1;
          setTimeout(() => callback(Object.assign(new Error("Mailbox busy"), { responseCode: 451 })), 1500);
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  let t: TestApp;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PRODUCT_NAME: "Casebook" });
    // The template database already holds the mail queue with the production retry delay (30 s),
    // and pg-boss's createQueue leaves an existing queue unchanged, so the harness's 1-second delay
    // never reaches it. Set it here until jobs/queue.ts applies its settings with updateQueue.
    await t.database.db.execute(sql`update pgboss.queue set retry_delay = 1 where name = 'mail'`);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  const receivedBy = (emailAddress: string) => received.find((mail) => mail.to.includes(emailAddress));

  it("sends the code mail with the product name in the subject, as plain text and HTML", async () => {
    const user = await createUser(t.database.db);
    expect((await login(t, user.emailAddress)).statusCode).toBe(200);
    const message = await eventually(() => receivedBy(user.emailAddress));
    const stored = await waitForMail(t.database, user.emailAddress);
    const code = codeOf(stored.textBody);
    expect(message.raw).toContain(`Subject: Casebook: your verification code ${code}`);
    expect(message.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(message.raw).toMatch(/Content-Type: text\/plain/i);
    expect(message.raw).toMatch(/Content-Type: text\/html/i);
    expect(message.raw).toContain(`Your verification code is ${code}.`);
  });

  it("answers at once while the server refuses, keeps the error, and delivers on a retry", async () => {
    const user = await createUser(t.database.db);
    refuse = true;
    const started = Date.now();
    const response = await login(t, user.emailAddress);
    expect(response.statusCode).toBe(200);
    // The refusing server takes 1.5 s per message: an answer within that did not wait for it.
    expect(Date.now() - started).toBeLessThan(1000);

    const failed = await eventually(async () => {
      const [row] = await t.database.db.select().from(mails).where(eq(mails.toAddress, user.emailAddress));
      return row?.error ? row : undefined;
    });
    expect(failed.status).toBe("queued");
    expect(failed.error).toMatch(/Mailbox busy/);
    expect(refusals).toBeGreaterThan(0);

    refuse = false;
    const delivered = await waitForMail(t.database, user.emailAddress, { timeoutMs: 20_000 });
    expect(delivered).toMatchObject({ id: failed.id, status: "sent", error: null });
    expect(receivedBy(user.emailAddress)).toBeDefined();
  });
});

describe("without SMTP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("marks the outbox row sent", async () => {
    const user = await createUser(t.database.db);
    const after = await lastMailId(t.database);
    expect((await login(t, user.emailAddress)).statusCode).toBe(200);
    const [queued] = await t.database.db.select().from(mails).where(eq(mails.toAddress, user.emailAddress));
    expect(queued?.id).toBeGreaterThan(after);
    const sent = await waitForMail(t.database, user.emailAddress, { after });
    expect(sent).toMatchObject({ id: queued?.id, status: "sent", error: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
  });
});
