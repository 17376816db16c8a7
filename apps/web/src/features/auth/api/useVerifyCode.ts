import type { ActiveUser, VerifyBody } from "@litfolio/shared/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { setActiveUser } from "../../../lib/session/active-user";
import { activeUserQueryKey } from "../../../lib/session/useActiveUserQuery";

/** POST admin/auth/verify. The right code signs the user in; its errors are shown in the form. */
export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyBody) =>
      api.post<ActiveUser>("admin/auth/verify", body, { handleErrors: [400, 429] }),
    onSuccess: (user) => {
      setActiveUser(user);
      queryClient.setQueryData(activeUserQueryKey, user);
    },
  });
}
