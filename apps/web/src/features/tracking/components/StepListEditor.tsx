// The editable step list of the template and tracking forms (SPEC 2.3): steps added at any position,
// edited in the step dialog, deleted after a confirmation and moved up or down; between two steps
// the time from one to the next (a template's duration, or the time between a tracking's deadlines).
import { messages } from "@litfolio/shared/messages";
import { durationToNextStep, humanisedDuration, type StepFields } from "@litfolio/shared/tracking";
import AddIcon from "@mui/icons-material/Add";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useConfirm } from "../../../components/ConfirmDialog";
import { formatStepDeadline } from "../../../lib/format";
import type { ProceedingRef } from "../api/useWorkingDay";
import { useProposedDeadlines } from "./DeadlineProposalDialog";
import { StepDialog, type StepMode } from "./StepDialog";
import { insertAt, moveBy, removeAt, replaceAt } from "./step-list";

interface StepListEditorProps {
  mode: StepMode;
  steps: readonly StepFields[];
  onChange: (steps: StepFields[]) => void;
  /** The positions whose deadline breaks the chronological rule (after a refused save). */
  conflicts?: readonly number[];
  /** A tracking's proceeding: deadlines are checked and proposed on its court working days. */
  proceeding?: ProceedingRef;
}

/** The dialog's target: a step to edit, or a new one to insert at `index`. */
type Editing = { index: number; isNew: boolean } | null;

export function StepListEditor({ mode, steps, onChange, conflicts = [], proceeding }: StepListEditorProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const proposals = useProposedDeadlines(proceeding);
  const confirm = useConfirm();
  const remove = async (index: number) => {
    const step = steps[index];
    const confirmed = await confirm({
      title: "Delete procedural step",
      message: messages.confirmDeleteNamed("procedural step", `${index + 1}. ${step?.title ?? ""}`),
    });
    if (confirmed) onChange(removeAt(steps, index));
  };
  const editedStep = editing && !editing.isNew ? (steps[editing.index] ?? null) : "new";
  return (
    <Stack spacing={1} component="section" aria-label="Procedural steps">
      {conflicts.length > 0 && <Alert severity="error">{messages.stepDeadlinesConflict}</Alert>}
      {steps.map((step, index) => (
        <Stack key={step.id ?? `new-${index}-${step.title}`} spacing={1}>
          <AddHere onClick={() => setEditing({ index, isNew: true })} position={index + 1} />
          <Paper
            variant="outlined"
            sx={{ p: 1.5, borderColor: conflicts.includes(index) ? "error.main" : undefined }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <Typography sx={{ fontWeight: 600, minWidth: 28 }}>{index + 1}.</Typography>
              <Stack sx={{ flexGrow: 1 }}>
                <Typography>{step.title}</Typography>
                <Typography variant="body2" color={conflicts.includes(index) ? "error" : "text.secondary"}>
                  {mode === "template"
                    ? `Duration: ${humanisedDuration(step.averageDuration)}`
                    : `Deadline: ${formatStepDeadline(step.deadline)}`}
                </Typography>
              </Stack>
              <IconButton
                aria-label={`Edit step ${index + 1}`}
                onClick={() => setEditing({ index, isNew: false })}
              >
                <EditIcon />
              </IconButton>
              <IconButton
                aria-label={`Move step ${index + 1} up`}
                disabled={index === 0}
                onClick={() => onChange(moveBy(steps, index, -1))}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={`Move step ${index + 1} down`}
                disabled={index === steps.length - 1}
                onClick={() => onChange(moveBy(steps, index, 1))}
              >
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton aria-label={`Delete step ${index + 1}`} onClick={() => void remove(index)}>
                <DeleteIcon />
              </IconButton>
            </Stack>
          </Paper>
          <TimeToNext step={step} next={steps[index + 1]} />
        </Stack>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => setEditing({ index: steps.length, isNew: true })}
        sx={{ alignSelf: "flex-start" }}
      >
        Add step
      </Button>
      <StepDialog
        mode={mode}
        step={editing ? editedStep : null}
        number={(editing?.index ?? 0) + 1}
        readOnly={false}
        proceeding={proceeding}
        onSave={(saved) => {
          if (!editing) return null;
          const next = editing.isNew
            ? insertAt(steps, editing.index, saved)
            : replaceAt(steps, editing.index, saved);
          onChange(next);
          const before = editing.isNew ? null : steps[editing.index];
          // A deadline set or changed: the following steps' deadlines are proposed, never set silently.
          if (saved.deadline && saved.deadline !== before?.deadline)
            void proposals.propose(next, editing.index).then((accepted) => accepted && onChange(accepted));
          return null;
        }}
        onClose={() => setEditing(null)}
      />
      {proposals.dialog}
    </Stack>
  );
}

function AddHere({ onClick, position }: { onClick: () => void; position: number }) {
  return (
    <Button
      size="small"
      startIcon={<AddIcon />}
      onClick={onClick}
      aria-label={`Add step here, before step ${position}`}
      sx={{ alignSelf: "flex-start" }}
    >
      Add step here
    </Button>
  );
}

/** "6 weeks to the next step" between two steps (the duration typed in the template, else the dates). */
function TimeToNext({ step, next }: { step: StepFields; next: StepFields | undefined }) {
  const duration = durationToNextStep(step, next);
  if (!duration) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ pl: 5 }}>
      {humanisedDuration(duration)} to the next step
    </Typography>
  );
}
