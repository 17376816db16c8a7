// dbbw/matters/{m}/proceedings/{p}/resolutions (SPEC 2.3, 3 "Resolution", 5.5, 5.6, 7.4, 8.2): GET
// (both kinds, or ?resolution=JUDGEMENT|SETTLEMENT, paged), POST, PUT /{id} (version, 409), DELETE
// /{id}, GET hearings (the steps to choose from). READ on the proceeding to read, WRITE to change
// (SPEC 2.3 "New Settlement button with WRITE"); each write is audited in its transaction.
import { messages } from "@litfolio/shared/messages";
import type { ListEnvelope } from "@litfolio/shared/paging";
import {
  type Resolution,
  type ResolutionKind,
  type ResolutionStep,
  resolutionBody,
  resolutionListQuery,
  resolutionUpdateBody,
} from "@litfolio/shared/resolutions";
import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditedUpdate, recordAudit } from "../../audit";
import { currentUser } from "../../auth/guards";
import type { DbOrTx } from "../../db/client";
import { resolutions } from "../../db/schema/resolutions";
import { assertEditing } from "../../http/edits";
import { badRequest, notFound } from "../../http/errors";
import { pageOf } from "../../http/listing";
import { proceedingItemParams, proceedingParams } from "../../http/params";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { requireOnProceeding } from "../proceedings/service";
import { presentResolution, type ResolutionRow } from "./presenter";
import { assertResolutionReferences, loadCatalogues, proceedingSteps, resolutionColumns } from "./service";

const savedMessage = (kind: ResolutionKind) =>
  kind === "JUDGEMENT" ? messages.judgementSaved : messages.settlementSaved;
const deletedMessage = (kind: ResolutionKind) =>
  kind === "JUDGEMENT" ? messages.judgementDeleted : messages.settlementDeleted;

/** One resolution of this proceeding, locked; another proceeding's (or matter's) id answers 404. */
async function lockResolution(tx: DbOrTx, proceedingId: number, id: number): Promise<ResolutionRow> {
  const [row] = await tx
    .select()
    .from(resolutions)
    .where(and(eq(resolutions.proceedingId, proceedingId), eq(resolutions.id, id)))
    .for("update");
  if (!row) throw notFound();
  return row;
}

/** The trail entry of a write, in its transaction. */
const auditResolution = (
  tx: DbOrTx,
  request: FastifyRequest,
  action: "create" | "update" | "delete",
  rows: { before?: ResolutionRow; after?: ResolutionRow },
) =>
  recordAudit(tx, {
    actorId: currentUser(request).id,
    entity: "resolution",
    entityId: (rows.after ?? rows.before)?.id ?? 0,
    action,
    ...rows,
  });

export async function resolutionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = "/matters/:matterId/proceedings/:proceedingId/resolutions";
  const one = `${collection}/:id`;

  api.get(
    collection,
    {
      config: { access: needs("proceedings", "READ") },
      schema: { params: proceedingParams, querystring: resolutionListQuery },
    },
    async (request): Promise<ListEnvelope<Resolution>> => {
      const access = matterAccessOf(request);
      const { proceedingId } = request.params;
      const permissions = await requireOnProceeding(app.db, access, proceedingId, "READ");
      const { resolution } = request.query;
      const [{ rows, totalElements }, catalogues] = await Promise.all([
        pageOf(
          app.db,
          {
            select: app.db.select().from(resolutions).$dynamic(),
            countFrom: resolutions,
            where: and(
              eq(resolutions.proceedingId, proceedingId),
              resolution ? eq(resolutions.resolution, resolution) : undefined,
            ),
            orderBy: [sql`${resolutions.date} asc nulls last`, asc(resolutions.id)],
          },
          request.query,
        ),
        loadCatalogues(app.db),
      ]);
      return {
        items: rows.map((row) => presentResolution(row, catalogues, permissions)),
        totalElements,
        permissions,
      };
    },
  );

  api.get(
    `${collection}/hearings`,
    { config: { access: needs("proceedings", "READ") }, schema: { params: proceedingParams } },
    async (request): Promise<ListEnvelope<ResolutionStep>> => {
      const access = matterAccessOf(request);
      const { proceedingId } = request.params;
      const permissions = await requireOnProceeding(app.db, access, proceedingId, "READ");
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
    async (request) => {
      const access = matterAccessOf(request);
      const { proceedingId } = request.params;
      const body = request.body;
      const saved = await app.db.transaction(async (tx) => {
        const permissions = await requireOnProceeding(tx, access, proceedingId, "WRITE", { lock: true });
        const catalogues = await loadCatalogues(tx);
        await assertResolutionReferences(tx, proceedingId, catalogues, body);
        const [row] = await tx
          .insert(resolutions)
          .values({ proceedingId, ...resolutionColumns(body), createdBy: currentUser(request).id })
          .returning();
        if (!row) throw new Error("resolution not inserted");
        await auditResolution(tx, request, "create", { after: row });
        return presentResolution(row, catalogues, permissions);
      });
      return { ...saved, message: savedMessage(saved.resolution) };
    },
  );

  api.put(
    one,
    {
      config: { access: needs("proceedings", "WRITE") },
      schema: { params: proceedingItemParams, body: resolutionUpdateBody },
    },
    async (request) => {
      const access = matterAccessOf(request);
      const { proceedingId, id } = request.params;
      const body = request.body;
      const saved = await app.db.transaction(async (tx) => {
        const permissions = await requireOnProceeding(tx, access, proceedingId, "WRITE", { lock: true });
        const before = await lockResolution(tx, proceedingId, id);
        assertEditing(body, before);
        if (body.resolution !== before.resolution) {
          throw badRequest(messages.formInvalid, [
            { field: "resolution", message: messages.resolutionKindFixed },
          ]);
        }
        const catalogues = await loadCatalogues(tx);
        await assertResolutionReferences(tx, proceedingId, catalogues, body);
        const who = { actorId: currentUser(request).id, entity: "resolution" };
        const after = await auditedUpdate(tx, who, resolutions, before, resolutionColumns(body));
        return presentResolution(after, catalogues, permissions);
      });
      return { ...saved, message: savedMessage(saved.resolution) };
    },
  );

  api.delete(
    one,
    { config: { access: needs("proceedings", "WRITE") }, schema: { params: proceedingItemParams } },
    async (request) => {
      const access = matterAccessOf(request);
      const { proceedingId, id } = request.params;
      const kind = await app.db.transaction(async (tx) => {
        await requireOnProceeding(tx, access, proceedingId, "WRITE", { lock: true });
        const before = await lockResolution(tx, proceedingId, id);
        await tx.delete(resolutions).where(eq(resolutions.id, id));
        await auditResolution(tx, request, "delete", { before });
        return before.resolution;
      });
      return { message: deletedMessage(kind) };
    },
  );
}
