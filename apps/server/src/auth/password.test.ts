// Password reset and account activation through the e-mailed /changepassword/{email}/{token} link.
import { messages } from "@litfolio/shared/messages";
import { and, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../db/schema/audit";
import { mails } from "../db/schema/mail";
import { accountTokens, rateLimits, users } from "../db/schema/users";
import { createUser, TEST_PASSWORD } from "../test/factories";
import { createTestApp, type TestApp, waitForMail } from "../test/harness";
import { getActiveUser, postAdmin, signIn } from "../test/sign-in";
import { sha256 } from "./crypto";
import { issueAccountToken } from "./tokens";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const NEW_PASSWORD = "a-brand-new-password";

const requestReset = (emailAddress: string) => postAdmin(t, "auth/password/reset", { emailAddress });

const confirm = (emailAddress: string, verificationCode: string, newPassword = NEW_PASSWORD) =>
  postAdmin(t, "auth/password/reset/confirm", {
    emailAddress,
    newPassword,
    newConfirmation: newPassword,
    verificationCode,
  });

const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];

/** What a caller can tell from an answer: status, headers (but the date) and body. */
const answerOf = (response: LightMyRequestResponse) => {
  const { date, ...headers } = response.headers;
  return { statusCode: response.statusCode, headers, body: response.json() };
};

const mailsTo = (emailAddress: string) => db().select().from(mails).where(eq(mails.toAddress, emailAddress));

/**
 * Reset links are looked up and mailed after the answer: a reset request for a known address
 * (stored and printed once done) lets the requests before it finish.
 */
async function settleResetRequests() {
  const marker = await createUser(db());
  const after = t.printedMails.length;
  await requestReset(marker.emailAddress);
  await waitForMail(t, marker.emailAddress, { after });
}

/** Requests a reset and answers the token of the link in the mail that was sent. */
async function resetToken(emailAddress: string): Promise<string> {
  const after = t.printedMails.length;
  expect((await requestReset(emailAddress)).statusCode).toBe(200);
  const mail = await waitForMail(t, emailAddress, { after });
  const link = `${t.config.publicUrl}/changepassword/${encodeURIComponent(emailAddress)}/`;
  const token = mail.text.split(link)[1]?.split(/\s/)[0];
  if (!token) throw new Error(`no reset link in the mail:\n${mail.text}`);
  return decodeURIComponent(token);
}

describe("reset request", () => {
  it("answers alike for a known and an unknown e-mail; only the known one gets a link", async () => {
    const user = await createUser(db());
    const unknown = await requestReset("nobody-here@example.com");
    const known = await requestReset(user.emailAddress);
    expect(answerOf(known)).toEqual(answerOf(unknown));
    expect(answerOf(known)).toMatchObject({ statusCode: 200, body: { message: messages.resetRequested } });

    const mail = await waitForMail(t, user.emailAddress);
    expect(mail.subject).toBe("Litfolio: reset your password");
    expect(mail.text).toMatch(
      new RegExp(`/changepassword/${encodeURIComponent(user.emailAddress)}/[A-Za-z0-9_-]{43}\\b`),
    );
    expect(await mailsTo("nobody-here@example.com")).toEqual([]);
  });

  it("mails an address at most once a minute and 3 times an hour, whoever asks, with the same answer", async () => {
    const user = await createUser(db());
    const answers = [];
    for (let minute = 1; minute <= 5; minute++) {
      answers.push(answerOf(await requestReset(user.emailAddress)));
      answers.push(answerOf(await requestReset(user.emailAddress.toUpperCase())));
      await settleResetRequests();
      await db()
        .update(rateLimits)
        .set({ windowStart: sql`now() - interval '61 seconds'` })
        .where(sql`${rateLimits.key} like 'reset-mail-minute:%'`);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await mailsTo(user.emailAddress)).toHaveLength(3);
  });

  it("sends no link to a deactivated account, with the same answer", async () => {
    const user = await createUser(db(), { deleted: true });
    const response = await requestReset(user.emailAddress);
    expect(response.json()).toEqual({ message: messages.resetRequested });
    expect(await db().select().from(accountTokens).where(eq(accountTokens.userId, user.id))).toEqual([]);
  });
});

describe("reset confirmation", () => {
  it("sets the new password from the mailed link; the old one stops working", async () => {
    const user = await createUser(db());
    const token = await resetToken(user.emailAddress);
    const response = await confirm(user.emailAddress, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.passwordChanged });
    expect((await userRow(user.id))?.version).toBe(user.version + 1);

    const oldPassword = await postAdmin(t, "auth/login", {
      emailAddress: user.emailAddress,
      password: TEST_PASSWORD,
    });
    expect(oldPassword.json().message).toBe(messages.credentialsInvalid);
    const cookie = await signIn(t, user.emailAddress, { password: NEW_PASSWORD });
    expect((await getActiveUser(t, cookie)).statusCode).toBe(200);
  });

  it("refuses a used token and changes nothing", async () => {
    const user = await createUser(db());
    const token = await resetToken(user.emailAddress);
    expect((await confirm(user.emailAddress, token)).statusCode).toBe(200);
    const before = await userRow(user.id);
    const reused = await confirm(user.emailAddress, token, "yet-another-password");
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(messages.resetLinkInvalid);
    expect(await userRow(user.id)).toEqual(before);
  });

  it("refuses an expired token and a token of another address, and changes nothing", async () => {
    const user = await createUser(db());
    const other = await createUser(db());
    const token = await resetToken(user.emailAddress);
    expect((await confirm(other.emailAddress, token)).json().message).toBe(messages.resetLinkInvalid);
    await db()
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, sha256(token)));
    expect((await confirm(user.emailAddress, token)).json().message).toBe(messages.resetLinkInvalid);
    expect(await userRow(user.id)).toEqual(user);
    expect(await userRow(other.id)).toEqual(other);
  });

  it("names the fields of mismatched and short passwords, and leaves the token usable", async () => {
    const user = await createUser(db());
    const token = await resetToken(user.emailAddress);
    const base = { emailAddress: user.emailAddress, verificationCode: token };
    const mismatched = await postAdmin(t, "auth/password/reset/confirm", {
      ...base,
      newPassword: NEW_PASSWORD,
      newConfirmation: `${NEW_PASSWORD}!`,
    });
    const short = await postAdmin(t, "auth/password/reset/confirm", {
      ...base,
      newPassword: "too-short",
      newConfirmation: "too-short",
    });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().subErrors).toEqual([
      { field: "newConfirmation", message: messages.passwordsDiffer },
    ]);
    expect(short.statusCode).toBe(400);
    expect(short.json().subErrors).toEqual([{ field: "newPassword", message: messages.passwordTooShort }]);
    expect((await confirm(user.emailAddress, token)).statusCode).toBe(200);
  });

  it("ends every session of the user", async () => {
    const user = await createUser(db());
    const first = await signIn(t, user.emailAddress);
    const second = await signIn(t, user.emailAddress);
    expect((await confirm(user.emailAddress, await resetToken(user.emailAddress))).statusCode).toBe(200);
    expect((await getActiveUser(t, first)).statusCode).toBe(401);
    expect((await getActiveUser(t, second)).statusCode).toBe(401);
  });
});

describe("activation", () => {
  it("activates an inactive account with its activation link and audits it without the password", async () => {
    const user = await createUser(db(), { active: false, passwordHash: null });
    const token = await issueAccountToken(db(), user.id, "activation");
    expect((await confirm(user.emailAddress, token)).json()).toEqual({ message: messages.passwordChanged });
    expect(await userRow(user.id)).toMatchObject({ active: true, version: user.version + 1 });

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "user"), eq(auditLog.entityId, String(user.id))));
    expect(entry).toMatchObject({
      actorId: user.id,
      action: "update",
      changes: { active: { old: false, new: true } },
    });
    expect(JSON.stringify(entry?.changes)).not.toMatch(/password|hash/i);
    expect(await signIn(t, user.emailAddress, { password: NEW_PASSWORD })).toBeTruthy();
  });
});
