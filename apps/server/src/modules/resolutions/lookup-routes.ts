// The judgement and settlement lookups (SPEC 7.2; DECISIONS "Catalogues"): dbbw/judgement/types,
// instances, legaleffects, contents and dbbw/settlement/types, contents, as key and value in their
// seeded order, for any signed-in user.
import type { KeyValue } from "@litfolio/shared/permissions";
import { type ResolutionCatalogue, resolutionCatalogues } from "@litfolio/shared/resolutions";
import type { FastifyInstance } from "fastify";
import { catalogueEntries } from "./queries";

export async function resolutionLookupRoutes(app: FastifyInstance) {
  for (const [catalogue, path] of Object.entries(resolutionCatalogues) as [ResolutionCatalogue, string][]) {
    app.get(
      `/${path}`,
      { config: { access: "signedIn" } },
      async (): Promise<KeyValue[]> => catalogueEntries(app.db, catalogue),
    );
  }
}
