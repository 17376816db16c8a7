// A tracking's activities section (SPEC 2.3 "Tracking"): the activities view of this tracking (no
// default filters), with New activity (CREATE) and the step search column.
import type { Tracking } from "@litfolio/shared/tracking";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { ActivitiesView } from "../components/ActivitiesView";

/** The section's heading id: a step's activities button scrolls to it. */
export const TRACKING_ACTIVITIES = "tracking-activities";

export function TrackingActivitiesSection({ tracking }: { tracking: Tracking }) {
  const matterId = tracking.proceeding.matter.id;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={TRACKING_ACTIVITIES} sx={{ p: 2 }}>
      <Typography id={TRACKING_ACTIVITIES} variant="h5" component="h2" sx={{ mb: 2 }}>
        Activities
      </Typography>
      <ActivitiesView
        context={{ kind: "tracking", matterId, trackingId: tracking.id }}
        tracking={{
          matterId,
          proceedingId: tracking.proceeding.id,
          trackingId: tracking.id,
          steps: tracking.proceduralSteps,
        }}
      />
    </Paper>
  );
}
