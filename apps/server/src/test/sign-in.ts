// Signing in the way a browser does: e-mail and password, then the code from the e-mail the job
// queue delivered. For tests that need the real flow; `sessionCookie` in factories.ts skips it.
import type { LightMyRequestResponse } from "fastify";
import { SESSION_COOKIE } from "../auth/sessions";
import { TEST_PASSWORD } from "./factories";
import { type TestApp, waitForMail } from "./harness";

let addressSequence = 0;

/**
 * A client address not used before in this test file. Sign-in is rate limited per IP address, so
 * tests that sign in often give each sign-in (or each test) its own address.
 */
export function nextTestIp(): string {
  addressSequence += 1;
  return `10.0.${Math.floor(addressSequence / 256)}.${addressSequence % 256}`;
}

/** The session cookie an answer set, as a Cookie header value; throws when it set none. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie?.value)
    throw new Error(`no session cookie in the answer (${response.statusCode} ${response.body})`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** The six digits of a verification-code mail. */
export function codeOf(text: string): string {
  const code = /verification code is (\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no verification code in the mail:\n${text}`);
  return code;
}

interface RequestOptions {
  cookie?: string;
  ip?: string;
}

/** POST to /api/admin/{path} from a client address (a fresh one unless given), with a cookie if given. */
export const postAdmin = (
  t: TestApp,
  path: string,
  payload?: object,
  { cookie, ip = nextTestIp() }: RequestOptions = {},
) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/${path}`,
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
    payload,
  });

/** GET admin/security/user with a Cookie header value, or anonymously. */
export const getActiveUser = (t: TestApp, cookie?: string) =>
  t.app.inject({ url: "/api/admin/security/user", headers: cookie ? { cookie } : {} });

interface SignInOptions {
  password?: string;
  ip?: string;
}

/** Step 1: posts the credentials and answers the verification-stage cookie and the mailed code. */
export async function requestCode(
  t: TestApp,
  emailAddress: string,
  { password = TEST_PASSWORD, ip = nextTestIp() }: SignInOptions = {},
) {
  const after = t.printedMails.length;
  const response = await postAdmin(t, "auth/login", { emailAddress, password }, { ip });
  if (response.statusCode !== 200) throw new Error(`login refused: ${response.statusCode} ${response.body}`);
  const mail = await waitForMail(t, emailAddress, { after });
  return { cookie: sessionCookieOf(response), code: codeOf(mail.text) };
}

/** Both steps: answers the active session's Cookie header value. */
export async function signIn(t: TestApp, emailAddress: string, options: SignInOptions = {}): Promise<string> {
  const ip = options.ip ?? nextTestIp();
  const { cookie, code } = await requestCode(t, emailAddress, { ...options, ip });
  const response = await postAdmin(t, "auth/verify", { verificationCode: code }, { cookie, ip });
  if (response.statusCode !== 200) throw new Error(`verify refused: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
}
