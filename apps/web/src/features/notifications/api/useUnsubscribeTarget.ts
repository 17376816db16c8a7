import type { UnsubscribeTarget } from "@litfolio/shared/notifications";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { notificationQueryKeys } from "./notification-query-keys";

/**
 * GET dbbw/notifications/unsubscribe/{token} (public): what the link switches off. A bad token
 * answers 400 with the message the page shows in its place.
 */
export function useUnsubscribeTarget(token: string) {
  return useQuery({
    queryKey: notificationQueryKeys.unsubscribeTarget(token),
    queryFn: ({ signal }) =>
      api.get<UnsubscribeTarget>(`dbbw/notifications/unsubscribe/${encodeURIComponent(token)}`, {
        signal,
        handleErrors: [400],
      }),
  });
}
