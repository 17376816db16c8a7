// Sign-in through HTTP: credentials, the e-mailed code, the session cookie and its lifetimes.
import { messages } from "@litfolio/shared/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../db/schema/users";
import { createAdmin, createUser, sessionCookie, TEST_PASSWORD } from "../test/factories";
import { createTestApp, frameOf, lastMailId, type TestApp, waitForMail } from "../test/harness";
import {
  codeOf,
  getActiveUser,
  nextTestIp,
  postAdmin,
  requestCode,
  sessionCookieOf,
  signIn,
} from "../test/sign-in";
import { sha256 } from "./crypto";
import { SESSION_COOKIE } from "./sessions";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const post = (path: string, payload?: object, options?: { cookie?: string; ip?: string }) =>
  postAdmin(t, path, payload, options);
const badRequest = (message: string) => ({ status: 400, code: "VALIDATION_FAILED", message, subErrors: [] });

/** The sessions row behind a Cookie header value. */
async function sessionOf(cookie: string) {
  const token = cookie.slice(`${SESSION_COOKIE}=`.length);
  const [row] = await db()
    .select()
    .from(sessions)
    .where(eq(sessions.id, sha256(token)));
  return row;
}

const setSession = async (cookie: string, values: Partial<typeof sessions.$inferInsert>) => {
  const row = await sessionOf(cookie);
  if (!row) throw new Error("no session for this cookie");
  await db().update(sessions).set(values).where(eq(sessions.id, row.id));
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("login", () => {
  it("answers verificationRequired for valid credentials, sets a 10-minute cookie and mails the code", async () => {
    const user = await createUser(db());
    const after = t.printedMails.length;
    const response = await post("auth/login", { emailAddress: user.emailAddress, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ verificationRequired: true });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      maxAge: 600,
    });
    expect(response.headers["set-cookie"]).not.toMatch(/secure/i);

    const session = await sessionOf(sessionCookieOf(response));
    expect(session).toMatchObject({ userId: user.id, stage: "verification", codeAttempts: 0 });
    const mail = await waitForMail(t, user.emailAddress, { after });
    const code = codeOf(mail.text);
    expect(session?.codeHash).toBe(sha256(code));
    expect(mail.subject).toBe(`Litfolio: your verification code ${code}`);
  });

  it("signs in with the mailed code and answers the active user", async () => {
    const user = await createUser(db());
    const cookie = await signIn(t, user.emailAddress);
    const response = await getActiveUser(t, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      emailAddress: user.emailAddress,
      firstName: user.firstName,
      lastName: user.lastName,
      securityRoles: ["USER"],
    });
    const [stored] = await db().select().from(users).where(eq(users.id, user.id));
    expect(stored?.lastLogin?.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("answers an administrator's role", async () => {
    const admin = await createAdmin(db());
    const cookie = await signIn(t, admin.emailAddress);
    expect((await getActiveUser(t, cookie)).json().securityRoles).toEqual(["SYSTEM_ADMIN"]);
  });

  it("accepts the e-mail address in any case", async () => {
    const user = await createUser(db());
    const response = await post("auth/login", {
      emailAddress: user.emailAddress.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(response.json()).toEqual({ verificationRequired: true });
  });

  it("gives a wrong password and an unknown e-mail the identical answer, without cookie or mail", async () => {
    const user = await createUser(db());
    const after = await lastMailId(t.database);
    const wrongPassword = await post("auth/login", {
      emailAddress: user.emailAddress,
      password: "not-the-one",
    });
    const unknown = await post("auth/login", { emailAddress: "nobody@example.com", password: TEST_PASSWORD });
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(badRequest(messages.credentialsInvalid));
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    expect(await lastMailId(t.database)).toBe(after);
  });

  it("tells about inactive and deactivated accounts only after a correct password", async () => {
    const inactive = await createUser(db(), { active: false });
    const deactivated = await createUser(db(), { deleted: true });
    const neverActivated = await createUser(db(), { active: false, passwordHash: null });
    const cases = [
      [inactive.emailAddress, "wrong-password", messages.credentialsInvalid],
      [inactive.emailAddress, TEST_PASSWORD, messages.accountInactive],
      [deactivated.emailAddress, "wrong-password", messages.credentialsInvalid],
      [deactivated.emailAddress, TEST_PASSWORD, messages.accountDeactivated],
      [neverActivated.emailAddress, TEST_PASSWORD, messages.credentialsInvalid],
    ] as const;
    for (const [emailAddress, password, message] of cases) {
      const response = await post("auth/login", { emailAddress, password });
      expect({ emailAddress, password, body: response.json() }).toEqual({
        emailAddress,
        password,
        body: badRequest(message),
      });
    }
  });

  it("ends the session the browser already had", async () => {
    const user = await createUser(db());
    const cookie = await signIn(t, user.emailAddress);
    const response = await post(
      "auth/login",
      { emailAddress: user.emailAddress, password: TEST_PASSWORD },
      { cookie },
    );
    expect(response.statusCode).toBe(200);
    expect(await sessionOf(cookie)).toBeUndefined();
    expect((await getActiveUser(t, cookie)).statusCode).toBe(401);
  });
});

describe("verification code", () => {
  it("gives a new session id, lasting the absolute lifetime, and ends the verification session", async () => {
    const user = await createUser(db());
    const ip = nextTestIp();
    const { cookie: verificationCookie, code } = await requestCode(t, user.emailAddress, { ip });
    const response = await post(
      "auth/verify",
      { verificationCode: code },
      { cookie: verificationCookie, ip },
    );
    expect(response.statusCode).toBe(200);
    const activeCookie = sessionCookieOf(response);
    expect(activeCookie).not.toBe(verificationCookie);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBe(12 * 60 * 60);
    expect(await sessionOf(activeCookie)).toMatchObject({ stage: "active", userId: user.id });
    expect(await sessionOf(verificationCookie)).toBeUndefined();

    const again = await post("auth/verify", { verificationCode: code }, { cookie: verificationCookie, ip });
    expect(again.json()).toEqual(badRequest(messages.codeExpired));
  });

  it("refuses a wrong code and still accepts the right one afterwards", async () => {
    const user = await createUser(db());
    const { cookie, code } = await requestCode(t, user.emailAddress);
    const wrong = code === "000000" ? "000001" : "000000";
    const response = await post("auth/verify", { verificationCode: wrong }, { cookie });
    expect(response.json()).toEqual(badRequest(messages.codeInvalid));
    expect((await sessionOf(cookie))?.codeAttempts).toBe(1);
    expect((await post("auth/verify", { verificationCode: code }, { cookie })).statusCode).toBe(200);
  });

  it("refuses the right code after five wrong ones: the user must log in again", async () => {
    const user = await createUser(db());
    const { cookie, code } = await requestCode(t, user.emailAddress);
    const wrong = code === "000000" ? "000001" : "000000";
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await post("auth/verify", { verificationCode: wrong }, { cookie });
      expect({ attempt, body: response.json() }).toEqual({ attempt, body: badRequest(messages.codeInvalid) });
    }
    expect(await sessionOf(cookie)).toBeUndefined();
    const sixth = await post("auth/verify", { verificationCode: code }, { cookie });
    expect(sixth.json()).toEqual(badRequest(messages.codeExpired));
  });

  it("refuses an expired code", async () => {
    const user = await createUser(db());
    const { cookie, code } = await requestCode(t, user.emailAddress);
    await setSession(cookie, { expiresAt: minutesAgo(1) });
    const response = await post("auth/verify", { verificationCode: code }, { cookie });
    expect(response.json()).toEqual(badRequest(messages.codeExpired));
  });

  it("refuses a code without a verification-stage session", async () => {
    const user = await createUser(db());
    const withoutCookie = await post("auth/verify", { verificationCode: "123456" });
    const withActiveSession = await post(
      "auth/verify",
      { verificationCode: "123456" },
      { cookie: await sessionCookie(db(), user.id) },
    );
    expect(withoutCookie.json()).toEqual(badRequest(messages.codeExpired));
    expect(withActiveSession.json()).toEqual(badRequest(messages.codeExpired));
  });

  it("does not let a verification-stage session use the API", async () => {
    const user = await createUser(db());
    const { cookie } = await requestCode(t, user.emailAddress);
    expect((await getActiveUser(t, cookie)).statusCode).toBe(401);
  });
});

describe("sessions", () => {
  it("answers 401 to an anonymous request for the active user", async () => {
    const response = await getActiveUser(t);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
  });

  it("logs out: the cookie is cleared and no longer signs in", async () => {
    const user = await createUser(db());
    const cookie = await signIn(t, user.emailAddress);
    const response = await post("auth/logout", undefined, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ value: "", path: "/" });
    expect((await getActiveUser(t, cookie)).statusCode).toBe(401);
    expect((await post("auth/logout")).statusCode).toBe(200);
  });

  it("ends a session idle for more than 30 minutes, and keeps one idle for less", async () => {
    const user = await createUser(db());
    const idle = await signIn(t, user.emailAddress);
    const recent = await signIn(t, user.emailAddress);
    await setSession(idle, { lastSeenAt: minutesAgo(31) });
    await setSession(recent, { lastSeenAt: minutesAgo(29) });
    expect((await getActiveUser(t, idle)).statusCode).toBe(401);
    expect((await getActiveUser(t, recent)).statusCode).toBe(200);
  });

  it("ends a session at its absolute lifetime, however active", async () => {
    const user = await createUser(db());
    const cookie = await signIn(t, user.emailAddress);
    await setSession(cookie, { expiresAt: minutesAgo(1), lastSeenAt: new Date() });
    expect((await getActiveUser(t, cookie)).statusCode).toBe(401);
  });
});

describe("malformed requests", () => {
  const paths = ["auth/login", "auth/verify", "auth/password/reset", "auth/password/reset/confirm"];

  it.each(paths)("%s answers 400 to malformed JSON", async (path) => {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/admin/${path}`,
      remoteAddress: nextTestIp(),
      headers: { "content-type": "application/json" },
      payload: '{"emailAddress": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.malformedJson);
  });

  it.each(paths)("%s answers 400 naming the fields to a missing or wrongly typed body", async (path) => {
    for (const payload of [undefined, {}, { emailAddress: 5, password: [], verificationCode: 123456 }]) {
      const response = await post(path, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED", message: messages.formInvalid });
      expect(response.json().subErrors.length).toBeGreaterThan(0);
    }
  });

  it("names the field and the message of a malformed code", async () => {
    const response = await post("auth/verify", { verificationCode: "12ab56" });
    expect(response.json().subErrors).toEqual([{ field: "verificationCode", message: messages.codeInvalid }]);
  });
});

describe("over https", () => {
  it("marks the session cookie Secure", async () => {
    // The same database under an https PUBLIC_URL (a database of its own costs seconds).
    const frame = await frameOf(t, { settings: { PUBLIC_URL: "https://litfolio.example" } });
    try {
      const user = await createUser(db());
      const response = await postAdmin({ ...t, app: frame }, "auth/login", {
        emailAddress: user.emailAddress,
        password: TEST_PASSWORD,
      });
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    } finally {
      await frame.close();
    }
  });
});
