// GET dbbw/matters/{id}/participations/search?query={e-mail}: the add-user form's hint (on the matter
// already, in the platform already, or new). SPEC 5.3: asked 500 ms after the last key, and only for
// an e-mail address that passes the shared e-mail rule.

import { emailAddress } from "@litfolio/shared/account-rules";
import type { ParticipantLookup } from "@litfolio/shared/matters";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { matterQueryKeys } from "../../../lib/matter-api/matter-query-keys";
import { useDebouncedValue } from "../../../lib/useDebouncedValue";

export const PARTICIPANT_LOOKUP_DEBOUNCE_MS = 500;

/** `typed` is the e-mail field as it is now; no answer (undefined) while it is not a valid address. */
export function useParticipantLookup(matterId: number, typed: string) {
  const settled = useDebouncedValue(typed, PARTICIPANT_LOOKUP_DEBOUNCE_MS);
  const parsed = emailAddress.safeParse(settled);
  const query = parsed.success ? parsed.data : null;
  return useQuery({
    queryKey: matterQueryKeys.inMatter(matterId, "participantLookup", query),
    queryFn: ({ signal }) =>
      api.get<ParticipantLookup>(`dbbw/matters/${matterId}/participations/search`, {
        query: { query },
        signal,
      }),
    enabled: query !== null,
    staleTime: 0,
  });
}
