// Every write on a proceeding (its trucks, defendants, claimants ...) reloads the matter's proceeding
// queries afterwards, whatever its outcome: lists, counts, the header and the history agree with the
// server again, also after a refused write. Writes that change the matter's own counters (a deleted
// proceeding) reload the whole matter.
import { matterQueryKeys } from "../matter-api/matter-query-keys";
import { useMatterMutation } from "../matter-api/useMatterMutation";
import { proceedingQueryKeys } from "./proceeding-query-keys";

export function useProceedingMutation<Variables, Answer>(
  matterId: number,
  mutationFn: (variables: Variables) => Promise<Answer>,
  { matterCounts = false } = {},
) {
  const queryKey = matterCounts ? matterQueryKeys.matter(matterId) : proceedingQueryKeys.all(matterId);
  return useMatterMutation(matterId, mutationFn, queryKey);
}
