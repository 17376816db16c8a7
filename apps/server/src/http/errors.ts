// One error type for every refusal, and the handler that turns anything thrown into SPEC 8's body
// `{status, code, message, subErrors}`, Fastify's own refusals included. Unexpected errors are logged
// with the request id (a failed query without its parameter values) and answered with a generic 500
// message: no stack traces leave the server.

import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ApiErrorBody, ErrorCode, SubError } from "@litfolio/shared/errors";
import { messages } from "@litfolio/shared/messages";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { z } from "zod";
import { isConnectionLoss } from "../db/connection-loss";
import { failedQueryForLog } from "../db/errors";

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly subErrors: SubError[] = [],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, subErrors: SubError[] = []) =>
  new AppError(400, "VALIDATION_FAILED", message, subErrors);
/** A value checked against a schema outside Fastify's own validation (a multipart form's fields): 400 with each field's message. */
export function validated<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw badRequest(
    messages.formInvalid,
    result.error.issues.map((issue) => ({ field: issue.path.join(".") || "body", message: issue.message })),
  );
}

export const notFound = (message: string = messages.notFound) => new AppError(404, "NOT_FOUND", message);
export const forbidden = (message: string = messages.forbidden) => new AppError(403, "FORBIDDEN", message);
export const unauthenticated = (message: string = messages.unauthenticated) =>
  new AppError(401, "UNAUTHENTICATED", message);
export const conflict = (message: string = messages.conflict) => new AppError(409, "CONFLICT", message);
export const tooManyRequests = () => new AppError(429, "TOO_MANY_REQUESTS", messages.tooManyRequests);
export const payloadTooLarge = (message: string) => new AppError(413, "PAYLOAD_TOO_LARGE", message);
export const unsupportedMediaType = (message: string) => new AppError(415, "UNSUPPORTED_MEDIA_TYPE", message);
export const databaseUnavailable = () =>
  new AppError(503, "SERVICE_UNAVAILABLE", messages.databaseUnavailable);

const body = (
  status: number,
  code: ErrorCode,
  message: string,
  subErrors: SubError[] = [],
): ApiErrorBody => ({
  status,
  code,
  message,
  subErrors,
});

/** Fastify's own errors for bad requests, mapped to our codes and plain messages. */
function fromFastifyError(error: FastifyError): ApiErrorBody | undefined {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return body(400, "VALIDATION_FAILED", messages.malformedJson);
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return body(413, "PAYLOAD_TOO_LARGE", messages.payloadTooLarge);
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return body(415, "UNSUPPORTED_MEDIA_TYPE", messages.unsupportedMediaType);
    case "FST_ERR_BAD_URL":
      return body(400, "VALIDATION_FAILED", messages.malformedAddress);
    case "FST_ERR_MAX_PARAM_LENGTH":
      return body(414, "VALIDATION_FAILED", messages.addressTooLong);
  }
  if (error.statusCode === 429) return body(429, "TOO_MANY_REQUESTS", messages.tooManyRequests);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return body(error.statusCode, "VALIDATION_FAILED", messages.malformedRequest);
  }
  return undefined;
}

const internalError = (requestId: string) =>
  body(500, "INTERNAL", `${messages.internalError} (request ${requestId})`);

/**
 * Fastify's options for the errors it answers before any route: a malformed or over-long address
 * (`frameworkErrors`), and a request Node's HTTP parser refused (`clientErrorHandler`, written to
 * the socket). Both answer the SPEC body instead of Fastify's own.
 */
export const frameworkErrorOptions = (headers: Record<string, string>) => ({
  /** Refusals before routing skip the hooks, so they set the security headers themselves. */
  frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const answer = fromFastifyError(error) ?? internalError(request.id);
    return reply
      .headers({ ...headers, "Cache-Control": "no-store" })
      .status(answer.status)
      .send(answer);
  },
  clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const answer =
      error.code === "HPE_HEADER_OVERFLOW"
        ? body(431, "PAYLOAD_TOO_LARGE", messages.payloadTooLarge)
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? body(408, "VALIDATION_FAILED", messages.requestTimeout)
          : body(400, "VALIDATION_FAILED", messages.malformedRequest);
    const json = JSON.stringify(answer);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
      );
    }
    socket.destroy(error);
  },
});

/**
 * `serveIndexHtml`: when the built web app is served, any other GET outside /api/ answers its
 * index.html, so browser routes such as /users/ load the app, with `preloadsOf` the path's route's
 * scripts to preload (http/delivery.ts `routePreloadLinks`).
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { serveIndexHtml: boolean; preloadsOf?: (url: string) => string | undefined },
) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.status, error.code, error.message, error.subErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const subErrors = error.validation.map((issue) => ({
        field: issue.instancePath.slice(1).replaceAll("/", ".") || (error.validationContext ?? "body"),
        message: issue.message ?? messages.required,
      }));
      return reply.status(400).send(body(400, "VALIDATION_FAILED", messages.formInvalid, subErrors));
    }
    const known = fromFastifyError(error);
    if (known) return reply.status(known.status).send(known);
    // A restart or fail-over of the database: the pool reconnects for the next request, so this one
    // is worth retrying (503), not a fault of ours (500).
    if (isConnectionLoss(error)) {
      request.log.warn({ requestId: request.id, reason: error.message }, "database unavailable");
      const { status, code, message } = databaseUnavailable();
      return reply.status(status).send(body(status, code, message));
    }
    const failedQuery = failedQueryForLog(error);
    request.log.error(
      { ...(failedQuery ? { failedQuery } : { err: error }), requestId: request.id },
      "unexpected error",
    );
    return reply.status(500).send(internalError(request.id));
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.serveIndexHtml && request.method === "GET" && !request.url.startsWith("/api/")) {
      const preloads = options.preloadsOf?.(request.url);
      if (preloads) reply.header("Link", preloads);
      return reply.type("text/html").header("Cache-Control", "no-cache").sendFile("index.html");
    }
    return reply
      .status(404)
      .send(body(404, "NOT_FOUND", `${messages.routeNotFound} (${request.method} ${request.url})`));
  });
}
