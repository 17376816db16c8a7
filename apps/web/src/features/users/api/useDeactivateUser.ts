import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { userQueryKeys } from "./user-query-keys";

/** DELETE admin/user/{id}: deactivates (soft delete); refused for oneself. */
export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message?: string }>(`admin/user/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKeys.all }),
  });
}
