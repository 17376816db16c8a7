import type { ConnectTokenInfo } from "@litfolio/shared/connect";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { connectQueryKeys } from "./connect-query-keys";

/** GET dbbw/collaborate/authenticationToken: the one system-wide token, its values masked by the server. */
export function useConnectToken() {
  return useQuery({
    queryKey: connectQueryKeys.token,
    queryFn: ({ signal }) => api.get<ConnectTokenInfo>("dbbw/collaborate/authenticationToken", { signal }),
  });
}
