// dbbw/matters/{m}/proceedings/{p}/claimants (SPEC 2.3 "Claimants tab", 7.4): GET the list in its
// order with its version, PUT the whole list with the version read ("Claimants updated"; 409 when
// someone else changed it since), DELETE /{id}. Reading needs READ on the proceeding, changing WRITE.
// A list holds up to thousands of rows: the PUT is one DELETE and one INSERT (rows that keep their id
// keep it), whatever its length.
import { messages } from "@litfolio/shared/messages";
import { claimantListBody } from "@litfolio/shared/proceeding-lists";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { claimants } from "../../db/schema/proceedings";
import { sendExport } from "../../export/send";
import { listAnswer, readListVersion } from "../../http/edits";
import { proceedingItemParams, proceedingParams } from "../../http/params";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { deleteListRow, proceedingWriter, requireOnProceeding } from "../proceedings/service";
import { claimantsSheet } from "./export";
import { claimantsOf } from "./queries";
import { claimantList, saveClaimantList } from "./service";

export async function claimantRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = "/matters/:matterId/proceedings/:proceedingId/claimants";

  api.get(
    collection,
    { config: { access: needs("proceedings", "READ") }, schema: { params: proceedingParams } },
    async (request) => {
      const access = matterAccessOf(request);
      const { proceedingId } = request.params;
      const permissions = await requireOnProceeding(app.db, access, proceedingId, "READ");
      const version = await readListVersion(app.db, claimantList, proceedingId);
      return listAnswer(await claimantsOf(app.db, proceedingId), permissions, version);
    },
  );

  api.get(
    `${collection}/export`,
    { config: { access: needs("proceedings", "READ") }, schema: { params: proceedingParams } },
    async (request, reply) => {
      const access = matterAccessOf(request);
      const { proceedingId } = request.params;
      await requireOnProceeding(app.db, access, proceedingId, "READ");
      return sendExport(app.db, reply, access, { list: "claimants", proceedingId }, (subject) =>
        claimantsSheet(app.db, proceedingId, subject),
      );
    },
  );

  api.put(
    collection,
    {
      config: { access: needs("proceedings", "WRITE") },
      schema: { params: proceedingParams, body: claimantListBody },
    },
    async (request) => {
      const writer = proceedingWriter(request, request.params.proceedingId);
      const result = await saveClaimantList(app.db, writer, request.body);
      return { ...result, message: messages.claimantsUpdated };
    },
  );

  api.delete(
    `${collection}/:id`,
    { config: { access: needs("proceedings", "WRITE") }, schema: { params: proceedingItemParams } },
    async (request) => {
      const { proceedingId, id } = request.params;
      const writer = proceedingWriter(request, proceedingId);
      const row = { table: claimants, entity: "claimant", id, list: claimantList };
      return { message: messages.claimantDeleted, version: await deleteListRow(app.db, writer, row) };
    },
  );
}
