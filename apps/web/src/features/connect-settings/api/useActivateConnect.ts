import type { ConnectTokenInfo } from "@litfolio/shared/connect";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { type ActivationQuery, activationRefusals } from "../connect-activation";
import { connectQueryKeys } from "./connect-query-keys";

/**
 * GET dbbw/collaborate/activate?code=&state=: exchanges Connect's code for the token; answers the new
 * token info with "Connect has been authorised". The page's token reloads either way.
 */
export function useActivateConnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: ActivationQuery) =>
      api.get<ConnectTokenInfo & { message: string }>("dbbw/collaborate/activate", {
        query,
        handleErrors: activationRefusals,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectQueryKeys.all }),
  });
}
