// Connect (SPEC 2.3 "Connect settings", 7.8; DECISIONS "Paths the spec leaves out"), SYSTEM_ADMIN
// only: the token info (masked), the status, the authorisation (authenticate redirects the browser
// to the service with a `state` bound to this session; activate exchanges the code it sent back and
// queues every waiting or failed copy at once); per matter (ADMIN on `connectCopies`) the documents'
// copies in progress or failed, the failed ones listed, and their retry; and one document's retry
// (WRITE on `connectCopies`: the matter's ADMIN, or the document's uploader).
import {
  type ConnectCopies,
  type ConnectRetryAnswer,
  type ConnectStatus,
  connectActivateQuery,
  connectAuthenticateQuery,
  connectRetryBody,
  type FailedCopies,
  failedCopiesQuery,
} from "@litfolio/shared/connect";
import { entityId } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { randomToken, sha256 } from "../../auth/crypto";
import { currentUser } from "../../auth/guards";
import { AppError, badRequest, conflict, notFound } from "../../http/errors";
import { matterParams } from "../../http/params";
import { matterAccessOf, matterByIdIn, needs } from "../../permissions/route-access";
import { authorizeUrl, ConnectError, exchangeCode } from "./client";
import { presentFailedCopies } from "./presenter";
import { copyCounts, copyOfDocument, failedCopies, matterOfDocument } from "./queries";
import { connectAuthorised, retryFailedCopies, saveState, takeState } from "./service";
import { saveTokens, tokenInfo } from "./token-service";

const adminOnly = { access: "systemAdmin" } as const;

const sessionIdOf = (request: FastifyRequest) => {
  currentUser(request);
  return request.session?.id ?? "";
};

export async function connectRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const connectConfig = () => {
    if (!app.config.connect) throw conflict(messages.connectNotConfigured);
    return app.config.connect;
  };

  api.get("/collaborate/authenticationToken", { config: adminOnly }, () =>
    tokenInfo(app.db, app.config.connect),
  );

  api.get("/collaborate/authenticationStatus", { config: adminOnly }, async (): Promise<ConnectStatus> => {
    const info = await tokenInfo(app.db, app.config.connect);
    return { configured: info.configured, authenticated: info.authenticated };
  });

  // A navigation, not a background call: the browser follows the redirect to the service.
  api.get(
    "/collaborate/authenticate",
    { config: adminOnly, schema: { querystring: connectAuthenticateQuery } },
    async (request, reply) => {
      const connect = connectConfig();
      const { redirectUrl = connect.redirectUrl } = request.query;
      // The service sends the code only to the address registered with it; no other is passed on.
      if (redirectUrl !== connect.redirectUrl)
        throw badRequest(`The redirect address must be ${connect.redirectUrl}`, [
          { field: "redirectUrl", message: `The redirect address must be ${connect.redirectUrl}` },
        ]);
      const state = randomToken();
      await saveState(app.db, sha256(state), sessionIdOf(request));
      return reply.redirect(authorizeUrl(connect, redirectUrl, state), 302);
    },
  );

  api.get(
    "/collaborate/activate",
    { config: adminOnly, schema: { querystring: connectActivateQuery } },
    async (request) => {
      const connect = connectConfig();
      const { code, state } = request.query;
      if (!(await takeState(app.db, sha256(state), sessionIdOf(request))))
        throw badRequest(messages.connectStateMismatch);
      try {
        await saveTokens(app.db, connect, await exchangeCode(connect, code, connect.redirectUrl));
      } catch (error) {
        if (!(error instanceof ConnectError)) throw error;
        if (error.retryable) throw new AppError(503, "SERVICE_UNAVAILABLE", messages.connectUnreachable);
        throw badRequest(messages.connectCodeRefused(error.message));
      }
      await connectAuthorised(app, currentUser(request).id);
      return { ...(await tokenInfo(app.db, connect)), message: messages.connectActivated };
    },
  );

  const copies = "/matters/:matterId/connect-copies";
  const matterAdmin = { access: needs("connectCopies", "ADMIN") };
  const matterAdminOnce = { ...matterAdmin, idempotent: true };

  api.get(
    copies,
    { config: matterAdmin, schema: { params: matterParams } },
    async (request): Promise<ConnectCopies> => ({
      configured: app.config.connect !== null,
      ...(await copyCounts(app.db, matterAccessOf(request).matterId)),
    }),
  );

  api.post(
    `${copies}/retry`,
    { config: matterAdminOnce, schema: { params: matterParams, body: connectRetryBody } },
    async (request): Promise<ConnectRetryAnswer> => {
      if (!app.config.connect) return { requeued: 0, message: messages.connectNotConfigured };
      const { matterId, caller } = matterAccessOf(request);
      const requeued = await retryFailedCopies(app, caller.id, { matterId });
      return { requeued, message: messages.connectRetryQueued(requeued) };
    },
  );

  api.get(
    `${copies}/failed`,
    { config: matterAdmin, schema: { params: matterParams, querystring: failedCopiesQuery } },
    async (request): Promise<FailedCopies> =>
      presentFailedCopies(await failedCopies(app.db, matterAccessOf(request).matterId, request.query)),
  );

  // The document's uploader may retry its copy (an `own` verb), the matter's ADMIN any document's.
  api.post(
    "/documents/:documentId/connect-copy/retry",
    {
      config: {
        access: needs("connectCopies", "WRITE", matterByIdIn("path", "documentId", matterOfDocument), {
          own: true,
        }),
        idempotent: true,
      },
      schema: { params: z.object({ documentId: entityId }), body: connectRetryBody },
    },
    async (request): Promise<ConnectRetryAnswer> => {
      const access = matterAccessOf(request);
      const document = await copyOfDocument(app.db, request.params.documentId);
      if (!document) throw notFound();
      access.require("connectCopies", "WRITE", {
        categoryId: document.categoryId,
        ownerIds: document.createdBy === null ? [] : [document.createdBy],
      });
      if (!app.config.connect) return { requeued: 0, message: messages.connectNotConfigured };
      if (document.status !== "FAILED") throw conflict(messages.connectCopyNotFailed);
      const requeued = await retryFailedCopies(app, access.caller.id, { documentId: document.id });
      // Another request retried it between the look and the update: it is on its way all the same.
      return { requeued, message: messages.connectCopyRetryQueued };
    },
  );
}
