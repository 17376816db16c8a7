// The proceeding's changes of status as a short timeline, newest first: the new status, when, from
// which status and by whom (the server reads them from the audit trail).
import type { ProceedingStatusChange } from "@litfolio/shared/proceedings";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { formatDateTime } from "../../../../lib/format";
import type { ProceedingRef } from "../../../../lib/proceeding-api/proceeding-urls";
import { useProceedingHistory } from "../../api/useProceedingHistory";
import { fullName } from "./proceeding-details";

export function StatusTimeline({ proceeding }: { proceeding: ProceedingRef }) {
  const history = useProceedingHistory(proceeding);
  const changes = [...(history.data?.items ?? [])].reverse();
  if (!history.data) return <Typography color="text.secondary">Loading the status history...</Typography>;
  if (changes.length === 0)
    return <Typography color="text.secondary">No changes of status recorded.</Typography>;
  return (
    <Box component="ol" aria-label="Status history" sx={{ listStyle: "none", m: 0, p: 0 }}>
      {changes.map((change) => (
        <TimelineEntry key={`${change.at}-${change.to.key}`} change={change} />
      ))}
    </Box>
  );
}

function TimelineEntry({ change }: { change: ProceedingStatusChange }) {
  const by = change.changedBy ? ` by ${fullName(change.changedBy)}` : "";
  const what = change.from ? `Changed from ${change.from.value}` : "Created";
  return (
    <Box
      component="li"
      sx={{
        position: "relative",
        pl: 3,
        pb: 1.5,
        borderLeft: 2,
        borderColor: "divider",
        "&:last-of-type": { borderColor: "transparent", pb: 0 },
        "&::before": {
          content: '""',
          position: "absolute",
          left: -7,
          top: 4,
          width: 12,
          height: 12,
          borderRadius: "50%",
          bgcolor: "primary.main",
        },
      }}
    >
      <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{change.to.value}</Typography>
      <Typography variant="body2" color="text.secondary">
        {formatDateTime(change.at)} · {what}
        {by}
      </Typography>
    </Box>
  );
}
