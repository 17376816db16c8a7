// Small parts every activity view shows the same way: the due date with the overdue warning
// (SPEC 4 "This activity is overdue"), and a person's name.
import type { Activity } from "@litfolio/shared/activities";
import { messages } from "@litfolio/shared/messages";
import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatDate } from "../../../lib/format";

export function DueDate({ activity }: { activity: Pick<Activity, "dueDate" | "overdue"> }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
      <span>{formatDate(activity.dueDate)}</span>
      {activity.overdue && (
        <Typography component="span" variant="body2" color="error" sx={{ display: "inline-flex", gap: 0.5 }}>
          <WarningAmberIcon fontSize="small" aria-hidden />
          {messages.activityOverdue}
        </Typography>
      )}
    </Stack>
  );
}
