// The stand-in through real HTTP: the authorization-code flow, the token endpoint's rules, uploads
// and the test controls. The clock is injected, so expiry is tested without waiting.
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type RunningStandin,
  type StoredUpload,
  startStandin,
  type TokenAnswer,
  type TokenCounts,
} from "./index";

const client = { id: "litfolio", secret: "s3cret" };
const redirectUri = "http://localhost:8080/connect/return?from=settings";
const startOfTest = Date.parse("2026-03-01T09:00:00Z");
let clock = startOfTest;
let standin: RunningStandin;
let storageDir: string;

const minutes = (count: number) => count * 60 * 1000;
const instanceUrl = (rest: string, base = standin.baseUrl) => `${base}/litfolio/${rest}`;

beforeAll(async () => {
  storageDir = mkdtempSync(path.join(os.tmpdir(), "standin-test-"));
  standin = await startStandin({ clients: [client], storageDir, now: () => clock });
});

afterAll(async () => {
  await standin.close();
  rmSync(storageDir, { recursive: true, force: true });
});

beforeEach(async () => {
  clock = startOfTest;
  const reset = await fetch(`${standin.baseUrl}/_standin/reset`, { method: "POST" });
  expect(reset.status).toBe(204);
});

function authorizeQuery(overrides: Record<string, string | undefined> = {}) {
  const fields = { response_type: "code", client_id: client.id, redirect_uri: redirectUri, ...overrides };
  const defined = Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return new URLSearchParams(defined);
}

/** Presses Allow: the page's form POSTed back; answers the redirect's location. */
async function allow(fields: URLSearchParams, base?: string) {
  const response = await fetch(instanceUrl("authorize.action", base), {
    method: "POST",
    body: fields,
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location") ?? "");
}

async function codeFor(state = "state-1", base?: string) {
  const location = await allow(authorizeQuery({ state }), base);
  return location.searchParams.get("code") ?? "";
}

function tokenRequest(fields: Record<string, string>, base?: string) {
  return fetch(instanceUrl("api/oauth2/token", base), { method: "POST", body: new URLSearchParams(fields) });
}

const exchange = (code: string, overrides: Record<string, string> = {}, base?: string) =>
  tokenRequest(
    {
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      client_id: client.id,
      client_secret: client.secret,
      ...overrides,
    },
    base,
  );

const refresh = (refreshToken: string) =>
  tokenRequest({
    grant_type: "refresh_token",
    refresh_token: refreshToken,
    client_id: client.id,
    client_secret: client.secret,
  });

async function obtainTokens(base?: string): Promise<TokenAnswer> {
  const response = await exchange(await codeFor("state-1", base), {}, base);
  expect(response.status).toBe(200);
  return (await response.json()) as TokenAnswer;
}

interface UploadOptions {
  token?: string;
  bytes?: Buffer;
  query?: string;
  base?: string;
}

function upload({ token, bytes = Buffer.from("%PDF-1.7 tiny"), query, base }: UploadOptions = {}) {
  const form = new FormData();
  form.append("file", new Blob([bytes]), "ignored.pdf");
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const search = query ?? "parentfolderid=4711&filename=Statement%20of%20claim.pdf";
  return fetch(`${instanceUrl("api/3/files/content", base)}?${search}`, {
    method: "POST",
    headers,
    body: form,
  });
}

function setBehaviour(body: Record<string, unknown>) {
  return fetch(`${standin.baseUrl}/_standin/behaviour`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

const control = async <T>(name: string) =>
  (await (await fetch(`${standin.baseUrl}/_standin/${name}`)).json()) as T;

describe("authorization-code flow", () => {
  it("shows the authorize page, redirects with code and state on Allow, and exchanges the code", async () => {
    const page = await fetch(`${instanceUrl("authorize.action")}?${authorizeQuery({ state: "a b&c" })}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain("Litfolio Connect stand-in");
    expect(html).toContain('<button type="submit">Allow</button>');
    expect(html).toContain('name="state" value="a b&#38;c"');

    const location = await allow(authorizeQuery({ state: "a b&c" }));
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:8080/connect/return");
    expect(location.searchParams.get("from")).toBe("settings");
    expect(location.searchParams.get("state")).toBe("a b&c");
    const code = location.searchParams.get("code") ?? "";
    expect(code).not.toBe("");

    const response = await exchange(code);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const tokens = (await response.json()) as TokenAnswer;
    expect(tokens).toEqual({
      access_token: expect.any(String),
      token_type: "bearer",
      expires_in: 3600,
      refresh_token: expect.any(String),
      refresh_token_expires_in: 30 * 24 * 3600,
    });
  });

  it("leaves state out of the redirect when none was given", async () => {
    const location = await allow(authorizeQuery());
    expect(location.searchParams.has("code")).toBe(true);
    expect(location.searchParams.has("state")).toBe(false);
  });

  it("answers a 400 page for an unknown client or a missing redirect_uri", async () => {
    for (const query of [
      authorizeQuery({ client_id: "someone" }),
      authorizeQuery({ redirect_uri: undefined }),
    ]) {
      const page = await fetch(`${instanceUrl("authorize.action")}?${query}`);
      expect(page.status).toBe(400);
      expect(await page.text()).toContain("Authorisation request refused");
      const allowed = await fetch(instanceUrl("authorize.action"), {
        method: "POST",
        body: query,
        redirect: "manual",
      });
      expect(allowed.status).toBe(400);
    }
  });

  it("accepts a code once only", async () => {
    const code = await codeFor();
    expect((await exchange(code)).status).toBe(200);
    const again = await exchange(code);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("accepts a code for 30 minutes", async () => {
    const fresh = await codeFor();
    const stale = await codeFor();
    clock += minutes(30) - 1000;
    expect((await exchange(fresh)).status).toBe(200);
    clock += 2000;
    const late = await exchange(stale);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("refuses a wrong client secret or client id with 401 invalid_client", async () => {
    const code = await codeFor();
    for (const wrong of [{ client_secret: "guess" }, { client_id: "other" }] as Record<string, string>[]) {
      const response = await exchange(code, wrong);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: "invalid_client" });
    }
  });

  it("refuses a redirect_uri that differs from the authorization's with invalid_grant", async () => {
    const response = await exchange(await codeFor(), { redirect_uri: "http://localhost:8080/elsewhere" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("refuses an unknown grant type with unsupported_grant_type", async () => {
    const response = await tokenRequest({
      grant_type: "password",
      client_id: client.id,
      client_secret: client.secret,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "unsupported_grant_type" });
  });
});

describe("refresh", () => {
  it("issues new tokens and stops the old refresh token (rotation)", async () => {
    const first = await obtainTokens();
    const response = await refresh(first.refresh_token);
    expect(response.status).toBe(200);
    const second = (await response.json()) as TokenAnswer;
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);

    const reused = await refresh(first.refresh_token);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: "invalid_grant" });
    expect((await refresh(second.refresh_token)).status).toBe(200);
    expect(await control<TokenCounts>("tokens")).toEqual({
      accessTokensIssued: 3,
      refreshes: 2,
      authorizationCodesIssued: 1,
      authorizationCodesUsed: 1,
    });
  });

  it("refuses an expired refresh token and uses the lifetimes set by behaviour", async () => {
    await setBehaviour({ accessTokenLifetimeSeconds: 60, refreshTokenLifetimeSeconds: 600 });
    const tokens = await obtainTokens();
    expect(tokens.expires_in).toBe(60);
    expect(tokens.refresh_token_expires_in).toBe(600);
    clock += 600 * 1000;
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
  });
});

describe("upload", () => {
  it("streams a file to disk and answers its size and sha256", async () => {
    const { access_token } = await obtainTokens();
    const bytes = randomBytes(5 * 1024 * 1024);
    const sha256 = createHash("sha256").update(bytes).digest("hex");

    const response = await upload({ token: access_token, bytes });
    expect(response.status).toBe(200);
    const answer = {
      fileid: 1,
      filename: "Statement of claim.pdf",
      parentfolderid: "4711",
      size: bytes.length,
      sha256,
    };
    expect(await response.json()).toEqual(answer);
    expect(await control<StoredUpload[]>("files")).toEqual([
      { ...answer, receivedAt: "2026-03-01T09:00:00.000Z" },
    ]);
    expect(readFileSync(path.join(storageDir, "1")).equals(bytes)).toBe(true);
  });

  it("refuses a missing, unknown or expired token with 401 invalid_token", async () => {
    const { access_token } = await obtainTokens();
    for (const token of [undefined, "not-a-token"]) {
      const response = await upload({ token });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: "invalid_token" });
    }
    clock += 3600 * 1000;
    expect((await upload({ token: access_token })).status).toBe(401);
    expect(await control<StoredUpload[]>("files")).toEqual([]);
  });

  it("answers 400 without parentfolderid, filename or the file field", async () => {
    const { access_token } = await obtainTokens();
    expect((await upload({ token: access_token, query: "filename=a.pdf" })).status).toBe(400);
    expect((await upload({ token: access_token, query: "parentfolderid=1" })).status).toBe(400);
    const form = new FormData();
    form.append("document", new Blob(["x"]), "a.pdf");
    const noFile = await fetch(`${instanceUrl("api/3/files/content")}?parentfolderid=1&filename=a.pdf`, {
      method: "POST",
      headers: { authorization: `Bearer ${access_token}` },
      body: form,
    });
    expect(noFile.status).toBe(400);
    expect(await control<StoredUpload[]>("files")).toEqual([]);
  });

  it("refuses a file over the size limit with 413", async () => {
    const small = await startStandin({ clients: [client], maxUploadBytes: 1024 });
    try {
      const { access_token } = await obtainTokens(small.baseUrl);
      const response = await upload({ token: access_token, bytes: randomBytes(4096), base: small.baseUrl });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ error: "file_too_large" });
      expect(await (await fetch(`${small.baseUrl}/_standin/files`)).json()).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

describe("test controls", () => {
  it("failUploads 2 refuses the next two uploads with the given status and reason, then accepts", async () => {
    const { access_token } = await obtainTokens();
    const set = await setBehaviour({ failUploads: 2, failStatus: 507, failReason: "Quota exceeded" });
    expect(await set.json()).toMatchObject({ failUploads: 2, failStatus: 507, failReason: "Quota exceeded" });
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await upload({ token: access_token });
      expect(refused.status).toBe(507);
      expect(await refused.json()).toEqual({ error: "upload_failed", message: "Quota exceeded" });
    }
    expect((await upload({ token: access_token })).status).toBe(200);
    expect(await control<StoredUpload[]>("files")).toHaveLength(1);
  });

  it('failUploads "always" refuses with 500 until changed', async () => {
    const { access_token } = await obtainTokens();
    await setBehaviour({ failUploads: "always" });
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await upload({ token: access_token })).status).toBe(500);
    await setBehaviour({ failUploads: 0 });
    expect((await upload({ token: access_token })).status).toBe(200);
  });

  it("down makes every protocol endpoint answer 503 while the controls keep working", async () => {
    const { access_token, refresh_token } = await obtainTokens();
    await setBehaviour({ down: true });
    const answers = await Promise.all([
      fetch(`${instanceUrl("authorize.action")}?${authorizeQuery()}`),
      refresh(refresh_token),
      upload({ token: access_token }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503]);
    expect(await control<TokenCounts>("tokens")).toMatchObject({ refreshes: 0 });
    await setBehaviour({ down: false });
    expect((await upload({ token: access_token })).status).toBe(200);
  });

  it("uploadDelayMs answers an upload slowly", async () => {
    const { access_token } = await obtainTokens();
    await setBehaviour({ uploadDelayMs: 400 });
    const started = performance.now();
    expect((await upload({ token: access_token })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
  });

  it("expireTokensNow expires every access token; a refresh gets a working one", async () => {
    const { access_token, refresh_token } = await obtainTokens();
    await setBehaviour({ expireTokensNow: true });
    expect((await upload({ token: access_token })).status).toBe(401);
    const refreshed = (await (await refresh(refresh_token)).json()) as TokenAnswer;
    expect((await upload({ token: refreshed.access_token })).status).toBe(200);
    expect(await control<TokenCounts>("tokens")).toMatchObject({ accessTokensIssued: 2, refreshes: 1 });
  });

  it("refuses an invalid behaviour with 400", async () => {
    const response = await setBehaviour({ failUploads: -1, surprise: true });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_request" });
  });

  it("reset clears behaviour, tokens, codes and files", async () => {
    const { access_token } = await obtainTokens();
    const code = await codeFor();
    expect((await upload({ token: access_token })).status).toBe(200);
    await setBehaviour({ failUploads: "always", down: true });

    expect((await fetch(`${standin.baseUrl}/_standin/reset`, { method: "POST" })).status).toBe(204);
    expect(await control<StoredUpload[]>("files")).toEqual([]);
    expect(await control<TokenCounts>("tokens")).toEqual({
      accessTokensIssued: 0,
      refreshes: 0,
      authorizationCodesIssued: 0,
      authorizationCodesUsed: 0,
    });
    expect(await control("behaviour")).toMatchObject({ failUploads: 0, down: false });
    expect((await upload({ token: access_token })).status).toBe(401);
    expect((await exchange(code)).status).toBe(400);
  });
});
