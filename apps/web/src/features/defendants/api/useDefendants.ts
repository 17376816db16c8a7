import type { DefendantList } from "@litfolio/shared/proceeding-lists";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { proceedingQueryKeys } from "../../../lib/proceeding-api/proceeding-query-keys";
import { type ProceedingRef, proceedingUrl } from "../../../lib/proceeding-api/proceeding-urls";

export interface DefendantPage {
  page: number;
  size: number;
  /** Part of a defendant's name. */
  query: string;
}

/** GET .../defendants: every defendant of the matter with its part in this proceeding, and the banner flag. */
export function useDefendants({ matterId, proceedingId }: ProceedingRef, request: DefendantPage) {
  return useQuery({
    queryKey: proceedingQueryKeys.inProceeding(matterId, proceedingId, "defendants", request),
    queryFn: ({ signal }) =>
      api.get<DefendantList>(proceedingUrl(matterId, proceedingId, "defendants"), {
        query: { ...request },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
