import type { User, UserUpdateBody } from "@litfolio/shared/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { userQueryKeys } from "./user-query-keys";

/**
 * PUT admin/user/{id} with the version the form loaded. A stale version answers 409 CONFLICT, which
 * the form shows itself (keeping what was typed) instead of the generic "Something went wrong...".
 */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UserUpdateBody }) =>
      api.put<User>(`admin/user/${id}`, body, { handleErrors: [409] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKeys.all }),
  });
}
