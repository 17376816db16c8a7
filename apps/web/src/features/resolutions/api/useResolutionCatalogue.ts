// The judgement and settlement lookups (SPEC 7.2): GET dbbw/judgement/types, instances,
// legaleffects, contents and dbbw/settlement/types, contents — one hook, the catalogue names the
// endpoint. Seeded reference data: loaded once per session.
import type { KeyValue } from "@litfolio/shared/permissions";
import { type ResolutionCatalogue, resolutionCatalogues } from "@litfolio/shared/resolutions";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export function useResolutionCatalogue(catalogue: ResolutionCatalogue) {
  return useQuery({
    queryKey: ["resolutionCatalogue", catalogue],
    queryFn: ({ signal }) => api.get<KeyValue[]>(`dbbw/${resolutionCatalogues[catalogue]}`, { signal }),
    staleTime: Infinity,
  });
}
