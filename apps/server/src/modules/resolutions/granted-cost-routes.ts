// dbbw/matters/{m}/proceedings/{p}/grantedCosts (SPEC 7.4 "Costs"): what the courts granted the
// proceeding overall, a cost block ruled like the claimed costs (one row per proceeding, created by
// the first PUT, version + 409), answered with EUR sums over its judgements as a guide.
import { messages } from "@litfolio/shared/messages";
import { grantedCostsBody } from "@litfolio/shared/resolutions";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { proceedingParams } from "../../http/params";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { proceedingWriter, requireOnProceeding } from "../proceedings/service";
import { presentGrantedCosts } from "./presenter";
import { findGranted, judgementsOf } from "./queries";
import { saveGrantedCosts } from "./service";

export async function grantedCostRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const path = "/matters/:matterId/proceedings/:proceedingId/grantedCosts";

  api.get(
    path,
    { config: { access: needs("proceedings", "READ") }, schema: { params: proceedingParams } },
    async (request) => {
      const { proceedingId } = request.params;
      const permissions = await requireOnProceeding(app.db, matterAccessOf(request), proceedingId, "READ");
      const [row, judgements] = await Promise.all([
        findGranted(app.db, proceedingId),
        judgementsOf(app.db, proceedingId),
      ]);
      return presentGrantedCosts(row, judgements, permissions);
    },
  );

  api.put(
    path,
    {
      config: { access: needs("proceedings", "WRITE") },
      schema: { params: proceedingParams, body: grantedCostsBody },
    },
    async (request) => {
      const writer = proceedingWriter(request, request.params.proceedingId);
      const { grantedCosts, version } = request.body;
      const saved = await saveGrantedCosts(app.db, writer, grantedCosts, version);
      return {
        ...presentGrantedCosts(saved.row, saved.judgements, saved.permissions),
        message: messages.grantedCostsSaved,
      };
    },
  );
}
