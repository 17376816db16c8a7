// Small parts every activity view shows the same way: the due date with the overdue warning
// (SPEC 4 "This activity is overdue"), and a person's name.
import type { Activity } from "@litfolio/shared/activities";
import { messages } from "@litfolio/shared/messages";
import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { formatDate } from "../../../lib/format";

/**
 * The due date, and when it has passed the overdue warning: in words beside it, or (`compact`, in a
 * table row that must stay one line high) as a warning sign that says the words on hover and to
 * screen readers.
 */
export function DueDate({
  activity,
  compact = false,
}: {
  activity: Pick<Activity, "dueDate" | "overdue">;
  compact?: boolean;
}) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", whiteSpace: "nowrap" }}>
      <span>{formatDate(activity.dueDate)}</span>
      {activity.overdue &&
        (compact ? (
          <Tooltip title={messages.activityOverdue}>
            <WarningAmberIcon fontSize="small" color="error" titleAccess={messages.activityOverdue} />
          </Tooltip>
        ) : (
          <Typography
            component="span"
            variant="body2"
            color="error"
            sx={{ display: "inline-flex", gap: 0.5 }}
          >
            <WarningAmberIcon fontSize="small" aria-hidden />
            {messages.activityOverdue}
          </Typography>
        ))}
    </Stack>
  );
}
