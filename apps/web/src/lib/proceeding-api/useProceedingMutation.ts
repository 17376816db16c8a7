// Every write inside a proceeding (its trucks, defendants, claimants, judgements ...) reloads the
// matter's proceeding queries afterwards, whatever its outcome: lists, counts, the header and the
// history agree with the server again, also after a refused write. The matter's own queries (its
// counters, menu items) stay: such a write changes none of them.
import { useMatterMutation } from "../matter-api/useMatterMutation";
import { proceedingQueryKeys } from "./proceeding-query-keys";

export function useProceedingMutation<Variables, Answer>(
  matterId: number,
  mutationFn: (variables: Variables) => Promise<Answer>,
) {
  return useMatterMutation(matterId, mutationFn, proceedingQueryKeys.all(matterId));
}
