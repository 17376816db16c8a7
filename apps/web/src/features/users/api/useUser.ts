import type { User } from "@litfolio/shared/users";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { userQueryKeys } from "./user-query-keys";

/** GET admin/user/{id}, fresh every time the form opens: its version guards the save. */
export function useUser(id: number) {
  return useQuery({
    queryKey: userQueryKeys.detail(id),
    queryFn: ({ signal }) => api.get<User>(`admin/user/${id}`, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}
