// Notifications (/notifications, every signed-in user; issue 18): which deadline e-mails the user
// gets, from the drawer and from the e-mails themselves.
import Stack from "@mui/material/Stack";
import { LoadFailurePanel } from "../../../components/LoadFailurePanel";
import { PageHeader } from "../../../components/PageHeader";
import { PageProgress } from "../../../components/PageProgress";
import { useNotificationSettings } from "../api/useNotificationSettings";
import { NotificationSettingsForm } from "../components/NotificationSettingsForm";

export function NotificationsPage() {
  const settings = useNotificationSettings();
  return (
    <Stack spacing={2} sx={{ pb: 4, maxWidth: 900 }}>
      <PageHeader title="Notifications" />
      {settings.data ? (
        // A new version (after a save) starts the form again from what was saved.
        <NotificationSettingsForm key={settings.data.version} settings={settings.data} />
      ) : settings.isError ? (
        <LoadFailurePanel what="Your notification settings" retry={() => void settings.refetch()} />
      ) : (
        <PageProgress label="Loading notification settings" />
      )}
    </Stack>
  );
}
