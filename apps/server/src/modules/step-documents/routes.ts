// A tracking step's documents (SPEC 7.5), under dbbw/matters/{m}/proceedings/{p}/tracking/{t}/
// proceduralsteps/{s}/: POST attacheddocuments (multipart, field `file`, 1 to 5 files), DELETE
// attacheddocuments?documentId=, GET attachedDocuments/{documentId}/download. The `trackings` row of
// the matrix decides (UPLOAD, DELETE, READ), scoped by the proceeding's category.
import multipart from "@fastify/multipart";
import type { StoredDocument } from "@litfolio/shared/files";
import { entityId } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { copyView, sendDocument } from "../../files/documents";
import { multipartLimits } from "../../files/upload";
import { proceedingParams } from "../../http/params";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { proceedingWriter, requireOnProceeding } from "../proceedings/service";
import { presentStepDocuments } from "./presenter";
import { documentsOfSteps, findStepDocument } from "./queries";
import { deleteStepDocument, uploadStepDocuments } from "./service";

const stepParams = proceedingParams.extend({ trackingId: entityId, stepId: entityId });
const documentParams = stepParams.extend({ documentId: entityId });
const deleteQuery = z.object({ documentId: entityId });

export async function stepDocumentRoutes(app: FastifyInstance) {
  // Only these routes read multipart bodies; the parts are streamed, never buffered.
  // preservePath: a name with a path is refused with its message rather than silently cut.
  await app.register(multipart, { limits: multipartLimits(), preservePath: true });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const step = "/matters/:matterId/proceedings/:proceedingId/tracking/:trackingId/proceduralsteps/:stepId";

  api.post(
    `${step}/attacheddocuments`,
    { config: { access: needs("trackings", "UPLOAD") }, schema: { params: stepParams } },
    async (request): Promise<{ items: StoredDocument[]; message: string }> => {
      const { proceedingId, trackingId, stepId } = request.params;
      const writer = proceedingWriter(request, proceedingId);
      const ids = await uploadStepDocuments(app, request, writer, { trackingId, stepId });
      const permissions = await requireOnProceeding(app.db, writer.access, proceedingId, "READ", {
        resource: "trackings",
      });
      const rows = (await documentsOfSteps(app.db, [stepId])).get(stepId) ?? [];
      return {
        items: presentStepDocuments(
          rows.filter((row) => ids.includes(row.id)),
          permissions,
          { template: false, copies: copyView(app.config.connect, writer.access) },
        ).items,
        message: ids.length === 1 ? messages.documentUploaded : messages.documentsUploaded,
      };
    },
  );

  api.delete(
    `${step}/attacheddocuments`,
    {
      config: { access: needs("trackings", "DELETE") },
      schema: { params: stepParams, querystring: deleteQuery },
    },
    async (request) => {
      const { proceedingId, trackingId, stepId } = request.params;
      await deleteStepDocument(
        app,
        proceedingWriter(request, proceedingId),
        { trackingId, stepId },
        request.query.documentId,
      );
      return { message: messages.documentDeleted };
    },
  );

  api.get(
    `${step}/attachedDocuments/:documentId/download`,
    { config: { access: needs("trackings", "READ") }, schema: { params: documentParams } },
    async (request, reply) => {
      const { proceedingId, trackingId, stepId, documentId } = request.params;
      const access = matterAccessOf(request);
      await requireOnProceeding(app.db, access, proceedingId, "READ", { resource: "trackings" });
      const place = { matterId: access.matterId, proceedingId, trackingId, stepId };
      const document = await findStepDocument(app.db, place, documentId);
      return sendDocument(reply, app.files, document);
    },
  );
}
