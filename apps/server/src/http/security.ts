// Security headers on every answer, no caching of API answers, and the CSRF rule: unsafe methods
// are refused when the browser says the request is cross-site or the Origin is foreign.
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

export function registerSecurity(app: FastifyInstance, publicUrl: string) {
  const trustedOrigin = new URL(publicUrl).origin;

  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers["sec-fetch-site"] === "cross-site") throw forbidden(messages.crossSite);
    const origin = request.headers.origin;
    if (origin && origin !== trustedOrigin && origin !== `${request.protocol}://${request.host}`) {
      throw forbidden(messages.crossSite);
    }
  });

  app.addHook("onSend", async (request, reply) => {
    reply.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "same-origin");
    reply.header("X-Frame-Options", "DENY");
    if (request.url.startsWith("/api/")) reply.header("Cache-Control", "no-store");
  });
}
