// The procedural step dialog (SPEC 2.3): Title; in a template Duration and Unit (both required); in
// a tracking the Deadline (a date, or a month, typed MM-YYYY or picked, when "Estimate deadline" is ticked);
// Court hearing, Client Deadline (ticked by default) and Description; below, what the caller passes
// (a tracking step's documents). Without WRITE it is a read-only view with Close. Checked with the
// shared stepForm, so the dialog and the server refuse the same input with the same messages.
import { zodResolver } from "@hookform/resolvers/zod";
import { dateProblem } from "@litfolio/shared/proceedings";
import {
  durationUnitLabels,
  durationUnits,
  humanisedDuration,
  type StepFields,
  type StepFormValues,
  stepForm,
  stepFormValues,
  stepLimits,
} from "@litfolio/shared/tracking";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import type { ReactNode } from "react";
import { type Resolver, type UseFormReturn, useController, useWatch } from "react-hook-form";
import { useAlert } from "../../../components/AlertBanner";
import { type Detail, DetailList } from "../../../components/DetailList";
import { FormCheckboxField } from "../../../components/form/FormCheckboxField";
import { FormDateField } from "../../../components/form/FormDateField";
import { DialogForm, FormDialog } from "../../../components/form/FormDialog";
import { FormMonthField } from "../../../components/form/FormMonthField";
import { FormSelectField } from "../../../components/form/FormSelectField";
import { FormTextField } from "../../../components/form/FormTextField";
import { useSaveForm } from "../../../components/form/useSaveForm";
import { formatDate, formatStepDeadline } from "../../../lib/format";
import { type ProceedingRef, useWorkingDay } from "../api/useWorkingDay";

export type StepMode = "template" | "tracking";

const resolvers = {
  template: zodResolver(stepForm("template"), undefined, { raw: true }),
  tracking: zodResolver(stepForm("tracking"), undefined, { raw: true }),
} as unknown as Record<StepMode, Resolver<StepFormValues, unknown, StepFormValues>>;

const unitOptions = durationUnits.map((unit) => ({ value: unit, label: durationUnitLabels[unit] }));

interface StepDialogProps {
  mode: StepMode;
  /** The step shown; "new" for a new one; null: closed. */
  step: StepFields | "new" | null;
  /** Step {number} in the title. */
  number: number;
  readOnly: boolean;
  /** Saves the checked step; may answer a problem with its deadline (the chronological rule) instead. */
  onSave: (step: StepFields) => Promise<string | null> | string | null;
  onClose: () => void;
  /** Shown below the fields: the step's documents, Go to Judgements. */
  children?: ReactNode;
  /** A tracking's proceeding: a deadline typed on a day its courts do not work is warned about. */
  proceeding?: ProceedingRef;
}

export function StepDialog({ step, number, onClose, readOnly, ...props }: StepDialogProps) {
  const title = step === "new" ? "New procedural step" : `Procedural step ${number}`;
  return (
    <FormDialog open={step !== null} title={title} onClose={onClose}>
      {step !== null &&
        (readOnly && step !== "new" ? (
          <StepView step={step} mode={props.mode} onClose={onClose}>
            {props.children}
          </StepView>
        ) : (
          <StepForm
            key={step === "new" ? "new" : step.id}
            step={step === "new" ? null : step}
            onClose={onClose}
            {...props}
          />
        ))}
    </FormDialog>
  );
}

function StepForm({
  mode,
  step,
  onSave,
  onClose,
  children,
  proceeding,
}: Omit<StepDialogProps, "step" | "number" | "readOnly"> & { step: StepFields | null }) {
  const alert = useAlert();
  const { form, control, submit, pending } = useSaveForm<StepFormValues, boolean>({
    resolver: resolvers[mode],
    defaultValues: stepFormValues(step),
    save: async (values) => {
      const problem = await onSave(stepForm(mode).parse(values));
      if (!problem) return true;
      form.setError("deadline", { message: problem });
      alert.warning(problem);
      throw new Error(problem);
    },
    onSaved: onClose,
  });
  return (
    <DialogForm onSubmit={submit} pending={pending}>
      <FormTextField control={control} name="title" label="Title" required maxLength={stepLimits.title} />
      {mode === "template" ? (
        <Stack direction="row" spacing={2}>
          <FormTextField
            control={control}
            name="durationNumber"
            label="Duration"
            required
            inputMode="numeric"
          />
          <FormSelectField
            control={control}
            name="durationUnit"
            label="Unit"
            required
            options={unitOptions}
          />
        </Stack>
      ) : (
        <DeadlineFields form={form} proceeding={proceeding} />
      )}
      {mode === "template" && (
        <FormCheckboxField
          control={control}
          name="estimateDeadline"
          label="Estimated deadline (deadlines proposed for this step are months)"
        />
      )}
      <Stack direction="row" spacing={2}>
        <FormCheckboxField control={control} name="courtHearing" label="Court hearing" />
        <FormCheckboxField control={control} name="clientDeadline" label="Client Deadline" />
      </Stack>
      <FormTextField
        control={control}
        name="description"
        label="Description"
        multiline
        rows={4}
        maxLength={stepLimits.description}
      />
      {children}
    </DialogForm>
  );
}

/** The deadline: a date, or a month when estimated; ticking converts what is there (03-2027 from 15-03-2027). */
function DeadlineFields({
  form,
  proceeding,
}: {
  form: UseFormReturn<StepFormValues, unknown, StepFormValues>;
  proceeding?: ProceedingRef;
}) {
  const { control, getValues, setValue } = form;
  const { field } = useController({ control, name: "estimateDeadline" });
  const deadline = useWatch({ control, name: "deadline" });
  const toggle = (estimate: boolean) => {
    const deadline = getValues("deadline");
    const date = /^(\d{4})-(\d{2})-\d{2}$/.exec(deadline);
    setValue("deadline", estimate ? (date ? `${date[2]}-${date[1]}` : deadline) : "", { shouldDirty: true });
    field.onChange(estimate);
  };
  return (
    <>
      {field.value ? (
        <FormMonthField control={control} name="deadline" label="Deadline (month)" />
      ) : (
        <>
          <FormDateField control={control} name="deadline" label="Deadline" />
          <NonWorkingDayWarning proceeding={proceeding} date={dateProblem(deadline) ? null : deadline} />
        </>
      )}
      <FormControlLabel
        label="Estimate deadline"
        control={
          <Checkbox
            name={field.name}
            checked={field.value}
            onChange={(event) => toggle(event.target.checked)}
          />
        }
      />
    </>
  );
}

/** A warning, not an error: the typed deadline is a day the proceeding's courts do not work. */
function NonWorkingDayWarning({ proceeding, date }: { proceeding?: ProceedingRef; date: string | null }) {
  const check = useWorkingDay(proceeding, date).data;
  if (!check?.nonWorking || check.date !== date) return null;
  return (
    <Alert severity="warning" role="status">
      {`${formatDate(check.date)} is not a working day of the court: ${check.nonWorking}. The next working day is ${formatDate(check.nextWorkingDay)}.`}
    </Alert>
  );
}

/** The read-only view (no WRITE): the step's fields and what the caller adds, with Close. */
function StepView({
  step,
  mode,
  onClose,
  children,
}: {
  step: StepFields;
  mode: StepMode;
  onClose: () => void;
  children?: ReactNode;
}) {
  const details: Detail[] = [
    { label: "Title", value: step.title },
    ...(mode === "template"
      ? [
          { label: "Duration", value: humanisedDuration(step.averageDuration) },
          { label: "Estimated deadline", value: step.estimateDeadline ? "Yes" : "No" },
        ]
      : [
          {
            label: step.estimateDeadline ? "Deadline (estimated)" : "Deadline",
            value: formatStepDeadline(step.deadline),
          },
        ]),
    { label: "Court hearing", value: step.courtHearing ? "Yes" : "No" },
    { label: "Client Deadline", value: step.clientDeadline ? "Yes" : "No" },
    { label: "Description", value: step.description },
  ];
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <DetailList details={details} labelWidth={160} />
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </>
  );
}
