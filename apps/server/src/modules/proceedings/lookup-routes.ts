// The proceeding form's lookups (SPEC 7.2; DECISIONS "Catalogues", "Codes and counters"): statuses,
// currencies and truck information sources (seeded reference data, any signed-in user), and the
// preview of the code a new proceeding of a category would get.
import type { KeyValue } from "@litfolio/shared/permissions";
import {
  type CurrencyOption,
  keyValues,
  type ProceedingStatus,
  proceedingCodeQuery,
  proceedingStatuses,
  proceedingStatusLabels,
  type TruckInformationSource,
} from "@litfolio/shared/proceedings";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { matterParams } from "../../http/params";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { currencyOptions, previewProceedingCode, truckInformationSourceOptions } from "./queries";

export async function proceedingLookupRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/proceedingstatus",
    { config: { access: "signedIn" } },
    async (): Promise<KeyValue<ProceedingStatus>[]> => keyValues(proceedingStatuses, proceedingStatusLabels),
  );

  api.get(
    "/currencies",
    { config: { access: "signedIn" } },
    async (): Promise<CurrencyOption[]> => currencyOptions(app.db),
  );

  api.get(
    "/truckInformationSources",
    { config: { access: "signedIn" } },
    async (): Promise<TruckInformationSource[]> => truckInformationSourceOptions(app.db),
  );

  api.get(
    "/:matterId/proceedingcode",
    {
      config: { access: needs("proceedings", "READ") },
      schema: { params: matterParams, querystring: proceedingCodeQuery },
    },
    async (request) => {
      const access = matterAccessOf(request);
      const { categoryId } = request.query;
      const permissions = access.require("proceedings", "READ", { categoryId });
      return {
        proceedingCode: await previewProceedingCode(app.db, access.matterId, categoryId),
        permissions,
      };
    },
  );
}
