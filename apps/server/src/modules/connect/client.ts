// The HTTP side of Connect (DECISIONS "The external collaboration service"): the authorize address,
// the token endpoint (authorization_code and refresh_token grants) and the file upload, streamed as
// multipart/form-data so a 100 MB document never sits in memory.
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import type { ConnectConfig } from "../../config";

/** A refusal or failure of the service; `retryable` when trying again later may succeed. */
export class ConnectError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export interface ServiceTokens {
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date | null;
}

/**
 * How long a call may take before it counts as a failure. An upload: per file, 10 minutes (the
 * largest file, 100 MB, needs 1.4 Mbit/s; a server's link does far better). The copy job's expiry
 * (connect/jobs.ts) is set from it: keep them together.
 */
const TOKEN_TIMEOUT_MS = 30_000;
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

const siteUrl = (config: ConnectConfig, path: string) => `${config.baseUrl}/${config.instance}/${path}`;

export function authorizeUrl(config: ConnectConfig, redirectUrl: string, state: string) {
  const query = new URLSearchParams({
    response_type: "code",
    client_id: config.clientId,
    redirect_uri: redirectUrl,
    state,
  });
  return siteUrl(config, `authorize.action?${query}`);
}

/** The service's reason for a refusal: RFC 6749's error_description or error, else its status. */
async function reasonOf(response: Response) {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const reason = body.error_description ?? body.message ?? body.error;
    if (typeof reason === "string" && reason) return reason.slice(0, 500);
  } catch {
    // not JSON: the status says it
  }
  return `HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ""}`;
}

/** A network failure (down, refused, timed out) is worth retrying; so are 429 and 5xx answers. */
const retryableStatus = (status: number) => status === 429 || status >= 500;

async function call(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ConnectError(`Connect cannot be reached: ${(error as Error).message}`, null, true);
  }
}

async function tokenCall(config: ConnectConfig, grant: Record<string, string>): Promise<ServiceTokens> {
  const body = new URLSearchParams({
    ...grant,
    client_id: config.clientId,
    client_secret: config.clientSecret,
  });
  const response = await call(
    siteUrl(config, "api/oauth2/token"),
    { method: "POST", body },
    TOKEN_TIMEOUT_MS,
  );
  if (!response.ok)
    throw new ConnectError(await reasonOf(response), response.status, retryableStatus(response.status));
  const answer = (await response.json()) as Record<string, unknown>;
  const now = Date.now();
  const seconds = (value: unknown) => (typeof value === "number" && value > 0 ? value : null);
  const accessSeconds = seconds(answer.expires_in) ?? 3600;
  const refreshSeconds = seconds(answer.refresh_token_expires_in);
  if (typeof answer.access_token !== "string" || typeof answer.refresh_token !== "string")
    throw new ConnectError("Connect answered without tokens", response.status, false);
  return {
    accessToken: answer.access_token,
    accessExpiresAt: new Date(now + accessSeconds * 1000),
    refreshToken: answer.refresh_token,
    refreshExpiresAt: refreshSeconds === null ? null : new Date(now + refreshSeconds * 1000),
  };
}

export const exchangeCode = (config: ConnectConfig, code: string, redirectUrl: string) =>
  tokenCall(config, { grant_type: "authorization_code", code, redirect_uri: redirectUrl });

export const refreshTokens = (config: ConnectConfig, refreshToken: string) =>
  tokenCall(config, { grant_type: "refresh_token", refresh_token: refreshToken });

export interface UploadedFile {
  folderId: string;
  filename: string;
  contentType: string;
  size: number;
  content: Readable;
}

/** A header value's quoted-string: no quotes, backslashes or line breaks can break out of it. */
const quoted = (value: string) => `"${value.replace(/["\\\r\n]/g, "_")}"`;

/** The multipart body as a stream: the part's head, the file's bytes as they are read, the tail. */
function multipartBody(file: UploadedFile, boundary: string) {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename=${quoted(file.filename)}\r\n` +
      `Content-Type: ${file.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* parts() {
    yield head;
    for await (const chunk of file.content) yield chunk as Buffer;
    yield tail;
  }
  return { stream: parts(), length: head.length + file.size + tail.length };
}

/** Adds the file to the folder (POST .../files/content); answers nothing, throws ConnectError. */
export async function uploadFile(config: ConnectConfig, accessToken: string, file: UploadedFile) {
  const boundary = `litfolio-${randomBytes(12).toString("hex")}`;
  const body = multipartBody(file, boundary);
  const query = new URLSearchParams({ parentfolderid: file.folderId, filename: file.filename });
  const response = await call(
    siteUrl(config, `api/${config.apiVersion}/files/content?${query}`),
    {
      method: "POST",
      headers: {
        authorization: `Bearer ${accessToken}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(body.length),
      },
      body: Readable.toWeb(Readable.from(body.stream)),
      duplex: "half",
    } as RequestInit,
    UPLOAD_TIMEOUT_MS,
  );
  if (!response.ok)
    throw new ConnectError(
      await reasonOf(response),
      response.status,
      retryableStatus(response.status) || response.status === 401,
    );
  await response.body?.cancel();
}
