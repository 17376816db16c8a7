// The tracking form (SPEC 2.3 "Tracking form", full screen): the proceedings code and category read
// only, and the step list as in the template form, each step with its deadline. The chronological
// rule (SPEC 5.9) marks the steps out of order and blocks the save; "Tracking has been saved".
import { type StepFields, type Tracking, trackingStepsBody } from "@litfolio/shared/tracking";
import { useAlert } from "../../../components/AlertBanner";
import { type Detail, DetailList } from "../../../components/DetailList";
import { DialogForm, FormDialog } from "../../../components/form/FormDialog";
import { schemaResolver } from "../../../components/form/schema-resolver";
import { useSaveForm } from "../../../components/form/useSaveForm";
import { categoryLabel } from "../../../lib/category-options";
import { useUpdateTracking } from "../api/useUpdateTracking";
import { StepListField } from "./StepListField";

interface TrackingFormValues {
  proceduralSteps: StepFields[];
}

const resolver = schemaResolver<TrackingFormValues>(trackingStepsBody);

interface TrackingFormDialogProps {
  tracking: Tracking;
  open: boolean;
  onClose: () => void;
}

export function TrackingFormDialog({ tracking, open, onClose }: TrackingFormDialogProps) {
  return (
    <FormDialog open={open} title="Edit tracking" onClose={onClose} fullScreen>
      {open && <TrackingForm key={tracking.version} tracking={tracking} onClose={onClose} />}
    </FormDialog>
  );
}

function TrackingForm({ tracking, onClose }: { tracking: Tracking; onClose: () => void }) {
  const alert = useAlert();
  const { proceeding, category } = tracking;
  const update = useUpdateTracking(proceeding.matter.id, proceeding.id, tracking.id);
  const { control, submit, pending } = useSaveForm<TrackingFormValues>({
    resolver,
    defaultValues: { proceduralSteps: tracking.proceduralSteps },
    save: async (values) => {
      const saved = await update.mutateAsync({
        ...trackingStepsBody.parse(values),
        version: tracking.version,
      });
      alert.success(saved.message);
    },
    onSaved: onClose,
  });
  const details: Detail[] = [
    { label: "Proceedings code", value: proceeding.code },
    { label: "Category", value: categoryLabel(category) },
  ];
  return (
    <DialogForm onSubmit={submit} pending={pending} wide>
      <DetailList details={details} />
      <StepListField
        control={control}
        mode="tracking"
        proceeding={{ matterId: proceeding.matter.id, proceedingId: proceeding.id }}
      />
    </DialogForm>
  );
}
