import type { ConnectRetryAnswer, ConnectRetryBody } from "@litfolio/shared/connect";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { connectCopiesQueryKey } from "./useConnectCopies";

/** The server wants the copies to retry named (connectRetryBody): the failed ones. */
const failedCopies: ConnectRetryBody = { status: "FAILED" };

/** POST dbbw/matters/{m}/connect-copies/retry (matter ADMIN): queues the failed copies again; the counts reload. */
export function useRetryConnectCopies(matterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<ConnectRetryAnswer>(`dbbw/matters/${matterId}/connect-copies/retry`, failedCopies),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectCopiesQueryKey(matterId) }),
  });
}
