import type { KeyValue } from "@litfolio/shared/permissions";
import {
  keyValues,
  type ProceedingStatus,
  proceedingStatuses,
  proceedingStatusLabels,
} from "@litfolio/shared/proceedings";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { proceedingQueryKeys } from "../../../lib/proceeding-api/proceeding-query-keys";

const catalogue = keyValues(proceedingStatuses, proceedingStatusLabels);

/**
 * GET dbbw/proceedingstatus: the status catalogue (key and label). Seeded, so loaded once; the shared
 * labels stand in while it loads.
 */
export function useProceedingStatuses(): KeyValue<ProceedingStatus>[] {
  const { data } = useQuery({
    queryKey: proceedingQueryKeys.lookup("proceedingstatus"),
    queryFn: ({ signal }) => api.get<KeyValue<ProceedingStatus>[]>("dbbw/proceedingstatus", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data && data.length > 0 ? data : catalogue;
}
