// The sign-in and reset limits, counted in the database per IP address and per account.
import { messages } from "@litfolio/shared/messages";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../db/schema";
import { createUser, TEST_PASSWORD } from "../test/factories";
import { createTestApp, type TestApp } from "../test/harness";
import { nextTestIp, postAdmin } from "../test/sign-in";
import { limits } from "./rate-limit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tooMany = { status: 429, code: "TOO_MANY_REQUESTS", message: messages.tooManyRequests, subErrors: [] };

/** Sends `count` requests and expects none of them to be refused for their number. */
async function spend(count: number, send: (index: number) => Promise<{ statusCode: number }>) {
  for (let index = 0; index < count; index++) {
    expect((await send(index)).statusCode).not.toBe(429);
  }
}

const login = (emailAddress: string, ip: string, password = "wrong-password") =>
  postAdmin(t, "auth/login", { emailAddress, password }, { ip });

describe("login", () => {
  it("refuses an IP address over its limit, even with correct credentials, and not another address", async () => {
    const user = await createUser(t.database.db);
    const ip = nextTestIp();
    await spend(limits.loginPerIp.max, (i) => login(`stranger${i}@example.com`, ip));
    const refused = await login(user.emailAddress, ip, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect((await login(user.emailAddress, nextTestIp(), TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses an account over its limit from any address, and not another account", async () => {
    const user = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    await spend(limits.loginPerAccount.max, () => login(user.emailAddress, nextTestIp()));
    const refused = await login(user.emailAddress.toUpperCase(), nextTestIp(), TEST_PASSWORD);
    expect(refused.json()).toEqual(tooMany);
    expect((await login(other.emailAddress, nextTestIp(), TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("counts again from zero once the window has passed", async () => {
    const user = await createUser(t.database.db);
    const ip = nextTestIp();
    await spend(limits.loginPerIp.max, (i) => login(`passer${i}@example.com`, ip));
    expect((await login(user.emailAddress, ip, TEST_PASSWORD)).statusCode).toBe(429);
    await t.database.db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '15 minutes 1 second'` })
      .where(sql`${rateLimits.key} like ${`${limits.loginPerIp.name}:%`}`);
    expect((await login(user.emailAddress, ip, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe("verify and password reset", () => {
  it("refuses verification codes from an IP address over its limit", async () => {
    const ip = nextTestIp();
    const verify = () => postAdmin(t, "auth/verify", { verificationCode: "123456" }, { ip });
    await spend(limits.verifyPerIp.max, verify);
    expect((await verify()).json()).toEqual(tooMany);
  });

  it("refuses reset requests from an IP address over its limit", async () => {
    const ip = nextTestIp();
    const reset = (i: number) =>
      postAdmin(t, "auth/password/reset", { emailAddress: `r${i}@example.com` }, { ip });
    await spend(limits.resetPerIp.max, reset);
    expect((await reset(-1)).json()).toEqual(tooMany);
  });

  it("refuses reset requests for an account over its limit, from any address", async () => {
    const reset = () => postAdmin(t, "auth/password/reset", { emailAddress: "target@example.com" });
    await spend(limits.resetPerAccount.max, reset);
    expect((await reset()).json()).toEqual(tooMany);
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
