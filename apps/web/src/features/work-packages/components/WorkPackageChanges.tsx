// What edits changed on a work package, field by field with the form's labels: "Total amount (EUR):
// EUR 12.500 → EUR 10.000". The timeline shows each edit's changes, the approve and reject dialog
// those since the last decision.
import { formatEuros } from "@litfolio/shared/dutch-numbers";
import { type WorkPackageChange, workPackageFieldLabels } from "@litfolio/shared/work-packages";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

const shown = (change: WorkPackageChange, value: WorkPackageChange["old"]) => {
  if (value === null || value === "") return "(empty)";
  return change.field === "totalAmount" && typeof value === "number" ? formatEuros(value) : String(value);
};

export function WorkPackageChanges({ changes, label }: { changes: WorkPackageChange[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2.5 }}>
      {changes.map((change) => (
        <Typography key={change.field} component="li" variant="body2" sx={{ whiteSpace: "pre-wrap" }}>
          {workPackageFieldLabels[change.field]}: {shown(change, change.old)} → {shown(change, change.new)}
        </Typography>
      ))}
    </Box>
  );
}
