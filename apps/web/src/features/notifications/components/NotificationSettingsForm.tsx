// The notification settings (issue 18) as one form on the page: the daily digest (on or off, the hour
// in the user's time zone) and the deadline reminders (on or off, the working days before a deadline),
// checked by the shared schema as the server checks them. A failed save keeps what was chosen, with
// the server's messages at their fields; a saved form starts again from the server's answer.
import { type NotificationSettings, notificationSettingsBody } from "@litfolio/shared/notifications";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { useAlert } from "../../../components/AlertBanner";
import { FormAutocompleteField } from "../../../components/form/FormAutocompleteField";
import { FormCheckboxField } from "../../../components/form/FormCheckboxField";
import { FormCheckboxGroupField } from "../../../components/form/FormCheckboxGroupField";
import { FormSelectField } from "../../../components/form/FormSelectField";
import { schemaResolver } from "../../../components/form/schema-resolver";
import { useSaveForm } from "../../../components/form/useSaveForm";
import { useUpdateNotificationSettings } from "../api/useUpdateNotificationSettings";
import {
  digestContents,
  hourField,
  hourOptions,
  type NotificationFormValues,
  notificationFormValues,
  notificationSettingsRequest,
  reminderDayOptions,
  reminderDaysField,
  timeZoneOptions,
} from "./notification-settings-form";

const resolver = schemaResolver<NotificationFormValues>(notificationSettingsBody);

export function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const alert = useAlert();
  const update = useUpdateNotificationSettings();
  const { form, control, submit, pending } = useSaveForm({
    resolver,
    defaultValues: notificationFormValues(settings),
    save: (values: NotificationFormValues) => update.mutateAsync(notificationSettingsRequest(values)),
    onSaved: (saved) => alert.success(saved.message),
  });
  const remindersOn = useWatch({ control, name: "remindersEnabled" });
  // Days are needed only while the reminders are on: switching them off takes that message back.
  const recheckDays = () => {
    if (form.getFieldState("reminderDays").invalid) void form.trigger("reminderDays");
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Notification settings"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={3}>
        <Typography>
          The e-mails go to <strong>{settings.emailAddress}</strong>.
        </Typography>
        <Stack spacing={1.5}>
          <FormCheckboxField kind="switch" control={control} name="digestEnabled" label="Daily digest" />
          <Typography variant="body2" color="text.secondary">
            {digestContents}
          </Typography>
          <FieldPair>
            <FormSelectField
              control={control}
              name="digestHour"
              label="Send at"
              options={hourOptions}
              required
              {...hourField}
            />
            <FormAutocompleteField
              control={control}
              name="timeZone"
              label="Time zone"
              options={timeZoneOptions}
              required
            />
          </FieldPair>
        </Stack>
        <Divider />
        <Stack spacing={1.5}>
          <FormCheckboxField
            kind="switch"
            control={control}
            name="remindersEnabled"
            label="Deadline reminders"
            afterChange={recheckDays}
          />
          <Typography variant="body2" color="text.secondary">
            For the steps of proceedings where you are the responsible lawyer or local counsel, and for your
            own activities.
          </Typography>
          <FormCheckboxGroupField
            control={control}
            name="reminderDays"
            label="Remind me"
            options={reminderDayOptions}
            disabled={!remindersOn}
            {...reminderDaysField}
          />
        </Stack>
        <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
          <Button type="submit" variant="contained" disabled={pending}>
            Save
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** Two fields side by side on wide screens, one under the other on phones. */
function FieldPair({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        alignItems: "start",
        gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" },
        maxWidth: 640,
      }}
    >
      {children}
    </Box>
  );
}
