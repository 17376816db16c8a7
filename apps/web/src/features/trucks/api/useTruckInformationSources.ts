import type { TruckInformationSource } from "@litfolio/shared/proceedings";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** GET dbbw/truckInformationSources: where a chassis number can be looked up (reference data). */
export function useTruckInformationSources() {
  return useQuery({
    queryKey: ["truckInformationSources"],
    queryFn: ({ signal }) => api.get<TruckInformationSource[]>("dbbw/truckInformationSources", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
