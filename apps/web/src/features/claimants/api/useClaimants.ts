import type { Claimant } from "@litfolio/shared/proceeding-lists";
import type { VersionedList } from "@litfolio/shared/versions";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { proceedingQueryKeys } from "../../../lib/proceeding-api/proceeding-query-keys";
import { type ProceedingRef, proceedingUrl } from "../../../lib/proceeding-api/proceeding-urls";

/** GET .../claimants: the whole list in its order (thousands at most), and the list's version. */
export function useClaimants({ matterId, proceedingId }: ProceedingRef) {
  return useQuery({
    queryKey: proceedingQueryKeys.inProceeding(matterId, proceedingId, "claimants"),
    queryFn: ({ signal }) =>
      api.get<VersionedList<Claimant>>(proceedingUrl(matterId, proceedingId, "claimants"), { signal }),
  });
}
