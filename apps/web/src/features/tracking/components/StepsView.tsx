// The steps view (SPEC 2.3 "Steps view"): cards in rows of four (fewer on narrow screens), numbered
// in order, with the title, the deadline (the month when estimated), the documents, the activities,
// the time to the next step, "Missed deadline" (the one rule, computed by the server), "Done on ... by
// ..." on a done step, and what the caller adds per step (Mark as done or Reopen on a tracking).
import { counted } from "@litfolio/shared/counts";
import { messages } from "@litfolio/shared/messages";
import { humanisedDuration, type ProceduralStep } from "@litfolio/shared/tracking";
import AssignmentIcon from "@mui/icons-material/Assignment";
import AttachFileIcon from "@mui/icons-material/AttachFile";
import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { formatStepDeadline } from "../../../lib/format";
import { StepDoneLine } from "./StepDone";

interface StepsViewProps {
  steps: readonly ProceduralStep[];
  template: boolean;
  onOpen: (step: ProceduralStep) => void;
  /** Activities per step id (trackings). */
  activityCounts?: Record<string, number>;
  /** Shows the step's activities (trackings): its activities count is a button. */
  onActivities?: (step: ProceduralStep) => void;
  /** A step's own action on its card (a tracking's Mark as done or Reopen). */
  stepAction?: (step: ProceduralStep, number: number) => ReactNode;
}

export function StepsView({
  steps,
  template,
  onOpen,
  activityCounts,
  onActivities,
  stepAction,
}: StepsViewProps) {
  if (steps.length === 0) return <Typography color="text.secondary">No procedural steps yet.</Typography>;
  return (
    <Box
      component="ol"
      aria-label="Procedural steps"
      sx={{
        listStyle: "none",
        p: 0,
        m: 0,
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", md: "repeat(3, 1fr)", lg: "repeat(4, 1fr)" },
      }}
    >
      {steps.map((step, index) => (
        <li key={step.id}>
          <StepCard
            step={step}
            number={index + 1}
            template={template}
            activities={activityCounts?.[String(step.id)] ?? 0}
            onOpen={() => onOpen(step)}
            onActivities={onActivities && (() => onActivities(step))}
            action={stepAction?.(step, index + 1)}
          />
        </li>
      ))}
    </Box>
  );
}

interface StepCardProps {
  step: ProceduralStep;
  number: number;
  template: boolean;
  activities: number;
  onOpen: () => void;
  onActivities?: () => void;
  action?: ReactNode;
}

function StepCard({ step, number, template, activities, onOpen, onActivities, action }: StepCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: "100%",
        display: "flex",
        flexDirection: "column",
        borderColor: step.missedDeadline ? "error.main" : undefined,
      }}
    >
      <CardActionArea onClick={onOpen} sx={{ flexGrow: 1, display: "flex", alignItems: "flex-start" }}>
        <CardContent sx={{ pb: 1, width: "100%" }}>
          <Stack spacing={1}>
            <Typography variant="overline" component="p" color="text.secondary">
              Step {number}
              {step.courtHearing && " · Court hearing"}
            </Typography>
            <Typography variant="h6" component="h3" sx={{ fontSize: "1rem", fontWeight: 600 }}>
              {step.title}
            </Typography>
            {/* A template shows a deadline only when one is planned for the tracking it will start. */}
            {(!template || step.deadline) && (
              <Typography>Deadline: {formatStepDeadline(step.deadline)}</Typography>
            )}
            {template && !step.deadline && step.estimateDeadline && (
              <Typography variant="body2" color="text.secondary">
                Deadline estimated (month)
              </Typography>
            )}
            {step.missedDeadline && (
              <Typography color="error" sx={{ display: "flex", gap: 0.5, alignItems: "center" }}>
                <WarningAmberIcon fontSize="small" />
                {messages.missedDeadline}
              </Typography>
            )}
            {step.done && <StepDoneLine done={step.done} />}
          </Stack>
        </CardContent>
      </CardActionArea>
      <Stack spacing={1} sx={{ px: 2, pb: 2 }}>
        {!template && (
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Chip
              size="small"
              icon={<AttachFileIcon />}
              label={step.attachedDocuments.totalElements}
              aria-label={counted(step.attachedDocuments.totalElements, "document")}
            />
            <Button
              size="small"
              startIcon={<AssignmentIcon />}
              onClick={onActivities}
              disabled={!onActivities}
              aria-label={`${counted(activities, "activity", "activities")} of step ${number}`}
            >
              {activities}
            </Button>
            {action}
          </Stack>
        )}
        {step.nextStepDuration !== null && (
          <Typography variant="body2" color="text.secondary">
            Next step: {humanisedDuration(step.nextStepDuration)}
          </Typography>
        )}
      </Stack>
    </Card>
  );
}
