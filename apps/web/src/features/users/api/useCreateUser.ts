import type { User, UserBody } from "@litfolio/shared/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { userQueryKeys } from "./user-query-keys";

/** POST admin/user: creates an inactive user; the server e-mails the activation link. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserBody) => api.post<User>("admin/user", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKeys.all }),
  });
}
