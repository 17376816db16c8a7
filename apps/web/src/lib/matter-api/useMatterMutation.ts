// Every write inside a matter reloads the whole matter afterwards, whatever its outcome: its counters,
// the "not properly configured" badge, the drawer's menu items and every list under it share the key
// prefix, and after a refused write (e.g. someone else changed the row) the lists show the truth.
// A write that changes no matter counter may name a narrower key inside the matter (e.g. its
// proceedings).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { matterQueryKeys } from "./matter-query-keys";

export function useMatterMutation<Variables, Answer>(
  matterId: number,
  mutationFn: (variables: Variables) => Promise<Answer>,
  invalidated: readonly unknown[] = matterQueryKeys.matter(matterId),
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the save settles when the server answers and the lists reload behind it. Awaited,
    // an add panel that stays open was emptied only after the reload, when the user could already be
    // typing the next entry, which the late reset then erased.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: invalidated });
    },
  });
}
