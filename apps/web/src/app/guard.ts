// SPEC 2.2 steps 3 to 6, as a pure decision so it can be tested on its own.
import type { ActiveUser } from "@litfolio/shared/auth";
import { messages } from "@litfolio/shared/messages";
import type { AuthLevel } from "@litfolio/shared/roles";
import { loginPath, paths } from "../lib/paths";

export type AccessDecision = { allowed: true } | { allowed: false; message: string; redirectTo: string };

export function decideAccess(
  authLevels: readonly AuthLevel[] | undefined,
  user: Pick<ActiveUser, "securityRoles"> | null,
  originalFullPath: string,
): AccessDecision {
  if (authLevels?.includes("NONE")) return { allowed: true };
  if (user) {
    if (mayEnter(authLevels, user)) return { allowed: true };
    return { allowed: false, message: messages.noPermission, redirectTo: paths.matters };
  }
  return { allowed: false, message: messages.needLogin, redirectTo: loginPath(originalFullPath) };
}

/** A logged-in user may enter when the levels include ALL or one of the user's security roles. */
export function mayEnter(
  authLevels: readonly AuthLevel[] | undefined,
  user: Pick<ActiveUser, "securityRoles">,
): boolean {
  if (!authLevels) return false;
  return authLevels.includes("ALL") || user.securityRoles.some((role) => authLevels.includes(role));
}
