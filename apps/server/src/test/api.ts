// Calling the API as a signed-in user (a Cookie header value) or anonymously (no cookie).
import type { TestApp } from "./harness";

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
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
