import type { ActiveUser } from "@litfolio/shared/auth";
import { useQuery } from "@tanstack/react-query";
import { ApiError, api } from "../api";

export const activeUserQueryKey = ["active-user"] as const;

/** GET admin/security/user: the signed-in user, or null when nobody is (401, no alert). */
export async function fetchActiveUser(): Promise<ActiveUser | null> {
  try {
    return await api.get<ActiveUser>("admin/security/user", { handleErrors: [401] });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Checked once per page load; login, verify and logout update it directly. */
export function useActiveUserQuery() {
  return useQuery({
    queryKey: activeUserQueryKey,
    queryFn: fetchActiveUser,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
