// What a request log line says about the request: the route's pattern and the names of the query
// parameters, never their values or the ids in the path. Search terms and ids are client data;
// the logs go to places (files, log services) that the data's confidentiality does not reach.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config";

/**
 * What follows these words in a path is a credential or names a person: the calendar feed's secret
 * token, the signed unsubscribe token (API and web page), the change-password link's e-mail address
 * and code. Matched anywhere in the path, in any case, whatever separates or follows them (repeated
 * or percent-encoded slashes, none at all), so no mistyped link keeps its secret in the log.
 */
const secretBearing = /(calendar(?:\/|%2f)+feed|unsubscribe|changepassword).+$/i;

/** The path as it may be logged: whatever follows a secret-bearing word replaced by "/:secret". */
export const pathForLog = (path: string) => path.replace(secretBearing, "$1/:secret");

export function requestForLog(request: FastifyRequest) {
  const [path = "", query = ""] = request.url.split("?", 2);
  return {
    method: request.method,
    // An unknown path has no pattern; its own path is all there is (without the query), masked:
    // a mistyped feed address (issue 28: ".../calendar/feed//<token>.ics") still holds the token.
    route: request.routeOptions.url ?? pathForLog(path),
    queryKeys: [...new Set(new URLSearchParams(query).keys())],
    remoteAddress: request.ip,
  };
}

export const untrustedProxyWarning =
  "requests come through a proxy but TRUST_PROXY is not set: every user shares the proxy's address for rate limits";

/**
 * Warns once, at the first request that names a forwarded client (X-Forwarded-For or Forwarded)
 * while TRUST_PROXY trusts no proxy: behind a reverse proxy, every sign-in would then count against
 * the proxy's one address. Only a warning: a client may send the header itself.
 */
export function warnOfUntrustedProxy(app: FastifyInstance, trustProxy: Config["trustProxy"]) {
  if (trustProxy !== false) return;
  let warned = false;
  app.addHook("onRequest", async (request) => {
    if (warned || !(request.headers["x-forwarded-for"] || request.headers.forwarded)) return;
    warned = true;
    app.log.warn(untrustedProxyWarning);
  });
}
