// dbbw/matters/{m}/proceedings/{p}/defendants (SPEC 2.3 "Defendants tab", 4, 5.7, 7.4, 8.2): GET
// every defendant of the matter with its part in this proceeding (a label not yet assessed has
// none), GET /export (the same list, every row, as an Excel sheet), PUT one defendant ("Defendant
// has been saved"). Saving recomputes the defendant's alert and the proceeding's defendantsAlert
// (the tab's banner) in the same transaction.

import {
  type DefendantList,
  defendantBody,
  defendantListQuery,
  type ProceedingDefendant,
} from "@litfolio/shared/proceeding-lists";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sendExport } from "../../export/send";
import { proceedingParams } from "../../http/params";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { proceedingWriter, requireOnProceeding } from "../proceedings/service";
import { defendantsSheet } from "./export";
import { presentDefendant } from "./presenter";
import { defendantsAlertOf, listDefendants, principalLabelId } from "./queries";
import { saveDefendant } from "./service";

export async function defendantRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = "/matters/:matterId/proceedings/:proceedingId/defendants";

  api.get(
    collection,
    {
      config: { access: needs("proceedings", "READ") },
      schema: { params: proceedingParams, querystring: defendantListQuery },
    },
    async (request): Promise<DefendantList> => {
      const access = matterAccessOf(request);
      const { proceedingId } = request.params;
      const permissions = await requireOnProceeding(app.db, access, proceedingId, "READ");
      const [{ rows, totalElements }, principal, defendantsAlert] = await Promise.all([
        listDefendants(app.db, access.matterId, proceedingId, request.query),
        principalLabelId(app.db, access.matterId),
        defendantsAlertOf(app.db, proceedingId),
      ]);
      return {
        items: rows.map(({ label, row }) => presentDefendant(label, row, label.id === principal)),
        totalElements,
        permissions,
        defendantsAlert,
      };
    },
  );

  api.get(
    `${collection}/export`,
    {
      config: { access: needs("proceedings", "READ") },
      schema: { params: proceedingParams, querystring: defendantListQuery },
    },
    async (request, reply) => {
      const access = matterAccessOf(request);
      const { proceedingId } = request.params;
      await requireOnProceeding(app.db, access, proceedingId, "READ");
      return sendExport(app.db, reply, access, { list: "defendants", proceedingId }, (subject) =>
        defendantsSheet(app.db, access.matterId, proceedingId, request.query, subject),
      );
    },
  );

  api.put(
    collection,
    {
      config: { access: needs("proceedings", "WRITE") },
      schema: { params: proceedingParams, body: defendantBody },
    },
    async (request): Promise<ProceedingDefendant> => {
      const writer = proceedingWriter(request, request.params.proceedingId);
      const saved = await saveDefendant(app.db, writer, request.body);
      return presentDefendant(saved.label, saved.row, saved.principal);
    },
  );
}
