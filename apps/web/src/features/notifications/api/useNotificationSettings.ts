import type { NotificationSettings } from "@litfolio/shared/notifications";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { notificationQueryKeys } from "./notification-query-keys";

/** GET dbbw/notifications/settings (the defaults until the user saves), fresh on every visit: its version guards the save. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationQueryKeys.settings,
    queryFn: ({ signal }) => api.get<NotificationSettings>("dbbw/notifications/settings", { signal }),
    staleTime: 0,
  });
}
