// Sign-in throttling and the verify and reset limits, counted in the database: strict per
// (account, IP) pair, and only slowing (never refusing) per account and per IP address, so nobody
// can lock an owner out and one script cannot lock out an office that shares its address.
import { messages } from "@litfolio/shared/messages";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../db/schema/users";
import { createUser, TEST_PASSWORD } from "../test/factories";
import { createTestApp, type TestApp, waitForMail } from "../test/harness";
import { codeOf, nextTestIp, postAdmin, sessionCookieOf } from "../test/sign-in";
import { limits, slowdownMs } from "./rate-limit";

/** The longest sign-in delay in this file (production: 10 s), so the tests wait for the real one. */
const MAX_DELAY_MS = 300;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_DELAY_MAX_SECONDS: String(MAX_DELAY_MS / 1000) });
});
afterAll(() => t.close());

const tooMany = { status: 429, code: "TOO_MANY_REQUESTS", message: messages.tooManyRequests, subErrors: [] };
const credentialsInvalid = {
  status: 400,
  code: "VALIDATION_FAILED",
  message: messages.credentialsInvalid,
  subErrors: [],
};

/** Sends `count` requests and expects none of them to be refused for their number. */
async function spend(count: number, send: (index: number) => Promise<{ statusCode: number }>) {
  for (let index = 0; index < count; index++) {
    expect((await send(index)).statusCode).not.toBe(429);
  }
}

const login = (emailAddress: string, ip: string, password = "wrong-password") =>
  postAdmin(t, "auth/login", { emailAddress, password }, { ip });

/** What `work` answered and how many milliseconds it took. */
async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe("sign-in per account and IP address", () => {
  it("refuses the pair after 5 failed sign-ins, even with the right password, and not the owner's own address", async () => {
    const user = await createUser(t.database.db);
    const guesser = nextTestIp();
    await spend(limits.loginPerAccountAndIp.max, () => login(user.emailAddress, guesser));
    const refused = await login(user.emailAddress, guesser, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect((await login(user.emailAddress, nextTestIp(), TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("counts failures only: the right password clears the pair's count", async () => {
    const user = await createUser(t.database.db);
    const ip = nextTestIp();
    await spend(limits.loginPerAccountAndIp.max - 1, () => login(user.emailAddress, ip));
    expect((await login(user.emailAddress, ip, TEST_PASSWORD)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= limits.loginPerAccountAndIp.max; attempt++) {
      expect({ attempt, body: (await login(user.emailAddress, ip)).json() }).toEqual({
        attempt,
        body: credentialsInvalid,
      });
    }
    expect((await login(user.emailAddress, ip, TEST_PASSWORD)).json()).toEqual(tooMany);
  });
});

describe("sign-in per account", () => {
  it("never refuses: 50 wrong passwords from 50 addresses slow the owner's sign-in by at most the longest delay", async () => {
    const owner = await createUser(t.database.db);
    const variants = [owner.emailAddress, ` ${owner.emailAddress.toUpperCase()} `];
    for (let batch = 0; batch < 5; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => login(variants[i % 2] ?? "", nextTestIp())),
      );
      for (const answer of answers) expect(answer.json()).toEqual(credentialsInvalid);
    }

    const ownerIp = nextTestIp();
    const after = t.printedMails.length;
    const { result: response, ms } = await timed(() => login(owner.emailAddress, ownerIp, TEST_PASSWORD));
    expect(response.statusCode).toBe(200);
    // Held for the longest delay (the mechanism works), and not much more.
    expect(ms).toBeGreaterThanOrEqual(MAX_DELAY_MS);
    expect(ms).toBeLessThan(MAX_DELAY_MS + 1500);

    const code = codeOf((await waitForMail(t, owner.emailAddress, { after })).text);
    const verified = await postAdmin(
      t,
      "auth/verify",
      { verificationCode: code },
      { cookie: sessionCookieOf(response), ip: ownerIp },
    );
    expect(verified.statusCode).toBe(200);
  });

  it("answers at once below 5 failures, then waits 0.5 s doubling with each failure up to the cap", () => {
    const production = 10_000;
    const accountDelay = (failures: number) => slowdownMs(failures, limits.loginPerAccount.max, production);
    expect([0, 4, 5, 6, 7, 9, 10, 50].map(accountDelay)).toEqual([
      0, 0, 500, 1000, 2000, 8000, 10_000, 10_000,
    ]);
  });

  it("refuses an account's correct sign-ins past 30 code mails in 15 minutes", async () => {
    const user = await createUser(t.database.db);
    await spend(limits.codeMailsPerAccount.max, () => login(user.emailAddress, nextTestIp(), TEST_PASSWORD));
    expect((await login(user.emailAddress, nextTestIp(), TEST_PASSWORD)).json()).toEqual(tooMany);
  });
});

describe("sign-in per IP address", () => {
  /** Spends the address's free failures on accounts that do not exist, ten at a time. */
  async function spendAddressFailures(ip: string, prefix: string) {
    for (let batch = 0; batch < limits.loginPerIp.max / 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => login(`${prefix}${batch * 10 + i}@example.com`, ip)),
      );
      for (const answer of answers) expect(answer.json()).toEqual(credentialsInvalid);
    }
  }

  it("never refuses a correct password and code after 50 failed sign-ins on any accounts from the address", async () => {
    const user = await createUser(t.database.db);
    const ip = nextTestIp();
    await spendAddressFailures(ip, "stranger");
    const after = t.printedMails.length;
    const signedIn = await login(user.emailAddress, ip, TEST_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ verificationRequired: true });

    const code = codeOf((await waitForMail(t, user.emailAddress, { after })).text);
    const verified = await postAdmin(
      t,
      "auth/verify",
      { verificationCode: code },
      { cookie: sessionCookieOf(signedIn), ip },
    );
    expect(verified.statusCode).toBe(200);
  });

  it("answers the address's wrong passwords late past 50 failures; its correct sign-ins do not count", async () => {
    const ip = nextTestIp();
    const colleague = await createUser(t.database.db);
    expect((await login(colleague.emailAddress, ip, TEST_PASSWORD)).statusCode).toBe(200);
    await spendAddressFailures(ip, "passer");
    const { result: slowed, ms } = await timed(() => login("passer-next@example.com", ip));
    expect(slowed.json()).toEqual(credentialsInvalid);
    expect(ms).toBeGreaterThanOrEqual(MAX_DELAY_MS);
  });

  it("waits 0.5 s for the 51st failure, doubling with each further one up to the cap", () => {
    const production = 10_000;
    const addressDelay = (failures: number) => slowdownMs(failures, limits.loginPerIp.max, production);
    expect([0, 49, 50, 51, 52, 54, 55, 500].map(addressDelay)).toEqual([
      0, 0, 500, 1000, 2000, 8000, 10_000, 10_000,
    ]);
  });
});

describe("verify and password reset", () => {
  it("answers an address's wrong codes late past 100 failures, and never refuses its right code", async () => {
    const user = await createUser(t.database.db);
    const ip = nextTestIp();
    const after = t.printedMails.length;
    const signedIn = await login(user.emailAddress, ip, TEST_PASSWORD);
    const code = codeOf((await waitForMail(t, user.emailAddress, { after })).text);

    const verify = (verificationCode: string, cookie?: string) =>
      postAdmin(t, "auth/verify", { verificationCode }, { ip, cookie });
    await spend(limits.verifyPerIp.max, () => verify("123456"));
    const { result: slowed, ms } = await timed(() => verify("123456"));
    expect(slowed.json()).toEqual({
      status: 400,
      code: "VALIDATION_FAILED",
      message: messages.codeExpired,
      subErrors: [],
    });
    expect(ms).toBeGreaterThanOrEqual(MAX_DELAY_MS);

    expect((await verify(code, sessionCookieOf(signedIn))).statusCode).toBe(200);
  });

  it("refuses reset requests from an IP address over its limit", async () => {
    const ip = nextTestIp();
    const reset = (i: number) =>
      postAdmin(t, "auth/password/reset", { emailAddress: `r${i}@example.com` }, { ip });
    await spend(limits.resetPerIp.max, reset);
    expect((await reset(-1)).json()).toEqual(tooMany);
  });

  it("counts again from zero once the window has passed", async () => {
    const ip = nextTestIp();
    const reset = (i: number) =>
      postAdmin(t, "auth/password/reset", { emailAddress: `w${i}@example.com` }, { ip });
    await spend(limits.resetPerIp.max, reset);
    expect((await reset(-1)).statusCode).toBe(429);
    await t.database.db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '15 minutes 1 second'` })
      .where(sql`${rateLimits.key} like ${`${limits.resetPerIp.name}:%`}`);
    expect((await reset(-2)).statusCode).toBe(200);
  });

  it("refuses reset confirmations from an IP address over its limit", async () => {
    const ip = nextTestIp();
    const confirm = () =>
      postAdmin(
        t,
        "auth/password/reset/confirm",
        {
          emailAddress: "guess@example.com",
          newPassword: "a-new-password-1",
          newConfirmation: "a-new-password-1",
          verificationCode: "guessed-token",
        },
        { ip },
      );
    await spend(limits.resetConfirmPerIp.max, confirm);
    expect((await confirm()).json()).toEqual(tooMany);
  });
});
