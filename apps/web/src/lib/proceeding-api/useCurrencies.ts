import type { CurrencyOption } from "@litfolio/shared/proceedings";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { proceedingQueryKeys } from "./proceeding-query-keys";

/** GET dbbw/currencies: EUR first, then the other currencies in use (seeded: loaded once). */
export function useCurrencies() {
  return useQuery({
    queryKey: proceedingQueryKeys.lookup("currencies"),
    queryFn: ({ signal }) => api.get<CurrencyOption[]>("dbbw/currencies", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
