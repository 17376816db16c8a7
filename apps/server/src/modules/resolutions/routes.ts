// dbbw/matters/{m}/proceedings/{p}/resolutions (SPEC 2.3, 3 "Resolution", 5.5, 5.6, 7.4, 8.2): GET
// (both kinds, or ?resolution=JUDGEMENT|SETTLEMENT, paged), GET /export (the same, every row as an
// Excel sheet), POST, PUT /{id} (version, 409), DELETE /{id}, GET hearings (the steps to choose
// from). READ on the proceeding to read, WRITE to change (SPEC 2.3 "New Settlement button with
// WRITE"); each write is audited in its transaction.
import { messages } from "@litfolio/shared/messages";
import type { ListEnvelope } from "@litfolio/shared/paging";
import type { Verb } from "@litfolio/shared/permissions";
import {
  type Resolution,
  type ResolutionKind,
  type ResolutionStep,
  resolutionBody,
  resolutionListQuery,
  resolutionUpdateBody,
} from "@litfolio/shared/resolutions";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sendExport } from "../../export/send";
import { proceedingItemParams, proceedingParams } from "../../http/params";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { proceedingWriter, requireOnProceeding } from "../proceedings/service";
import { resolutionsSheet } from "./export";
import { presentResolution } from "./presenter";
import {
  type Catalogues,
  listResolutions,
  loadCatalogues,
  proceedingSteps,
  type ResolutionRow,
} from "./queries";
import { createResolution, deleteResolution, updateResolution } from "./service";

const savedMessage = (kind: ResolutionKind) =>
  kind === "JUDGEMENT" ? messages.judgementSaved : messages.settlementSaved;
const deletedMessage = (kind: ResolutionKind) =>
  kind === "JUDGEMENT" ? messages.judgementDeleted : messages.settlementDeleted;

export async function resolutionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = "/matters/:matterId/proceedings/:proceedingId/resolutions";
  const one = `${collection}/:id`;

  /** A saved resolution as answered, with the kind's message. */
  const presentSaved = (saved: {
    row: ResolutionRow;
    catalogues: Catalogues;
    permissions: Verb[];
    steps: ResolutionStep[];
  }) => ({
    ...presentResolution(saved.row, saved.catalogues, saved.permissions, saved.steps),
    message: savedMessage(saved.row.resolution),
  });

  api.get(
    collection,
    {
      config: { access: needs("proceedings", "READ") },
      schema: { params: proceedingParams, querystring: resolutionListQuery },
    },
    async (request): Promise<ListEnvelope<Resolution>> => {
      const { proceedingId } = request.params;
      const permissions = await requireOnProceeding(app.db, matterAccessOf(request), proceedingId, "READ");
      const [{ rows, totalElements }, catalogues, steps] = await Promise.all([
        listResolutions(app.db, proceedingId, request.query),
        loadCatalogues(app.db),
        proceedingSteps(app.db, proceedingId),
      ]);
      return {
        items: rows.map((row) => presentResolution(row, catalogues, permissions, steps)),
        totalElements,
        permissions,
      };
    },
  );

  api.get(
    `${collection}/export`,
    {
      config: { access: needs("proceedings", "READ") },
      schema: { params: proceedingParams, querystring: resolutionListQuery },
    },
    async (request, reply) => {
      const access = matterAccessOf(request);
      const { proceedingId } = request.params;
      const kind = request.query.resolution;
      await requireOnProceeding(app.db, access, proceedingId, "READ");
      const list =
        kind === "JUDGEMENT" ? "judgements" : kind === "SETTLEMENT" ? "settlements" : "resolutions";
      return sendExport(app.db, reply, access, { list, proceedingId }, (subject) =>
        resolutionsSheet(app.db, proceedingId, kind, subject),
      );
    },
  );

  api.get(
    `${collection}/hearings`,
    { config: { access: needs("proceedings", "READ") }, schema: { params: proceedingParams } },
    async (request): Promise<ListEnvelope<ResolutionStep>> => {
      const { proceedingId } = request.params;
      const permissions = await requireOnProceeding(app.db, matterAccessOf(request), proceedingId, "READ");
      const items = await proceedingSteps(app.db, proceedingId);
      return { items, totalElements: items.length, permissions };
    },
  );

  api.post(
    collection,
    {
      config: { access: needs("proceedings", "WRITE"), idempotent: true },
      schema: { params: proceedingParams, body: resolutionBody },
    },
    async (request) =>
      presentSaved(
        await createResolution(app.db, proceedingWriter(request, request.params.proceedingId), request.body),
      ),
  );

  api.put(
    one,
    {
      config: { access: needs("proceedings", "WRITE") },
      schema: { params: proceedingItemParams, body: resolutionUpdateBody },
    },
    async (request) => {
      const { proceedingId, id } = request.params;
      return presentSaved(
        await updateResolution(app.db, proceedingWriter(request, proceedingId), id, request.body),
      );
    },
  );

  api.delete(
    one,
    { config: { access: needs("proceedings", "WRITE") }, schema: { params: proceedingItemParams } },
    async (request) => {
      const { proceedingId, id } = request.params;
      return {
        message: deletedMessage(await deleteResolution(app.db, proceedingWriter(request, proceedingId), id)),
      };
    },
  );
}
