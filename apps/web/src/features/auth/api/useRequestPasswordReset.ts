import type { ResetRequestBody } from "@litfolio/shared/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** POST admin/auth/password/reset: always answers with the same message (no account probing). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: ResetRequestBody) =>
      api.post<{ message: string }>("admin/auth/password/reset", body, { handleErrors: [400, 429] }),
  });
}
