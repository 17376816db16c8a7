import { useMutation } from "@tanstack/react-query";
import { api } from "../api";

/**
 * POST admin/auth/logout. The caller forgets the user afterwards (see useSignOut), because it
 * must first leave pages whose queries would otherwise reload without a session.
 */
export function useLogout() {
  return useMutation({
    mutationFn: (options?: { silent?: boolean }) =>
      api.post<Record<string, never>>(
        "admin/auth/logout",
        {},
        options?.silent ? { handleErrors: "all" } : {},
      ),
  });
}
