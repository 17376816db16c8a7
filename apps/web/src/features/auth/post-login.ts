// SPEC 2.3 "Post-login destination": the redirect query; a SYSTEM_ADMIN goes to Matters; a user with
// exactly one matter to its Overview (that page arrives with the matters issue, so Matters for now);
// anyone else to Matters.
import type { ActiveUser } from "@litfolio/shared/auth";
import { isSafeRedirect, paths } from "../../lib/paths";

export function postLoginDestination(
  redirect: string | null,
  _user: Pick<ActiveUser, "securityRoles">,
): string {
  if (isSafeRedirect(redirect)) return redirect;
  return paths.matters;
}
