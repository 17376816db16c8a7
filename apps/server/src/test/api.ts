// Calling the API as a signed-in user (a Cookie header value) or anonymously (no cookie), with a
// JSON payload or an upload (MultipartBody).
import type { TestApp } from "./harness";
import { MultipartBody } from "./multipart";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export const callApi = (
  t: TestApp,
  method: Method,
  path: string,
  { cookie, payload }: { cookie?: string; payload?: unknown } = {},
) =>
  t.app.inject({
    method,
    url: `/api/${path}`,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(payload instanceof MultipartBody ? { "content-type": payload.contentType } : {}),
    },
    ...(payload === undefined
      ? {}
      : { payload: payload instanceof MultipartBody ? payload.body : (payload as object) }),
  });
