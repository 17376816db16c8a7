import type { RoleOption } from "@litfolio/shared/users";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** GET admin/roles: the security roles a user can be given, with their labels. */
export function useRoles() {
  return useQuery({
    queryKey: ["roles"],
    queryFn: ({ signal }) => api.get<RoleOption[]>("admin/roles", { signal }),
    staleTime: Infinity,
  });
}
