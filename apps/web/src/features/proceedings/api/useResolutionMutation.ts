// A write on a proceeding's judgements, settlements or granted costs refreshes every query of the
// matter's proceedings afterwards, whatever its outcome (after a refused save the lists show the truth).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { proceedingQueryKeys } from "./proceeding-query-keys";

export function useResolutionMutation<Variables, Answer>(
  matterId: number,
  mutationFn: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: proceedingQueryKeys.all(matterId) }),
  });
}
