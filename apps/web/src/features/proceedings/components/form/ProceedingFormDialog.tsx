// The full-screen proceeding dialog (SPEC 2.3 "Proceeding form dialog"), for adding (from the list)
// and editing (from the proceeding page); the form itself is ProceedingForm.tsx.
import type { Proceeding } from "@litfolio/shared/proceedings";
import { FormDialog } from "../../../../components/form/FormDialog";
import { ProceedingForm } from "./ProceedingForm";

/** null: closed; "new": add; a proceeding: edit it. */
export type ProceedingFormTarget = Proceeding | "new" | null;

interface ProceedingFormDialogProps {
  matterId: number;
  target: ProceedingFormTarget;
  onClose: () => void;
}

export function ProceedingFormDialog({ matterId, target, onClose }: ProceedingFormDialogProps) {
  return (
    <FormDialog
      open={target !== null}
      title={
        target === "new" || target === null ? "Add proceedings" : `Edit proceedings ${target.proceedingCode}`
      }
      onClose={onClose}
      fullScreen
    >
      {target && (
        <ProceedingForm
          key={target === "new" ? "new" : `${target.id}-${target.version}`}
          matterId={matterId}
          proceeding={target === "new" ? null : target}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}
