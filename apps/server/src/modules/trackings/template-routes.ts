// dbbw/matters/{m}/tracking/templates (SPEC 2.3 "Templates", 7.5): GET (paged, sorted, filtered),
// POST, GET and PUT /{id}, DELETE tracking/{id} (templates only), GET available/{categoryCode}.
// The `templates` row of the matrix decides; a template is not scoped to categories.

import { entityId } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import { todayUtc } from "@litfolio/shared/missed-deadlines";
import type { ListEnvelope } from "@litfolio/shared/paging";
import {
  type Template,
  type TemplateAvailability,
  type TemplateListItem,
  templateBody,
  templateListQuery,
  templateUpdateBody,
} from "@litfolio/shared/tracking";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/guards";
import type { DbOrTx } from "../../db/client";
import { matterParams } from "../../http/params";
import type { MatterAccess } from "../../permissions/access";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { presentSteps, presentTemplate } from "./presenter";
import { findTemplate, listTemplates, stepsOf, templateIdOfCategory } from "./queries";
import { createTemplate, deleteTemplate, updateTemplate } from "./service";

const templateParams = matterParams.extend({ templateId: entityId });
const trackingIdParams = matterParams.extend({ trackingId: entityId });
const availableParams = matterParams.extend({ categoryCode: z.string().trim().min(1).max(10) });

/** One template as answered, with the caller's verbs on templates. */
export async function readTemplate(db: DbOrTx, access: MatterAccess, id: number): Promise<Template> {
  const record = await findTemplate(db, access.matterId, id);
  const rows = await stepsOf(db, id);
  const permissions = access.verbs("templates");
  const steps = presentSteps(rows, {
    template: true,
    proceedingStatus: null,
    permissions,
    documents: new Map(),
    copies: null,
    today: todayUtc(),
  });
  return presentTemplate(record, steps, permissions);
}

export async function templateRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = "/matters/:matterId/tracking/templates";

  api.get(
    collection,
    {
      config: { access: needs("templates", "READ") },
      schema: { params: matterParams, querystring: templateListQuery },
    },
    async (request): Promise<ListEnvelope<TemplateListItem>> => {
      const access = matterAccessOf(request);
      const permissions = access.verbs("templates");
      const { rows, totalElements } = await listTemplates(app.db, access.matterId, request.query);
      return { items: rows.map((row) => ({ ...row, permissions })), totalElements, permissions };
    },
  );

  api.get(
    `${collection}/available/:categoryCode`,
    { config: { access: needs("templates", "READ") }, schema: { params: availableParams } },
    async (request): Promise<TemplateAvailability> => ({
      trackingId: await templateIdOfCategory(app.db, request.params.matterId, request.params.categoryCode),
    }),
  );

  api.get(
    `${collection}/:templateId`,
    { config: { access: needs("templates", "READ") }, schema: { params: templateParams } },
    async (request) => readTemplate(app.db, matterAccessOf(request), request.params.templateId),
  );

  api.post(
    collection,
    {
      config: { access: needs("templates", "CREATE"), idempotent: true },
      schema: { params: matterParams, body: templateBody },
    },
    async (request) => {
      const access = matterAccessOf(request);
      const id = await createTemplate(app.db, access, currentUser(request).id, request.body);
      return { ...(await readTemplate(app.db, access, id)), message: messages.templateSaved };
    },
  );

  api.put(
    `${collection}/:templateId`,
    {
      config: { access: needs("templates", "WRITE") },
      schema: { params: templateParams, body: templateUpdateBody },
    },
    async (request) => {
      const access = matterAccessOf(request);
      const id = request.params.templateId;
      await updateTemplate(app.db, access, currentUser(request).id, id, request.body);
      return { ...(await readTemplate(app.db, access, id)), message: messages.templateSaved };
    },
  );

  api.delete(
    "/matters/:matterId/tracking/:trackingId",
    { config: { access: needs("templates", "DELETE") }, schema: { params: trackingIdParams } },
    async (request) => {
      await deleteTemplate(
        app.db,
        matterAccessOf(request),
        currentUser(request).id,
        request.params.trackingId,
      );
      return { message: messages.templateDeleted };
    },
  );
}
