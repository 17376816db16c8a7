import type { ListEnvelope } from "@litfolio/shared/paging";
import type { Truck } from "@litfolio/shared/proceeding-lists";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { proceedingQueryKeys } from "../../../lib/proceeding-api/proceeding-query-keys";
import { type ProceedingRef, proceedingUrl } from "../../../lib/proceeding-api/proceeding-urls";
import { truckCountQueryKey } from "./useTruckCount";

export interface TruckPage {
  confirmed: boolean;
  page: number;
  size: number;
  /** Part of a chassis number: the search path. */
  chassisNumber: string;
}

/**
 * GET .../trucks?confirmed= (or .../trucks/search with a chassis number): one page of the confirmed
 * or unconfirmed trucks, paged by the server (a proceeding may hold 100,000 and more). A page without
 * a search counts all of them: it keeps that count for useTruckCount, which then need not ask.
 */
export function useTrucks(proceeding: ProceedingRef, request: TruckPage) {
  const queryClient = useQueryClient();
  const { matterId, proceedingId } = proceeding;
  const path = proceedingUrl(matterId, proceedingId, request.chassisNumber ? "trucks/search" : "trucks");
  return useQuery({
    queryKey: proceedingQueryKeys.inProceeding(matterId, proceedingId, "trucks", request),
    queryFn: async ({ signal }) => {
      const answer = await api.get<ListEnvelope<Truck>>(path, { query: { ...request }, signal });
      if (!request.chassisNumber) {
        queryClient.setQueryData(truckCountQueryKey(proceeding, request.confirmed), {
          count: answer.totalElements,
        });
      }
      return answer;
    },
    placeholderData: keepPreviousData,
  });
}
