// Security headers on every answer, no caching of API answers, and the CSRF rule: unsafe methods
// are refused when the browser says the request is cross-site or the Origin is not PUBLIC_URL's.
import { messages } from "@litfolio/shared/messages";
import type { FastifyInstance } from "fastify";
import { forbidden } from "./errors";

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // MUI's emotion injects <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
/** Two years, as the HSTS preload list asks; only sent when PUBLIC_URL is https. */
const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/**
 * Whether a request's Origin is the product's own. Only PUBLIC_URL decides: the Host and
 * X-Forwarded-Host headers are the client's to choose. A PUBLIC_URL on this machine (the demo)
 * also accepts the other loopback names on the same port, since nobody else can serve those.
 */
function isOwnOrigin(origin: string, publicUrl: string): boolean {
  const own = new URL(publicUrl);
  if (origin === own.origin) return true;
  if (!LOOPBACK_HOSTS.has(own.hostname)) return false;
  try {
    const other = new URL(origin);
    return other.protocol === own.protocol && other.port === own.port && LOOPBACK_HOSTS.has(other.hostname);
  } catch {
    return false;
  }
}

/** The headers every answer carries, early refusals included (see frameworkErrorOptions). */
export function securityHeaders(publicUrl: string): Record<string, string> {
  return {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    ...(publicUrl.startsWith("https:") ? { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } : {}),
  };
}

export function registerSecurity(app: FastifyInstance, publicUrl: string) {
  const headers = securityHeaders(publicUrl);

  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers["sec-fetch-site"] === "cross-site") throw forbidden(messages.crossSite);
    const origin = request.headers.origin;
    if (origin && !isOwnOrigin(origin, publicUrl)) throw forbidden(messages.crossSite);
  });

  app.addHook("onSend", async (request, reply) => {
    reply.headers(headers);
    if (request.url.startsWith("/api/")) reply.header("Cache-Control", "no-store");
  });
}
