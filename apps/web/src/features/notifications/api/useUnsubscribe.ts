import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { notificationQueryKeys } from "./notification-query-keys";

/**
 * POST dbbw/notifications/unsubscribe/{token} (public, no body): switches the link's kind off and
 * answers the message to show. A token refused by now answers 400, shown by the page.
 */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ message: string }>(
        `dbbw/notifications/unsubscribe/${encodeURIComponent(token)}`,
        undefined,
        {
          handleErrors: [400],
        },
      ),
    // A signed-in user's settings page shows the change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationQueryKeys.settings }),
  });
}
