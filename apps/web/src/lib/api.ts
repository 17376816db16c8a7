// The one way the app talks to the server: fetch under /api/ with the session cookie, JSON both
// ways, and SPEC 8.1's global handling of failed answers (an alert with the exact texts; a refused
// save or delete shows the server's reason, issue 27). A call can take over some statuses itself
// (handleErrors), e.g. the login form shows its errors inline.
import type { ApiErrorBody } from "@litfolio/shared/errors";
import { messages } from "@litfolio/shared/messages";
import { type AlertSeverity, SERVER_ERROR_ALERT_DURATION_MS, showAlert } from "./alerts";
import { createKeyRing } from "./idempotency-keys";
import { fetchPublicSettings } from "./public-settings";

/** A failed call: `status` 0 means the server never answered. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, body: ApiErrorBody | null) {
    // What a form or an uploader shows: the server's reason, else SPEC 8.1's general texts.
    super(body?.message || (status === 0 ? messages.noResponse : messages.somethingWrong));
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Statuses the caller handles itself (no global alert), or "all". */
  handleErrors?: readonly number[] | "all";
  signal?: AbortSignal;
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

let onUnauthorized: () => void = () => {};

/** Every POST carries an Idempotency-Key; routes that create honour it. */
const createKeys = createKeyRing();

/** The app registers what a 401 does besides the alert: forget the user and go to Login. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const queryString = search.toString();
  return `/api/${path}${queryString ? `?${queryString}` : ""}`;
}

async function request<T>(method: Method, path: string, options: ApiRequestOptions = {}): Promise<T> {
  const url = apiUrl(path, options.query);
  const idempotencyKey = method === "POST" ? createKeys.keyFor(url, options.body) : undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(idempotencyKey === undefined ? {} : { "Idempotency-Key": idempotencyKey }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    // An aborted query (the user moved on) is not an error worth telling anyone about.
    if (options.signal?.aborted) throw cause;
    return fail(new ApiError(0, null), options, method);
  }
  if (idempotencyKey !== undefined) createKeys.answered(url, options.body, response.status);
  const body = await readJson(response);
  if (response.ok) return body as T;
  return fail(new ApiError(response.status, isErrorBody(body) ? body : null), options, method);
}

/**
 * A failed call made outside `api` (an upload through XMLHttpRequest, a download) as an ApiError: the
 * same body reading, and the global handling (the 401 sign-out and alert) unless the caller handles
 * the status.
 */
export function apiFailure(
  status: number,
  text: string,
  handleErrors: ApiRequestOptions["handleErrors"],
  method: Method,
): ApiError {
  const body = parseJson(text);
  const error = new ApiError(status, isErrorBody(body) ? body : null);
  try {
    fail(error, { handleErrors }, method);
  } catch {
    // fail() reports and throws; the caller decides what to do with the error.
  }
  return error;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function readJson(response: Response): Promise<unknown> {
  return parseJson(await response.text().catch(() => ""));
}

const isErrorBody = (body: unknown): body is ApiErrorBody =>
  typeof body === "object" && body !== null && typeof (body as ApiErrorBody).message === "string";

function fail(error: ApiError, options: ApiRequestOptions, method: Method): never {
  const handledByCaller =
    options.handleErrors === "all" || (options.handleErrors?.includes(error.status) ?? false);
  if (!handledByCaller) void reportGlobally(error, method);
  throw error;
}

async function reportGlobally(error: ApiError, method: Method) {
  if (error.status === 401) onUnauthorized();
  const support = error.status === 500 ? await supportContact() : undefined;
  const alert = globalAlertFor(error.status, error.body, { support, write: method !== "GET" });
  showAlert(alert.message, alert.severity, alert.durationMs);
}

async function supportContact(): Promise<{ email: string; phone: string } | undefined> {
  try {
    const settings = await fetchPublicSettings();
    return { email: settings.supportEmail, phone: settings.supportPhone };
  } catch {
    return undefined;
  }
}

export interface GlobalAlert {
  message: string;
  severity: AlertSeverity;
  durationMs?: number;
}

export interface FailedCall {
  /** The support desk, named in a 500's message. */
  support?: { email: string; phone: string };
  /** The call would have changed something (anything but a GET). */
  write?: boolean;
}

/**
 * SPEC 8.1: what the user is told about a failed answer nobody handled. A refused save or delete (a
 * write's 403, 404, 409, 413, ...) shows the server's message, which says why; SPEC 8.1's "Something
 * went wrong..." stays for reads and for answers without a message (issue 27: "No refused save or
 * delete anywhere shows 'Something went wrong' when the server gave a reason").
 */
export function globalAlertFor(
  status: number,
  body: ApiErrorBody | null,
  { support, write = false }: FailedCall = {},
): GlobalAlert {
  switch (status) {
    case 0:
      return { message: messages.noResponse, severity: "error" };
    case 401:
      return { message: messages.sessionExpired, severity: "warning" };
    case 400:
      return { message: validationMessage(body) ?? messages.somethingWrong, severity: "error" };
    case 500: {
      const contact = support ? `<br>${messages.contactSupport(support.email, support.phone)}` : "";
      return {
        message: `${messages.unexpectedError(body?.message ?? messages.internalError)}${contact}`,
        severity: "error",
        durationMs: SERVER_ERROR_ALERT_DURATION_MS,
      };
    }
    case 503:
      return { message: messages.serviceUnavailable, severity: "error" };
    default:
      return { message: (write && body?.message) || messages.somethingWrong, severity: "error" };
  }
}

/** The response message followed by each sub-error's message, one per line; undefined when empty. */
export function validationMessage(body: ApiErrorBody | null): string | undefined {
  const lines = [body?.message, ...(body?.subErrors ?? []).map((subError) => subError.message)].filter(
    (line): line is string => Boolean(line),
  );
  const unique = [...new Set(lines)];
  return unique.length > 0 ? unique.join("<br>") : undefined;
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, "body">) => request<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: ApiRequestOptions) =>
    request<T>("POST", path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body: unknown, options?: ApiRequestOptions) =>
    request<T>("PUT", path, { ...options, body }),
  patch: <T>(path: string, body: unknown, options?: ApiRequestOptions) =>
    request<T>("PATCH", path, { ...options, body }),
  /** A DELETE may say why (`body`: a removal's reason). */
  delete: <T>(path: string, options?: ApiRequestOptions) => request<T>("DELETE", path, options),
};
