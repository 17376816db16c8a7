// A tracking step's done state (issue 27): "Done on DD-MM-YYYY by <name>" once someone marked it done;
// with WRITE on the tracking, "Mark as done" (a dialog with the day, today by default, and who marks
// it) or "Reopen". Used on the step card and in the step dialog (whose upload may mark it done too). A done step is never a missed
// deadline (the rule: apps/server/src/modules/missed-deadlines/rule.ts).
import { todayUtc } from "@litfolio/shared/missed-deadlines";
import { type ProceduralStep, stepDoneForm, type Tracking } from "@litfolio/shared/tracking";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useAlert } from "../../../components/AlertBanner";
import { FormDateField } from "../../../components/form/FormDateField";
import { DialogForm, FormDialog } from "../../../components/form/FormDialog";
import { schemaResolver } from "../../../components/form/schema-resolver";
import { announceConflict } from "../../../components/form/server-errors";
import { useSaveForm } from "../../../components/form/useSaveForm";
import { formatDate, personName } from "../../../lib/format";
import { useActiveUser } from "../../../lib/session/active-user";
import { useMarkStepDone, useReopenStep } from "../api/useStepDone";

/** "Done on 09-01-2026 by Lieke Jansen" (the name left out once that user is gone). */
export function StepDoneLine({ done }: { done: NonNullable<ProceduralStep["done"]> }) {
  return (
    <Typography color="success.main" sx={{ display: "flex", gap: 0.5, alignItems: "center" }}>
      <CheckCircleIcon fontSize="small" />
      {`Done on ${formatDate(done.on)}${done.by ? ` by ${personName(done.by)}` : ""}`}
    </Typography>
  );
}

interface StepDoneActionProps {
  tracking: Tracking;
  step: ProceduralStep;
  /** Step {number}: names the button for a screen reader among the cards. */
  number: number;
}

/** "Mark as done" with its dialog, or "Reopen" on a done step (for callers with WRITE). */
export function StepDoneAction({ tracking, step, number }: StepDoneActionProps) {
  const alert = useAlert();
  const [marking, setMarking] = useState(false);
  const reopen = useReopenStep(tracking);
  if (step.done)
    return (
      <Button
        size="small"
        aria-label={`Reopen step ${number}`}
        disabled={reopen.isPending}
        onClick={() =>
          reopen.mutate(step.id, {
            onSuccess: (answer) => alert.success(answer.message),
            onError: announceConflict,
          })
        }
      >
        Reopen
      </Button>
    );
  return (
    <>
      <Button size="small" aria-label={`Mark as done: step ${number}`} onClick={() => setMarking(true)}>
        Mark as done
      </Button>
      <FormDialog open={marking} title={`Mark step ${number} as done`} onClose={() => setMarking(false)}>
        {marking && <MarkDoneForm tracking={tracking} step={step} onClose={() => setMarking(false)} />}
      </FormDialog>
    </>
  );
}

function MarkDoneForm({
  tracking,
  step,
  onClose,
}: {
  tracking: Tracking;
  step: ProceduralStep;
  onClose: () => void;
}) {
  const alert = useAlert();
  const user = useActiveUser();
  const mark = useMarkStepDone(tracking);
  const { control, submit, pending } = useSaveForm<{ doneOn: string }, { message: string }>({
    resolver: schemaResolver(stepDoneForm),
    defaultValues: { doneOn: todayUtc() },
    save: (values) => mark.mutateAsync({ stepId: step.id, doneOn: values.doneOn }),
    onSaved: (saved) => {
      alert.success(saved.message);
      onClose();
    },
  });
  return (
    <DialogForm onSubmit={submit} pending={pending}>
      <Typography sx={{ fontWeight: 600 }}>{step.title}</Typography>
      <FormDateField control={control} name="doneOn" label="Done on" required />
      <Typography color="text.secondary">By {personName(user)}</Typography>
    </DialogForm>
  );
}

/** Marks a step done today (the upload's "and mark the step as done"), saying so or why not. */
export function useMarkDoneToday(tracking: Tracking) {
  const alert = useAlert();
  const mark = useMarkStepDone(tracking);
  return (step: ProceduralStep) =>
    mark
      .mutateAsync({ stepId: step.id, doneOn: todayUtc() })
      .then((answer) => alert.success(answer.message), announceConflict);
}

/** The step dialog's part: the done line and, with WRITE, its action. */
export function StepDoneSection({
  tracking,
  step,
  number,
  mayWrite,
}: StepDoneActionProps & { mayWrite: boolean }) {
  if (!step.done && !mayWrite) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }}>
      {step.done ? <StepDoneLine done={step.done} /> : <Typography>Not done yet.</Typography>}
      {mayWrite && <StepDoneAction tracking={tracking} step={step} number={number} />}
    </Stack>
  );
}
