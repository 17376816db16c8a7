// GET dbbw/currencies (SPEC 7.2): the currencies of the amount inputs, EUR first. Reference data:
// loaded once per session.
import type { CurrencyOption } from "@litfolio/shared/proceedings";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export function useResolutionCurrencies() {
  return useQuery({
    queryKey: ["currencies"],
    queryFn: ({ signal }) => api.get<CurrencyOption[]>("dbbw/currencies", { signal }),
    staleTime: Infinity,
  });
}
