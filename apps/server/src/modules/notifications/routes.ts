// Deadline e-mails (issue 18): GET and PUT dbbw/notifications/settings (any signed-in user, their
// own), and the unsubscribe links, public because they must work from the mailbox without signing
// in (the signed token is the credential): GET dbbw/notifications/unsubscribe/{token} says what the
// link switches off for whom, POST switches it off. The POST also takes RFC 8058's one-click form
// (`List-Unsubscribe=One-Click`, which mail programs send to the List-Unsubscribe address) and an
// empty body (the web page's button).
import { messages } from "@litfolio/shared/messages";
import {
  type NotificationSettings,
  notificationKindLabels,
  notificationSettingsBody,
  type UnsubscribeTarget,
} from "@litfolio/shared/notifications";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/guards";
import { readSettings, saveSettings, unsubscribe, unsubscribeTarget } from "./service";

const tokenParams = z.object({ token: z.string() });

/**
 * The forms mail programs post a one-click unsubscribe as (RFC 8058 3.2). Their content says nothing
 * the path's token does not, so it is read (within a small limit) and dropped.
 */
function acceptOneClickForms(app: FastifyInstance) {
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data"],
    { parseAs: "string", bodyLimit: 4096 },
    (_request, _body, done) => done(null, undefined),
  );
}

export async function notificationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  acceptOneClickForms(app);

  api.get(
    "/notifications/settings",
    { config: { access: "signedIn" } },
    async (request): Promise<NotificationSettings> => readSettings(app.db, currentUser(request)),
  );

  api.put(
    "/notifications/settings",
    { config: { access: "signedIn" }, schema: { body: notificationSettingsBody } },
    async (request): Promise<NotificationSettings & { message: string }> => {
      const saved = await saveSettings(app, currentUser(request), request.body);
      return { ...saved, message: messages.notificationSettingsSaved };
    },
  );

  api.get(
    "/notifications/unsubscribe/:token",
    { config: { access: "public" }, schema: { params: tokenParams } },
    async (request): Promise<UnsubscribeTarget> => unsubscribeTarget(app.db, request.params.token),
  );

  api.post(
    "/notifications/unsubscribe/:token",
    { config: { access: "public" }, schema: { params: tokenParams } },
    async (request) => {
      const kind = await unsubscribe(app.db, request.params.token);
      return { message: messages.unsubscribed(notificationKindLabels[kind]) };
    },
  );
}
