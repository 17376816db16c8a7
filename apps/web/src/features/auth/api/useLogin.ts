import type { LoginBody, LoginResponse } from "@litfolio/shared/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** POST admin/auth/login. Wrong credentials (400) and the rate limit (429) are shown in the form. */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) =>
      api.post<LoginResponse>("admin/auth/login", body, { handleErrors: [400, 429] }),
  });
}
