import type { ListEnvelope } from "@litfolio/shared/paging";
import type { Truck } from "@litfolio/shared/proceeding-lists";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { proceedingQueryKeys } from "./proceeding-query-keys";
import { type ProceedingRef, proceedingUrl } from "./proceeding-urls";

export interface TruckPage {
  confirmed: boolean;
  page: number;
  size: number;
  /** Part of a chassis number: the search path. */
  chassisNumber: string;
}

/**
 * GET .../trucks?confirmed= (or .../trucks/search with a chassis number): one page of the confirmed
 * or unconfirmed trucks, paged by the server (a proceeding may hold 100,000 and more).
 */
export function useTrucks({ matterId, proceedingId }: ProceedingRef, request: TruckPage) {
  const path = proceedingUrl(matterId, proceedingId, request.chassisNumber ? "trucks/search" : "trucks");
  return useQuery({
    queryKey: proceedingQueryKeys.inProceeding(matterId, proceedingId, "trucks", request),
    queryFn: ({ signal }) => api.get<ListEnvelope<Truck>>(path, { query: { ...request }, signal }),
    placeholderData: keepPreviousData,
  });
}
