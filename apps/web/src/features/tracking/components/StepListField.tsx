// The step list as a form field of the template and tracking forms: the editor bound to
// `proceduralSteps`, with the steps whose deadline the shared rule refused marked.
import type { StepFields } from "@litfolio/shared/tracking";
import { type Control, type FieldValues, type Path, useController, useFormState } from "react-hook-form";
import type { ProceedingRef } from "../api/useWorkingDay";
import type { StepMode } from "./StepDialog";
import { StepListEditor } from "./StepListEditor";

interface StepListFieldProps<Values extends FieldValues & { proceduralSteps: StepFields[] }> {
  control: Control<Values, unknown, Values>;
  mode: StepMode;
  proceeding?: ProceedingRef;
}

export function StepListField<Values extends FieldValues & { proceduralSteps: StepFields[] }>({
  control,
  mode,
  proceeding,
}: StepListFieldProps<Values>) {
  const name = "proceduralSteps" as Path<Values>;
  const { field } = useController({ control, name });
  const { errors } = useFormState({ control, name });
  const stepErrors = (errors.proceduralSteps ?? []) as ({ deadline?: unknown } | undefined)[];
  const conflicts = Array.isArray(stepErrors)
    ? stepErrors.flatMap((error, index) => (error?.deadline ? [index] : []))
    : [];
  return (
    <StepListEditor
      mode={mode}
      steps={field.value}
      onChange={field.onChange}
      conflicts={conflicts}
      proceeding={proceeding}
    />
  );
}
