import { useQuery } from "@tanstack/react-query";
import { fetchPublicSettings } from "./public-settings";

/** GET /api/public-settings: product name and support contact (footer, document title). */
export function usePublicSettings() {
  return useQuery({ queryKey: ["public-settings"], queryFn: fetchPublicSettings, staleTime: Infinity });
}
