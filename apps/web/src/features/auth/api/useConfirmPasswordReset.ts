import type { ResetConfirmBody } from "@litfolio/shared/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** POST admin/auth/password/reset/confirm: sets a new password from a reset or activation link. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: ResetConfirmBody) =>
      api.post<{ message: string }>("admin/auth/password/reset/confirm", body),
  });
}
