// SPEC 2.3 "Post-login destination": the redirect query; a SYSTEM_ADMIN goes to Matters; a user with
// exactly one matter to its Overview; anyone else to Matters.
import type { ActiveUser } from "@litfolio/shared/auth";
import type { MatterSummary } from "@litfolio/shared/matters";
import type { ListEnvelope } from "@litfolio/shared/paging";
import { api } from "../../lib/api";
import { isSafeRedirect, paths } from "../../lib/paths";

export function postLoginDestination(
  redirect: string | null,
  user: Pick<ActiveUser, "securityRoles">,
  matterIds: readonly number[],
): string {
  if (isSafeRedirect(redirect)) return redirect;
  if (user.securityRoles.includes("SYSTEM_ADMIN")) return paths.matters;
  const [only, ...more] = matterIds;
  return only !== undefined && more.length === 0 ? paths.overview(only) : paths.matters;
}

/** Up to two of the user's matters: enough to tell "exactly one". */
const firstMatterIds = async () =>
  (await api.get<ListEnvelope<MatterSummary>>("dbbw/matters", { query: { size: 2 } })).items.map(
    (matter) => matter.id,
  );

/** Where the signed-in user goes; their matters are read only when they decide it. */
export async function destinationAfterLogin(
  redirect: string | null,
  user: Pick<ActiveUser, "securityRoles">,
) {
  const decides = !isSafeRedirect(redirect) && !user.securityRoles.includes("SYSTEM_ADMIN");
  const matterIds = decides ? await firstMatterIds().catch(() => []) : [];
  return postLoginDestination(redirect, user, matterIds);
}
