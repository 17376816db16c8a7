// E-mail from request to mail server: stored in the request's transaction, sent by the job queue
// over real SMTP (a local smtp-server peer), codes ahead of bulk mail, retried while the server
// refuses, and kept in the outbox without its secret once sent or given up.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mails } from "../db/schema/mail";
import { createAdmin, createUser, sessionCookie, TEST_PASSWORD } from "../test/factories";
import { createTestApp, eventually, lastMailId, type TestApp, waitForMail } from "../test/harness";
import { postAdmin } from "../test/sign-in";
import { type SmtpSink, startSmtpSink } from "../test/smtp-sink";
import { closeStaleMails } from "./outbox";

const login = (t: TestApp, emailAddress: string) =>
  postAdmin(t, "auth/login", { emailAddress, password: TEST_PASSWORD });

const storedMailTo = async (t: TestApp, emailAddress: string) =>
  (await t.database.db.select().from(mails).where(eq(mails.toAddress, emailAddress)))[0];

const REMOVED = "[removed once sent]";

describe("over SMTP", () => {
  let refusals = 0;
  /** While set, the server refuses each message with a temporary error after reading it this long. */
  let refuseAfterMs: number | undefined;
  /** While set, the server accepts messages to bulk* addresses only once it resolves. */
  let holdBulk: Promise<void> | undefined;
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpSink(async ({ to }) => {
      if (refuseAfterMs !== undefined) {
        refusals += 1;
        await new Promise((resolve) => setTimeout(resolve, refuseAfterMs));
        throw Object.assign(new Error("Mailbox busy"), { responseCode: 451 });
      }
      if (holdBulk && to[0]?.startsWith("bulk")) await holdBulk;
    });
    t = await createTestApp({ SMTP_URL: smtp.url, PRODUCT_NAME: "Casebook" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const receivedBy = (emailAddress: string) => smtp.receivedBy(emailAddress);

  it("sends the code mail with the product name in the subject, as plain text and HTML; keeps it without the code", async () => {
    const user = await createUser(t.database.db);
    expect((await login(t, user.emailAddress)).statusCode).toBe(200);
    const message = await eventually(() => receivedBy(user.emailAddress));
    const code = /Subject: Casebook: your verification code (\d{6})/.exec(message.raw)?.[1];
    expect(message.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(message.raw).toMatch(/Content-Type: text\/plain/i);
    expect(message.raw).toMatch(/Content-Type: text\/html/i);
    expect(message.raw).toContain(`Your verification code is ${code}.`);

    const stored = await eventually(async () => {
      const row = await storedMailTo(t, user.emailAddress);
      return row?.status === "sent" ? row : undefined;
    });
    expect(stored.subject).toBe(`Casebook: your verification code ${REMOVED}`);
    expect(stored.textBody).toContain(`Your verification code is ${REMOVED}.`);
    expect(stored.htmlBody).toContain(`Your verification code is ${REMOVED}.`);
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it("sends a sign-in code within a second while 100 activation mails wait and hold the SMTP connections bulk mail may use", async () => {
    const admin = await createAdmin(t.database.db);
    const cookie = await sessionCookie(t.database.db, admin.id);
    const bulkReceived = () => smtp.received.filter((mail) => mail.to[0]?.startsWith("bulk")).length;
    let release = () => {};
    holdBulk = new Promise((resolve) => {
      release = resolve;
    });
    try {
      for (let i = 0; i < 100; i++) {
        const created = await t.app.inject({
          method: "POST",
          url: "/api/admin/user",
          headers: { cookie },
          payload: {
            emailAddress: `bulk${i}@example.com`,
            firstName: "Bo",
            lastName: "Bulk",
            securityRoles: ["USER"],
          },
        });
        expect(created.statusCode).toBe(200);
      }
      const user = await createUser(t.database.db);
      const started = Date.now();
      expect((await login(t, user.emailAddress)).statusCode).toBe(200);
      await eventually(() => receivedBy(user.emailAddress));
      expect(Date.now() - started).toBeLessThan(1000);
      expect(bulkReceived()).toBe(0);
    } finally {
      release();
      holdBulk = undefined;
    }
    await eventually(() => (bulkReceived() === 100 ? true : undefined), 30_000);
  });

  it("answers at once while the server refuses, keeps the error, and delivers on a retry", async () => {
    const user = await createUser(t.database.db);
    refuseAfterMs = 1500;
    const started = Date.now();
    const response = await login(t, user.emailAddress);
    expect(response.statusCode).toBe(200);
    // The refusing server takes 1.5 s per message: an answer within that did not wait for it.
    expect(Date.now() - started).toBeLessThan(1000);

    const failed = await eventually(async () => {
      const row = await storedMailTo(t, user.emailAddress);
      return row?.error ? row : undefined;
    });
    expect(failed.status).toBe("queued");
    expect(failed.error).toMatch(/Mailbox busy/);
    expect(refusals).toBeGreaterThan(0);

    refuseAfterMs = undefined;
    await eventually(() => receivedBy(user.emailAddress), 20_000);
    const delivered = await eventually(async () => {
      const row = await storedMailTo(t, user.emailAddress);
      return row?.status === "sent" ? row : undefined;
    });
    expect(delivered).toMatchObject({ id: failed.id, error: null });
  });

  it("gives up when the retries are spent: marks the mail failed and removes its code", async () => {
    await t.database.db.execute(sql`update pgboss.queue set retry_limit = 0 where name = 'mail-urgent'`);
    const user = await createUser(t.database.db);
    // At once: how long the server takes does not matter here.
    refuseAfterMs = 0;
    try {
      expect((await login(t, user.emailAddress)).statusCode).toBe(200);
      const failed = await eventually(async () => {
        const row = await storedMailTo(t, user.emailAddress);
        return row?.status === "failed" ? row : undefined;
      });
      expect(failed.subject).toBe(`Casebook: your verification code ${REMOVED}`);
      expect(failed.textBody).toContain(`Your verification code is ${REMOVED}.`);
      expect(failed.error).toMatch(/Mailbox busy/);
    } finally {
      refuseAfterMs = undefined;
      await t.database.db.execute(sql`update pgboss.queue set retry_limit = 5 where name = 'mail-urgent'`);
    }
  });
});

describe("without SMTP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("prints the mail and marks the outbox row sent", async () => {
    const user = await createUser(t.database.db);
    const lastId = await lastMailId(t.database);
    expect((await login(t, user.emailAddress)).statusCode).toBe(200);
    const queued = await storedMailTo(t, user.emailAddress);
    expect(queued?.id).toBeGreaterThan(lastId);
    expect((await waitForMail(t, user.emailAddress)).subject).toMatch(
      /^Litfolio: your verification code \d{6}$/,
    );
    const sent = await eventually(async () => {
      const row = await storedMailTo(t, user.emailAddress);
      return row?.status === "sent" ? row : undefined;
    });
    expect(sent).toMatchObject({ id: queued?.id, error: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
  });

  it("keeps sent reset and activation mails without their link's token", async () => {
    const user = await createUser(t.database.db);
    const admin = await createAdmin(t.database.db);
    const invitee = "invitee@example.com";
    expect((await postAdmin(t, "auth/password/reset", { emailAddress: user.emailAddress })).statusCode).toBe(
      200,
    );
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/user",
      headers: { cookie: await sessionCookie(t.database.db, admin.id) },
      payload: { emailAddress: invitee, firstName: "Ina", lastName: "Invitee", securityRoles: ["USER"] },
    });
    expect(created.statusCode).toBe(200);

    for (const [emailAddress, label] of [
      [user.emailAddress, "Reset your password"],
      [invitee, "Activate your account"],
    ] as const) {
      const printed = await waitForMail(t, emailAddress);
      const token = /\/changepassword\/[^/]+\/([A-Za-z0-9_-]{43})/.exec(printed.text)?.[1] ?? "";
      expect(token).not.toBe("");
      const stored = await eventually(async () => {
        const row = await storedMailTo(t, emailAddress);
        return row?.status === "sent" ? row : undefined;
      });
      const link = `http://localhost:8080/changepassword/${encodeURIComponent(emailAddress)}/${REMOVED}`;
      expect(stored.textBody).toContain(`${label}: ${link}`);
      expect(stored.htmlBody).toContain(`<a href="${link}">${label}</a>`);
      expect(JSON.stringify(stored)).not.toContain(token);
    }
  });

  it("gives up on mails still queued a day after they were stored, and removes their secret", async () => {
    const [stale] = await t.database.db
      .insert(mails)
      .values({
        toAddress: "late@example.com",
        subject: "Litfolio: your verification code 123456",
        textBody: "Your verification code is 123456.",
        htmlBody: "<p>Your verification code is 123456.</p>",
        createdAt: sql`now() - interval '25 hours'`,
      })
      .returning();
    const [recent] = await t.database.db
      .insert(mails)
      .values({
        toAddress: "soon@example.com",
        subject: "s",
        textBody: "Your verification code is 654321.",
        htmlBody: "h",
      })
      .returning();
    await closeStaleMails(t.database.db);
    expect(await storedMailTo(t, "late@example.com")).toMatchObject({
      id: stale?.id,
      status: "failed",
      subject: `Litfolio: your verification code ${REMOVED}`,
      textBody: `Your verification code is ${REMOVED}.`,
      htmlBody: `<p>Your verification code is ${REMOVED}.</p>`,
    });
    expect(await storedMailTo(t, "soon@example.com")).toEqual(recent);
  });
});
