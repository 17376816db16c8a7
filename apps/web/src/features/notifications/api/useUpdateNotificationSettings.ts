import type { NotificationSettings, NotificationSettingsFields } from "@litfolio/shared/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { notificationQueryKeys } from "./notification-query-keys";

/**
 * PUT dbbw/notifications/settings with the version the form loaded. A stale version answers 409,
 * which the form shows itself (keeping what was typed). The answer becomes the page's settings, so
 * the form starts again from what was saved, with the new version.
 */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsFields) =>
      api.put<NotificationSettings & { message: string }>("dbbw/notifications/settings", body, {
        handleErrors: [409],
      }),
    onSuccess: ({ message: _message, ...settings }) =>
      queryClient.setQueryData<NotificationSettings>(notificationQueryKeys.settings, settings),
  });
}
