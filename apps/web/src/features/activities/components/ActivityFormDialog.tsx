// The activity form (SPEC 2.3 "Activities", full screen): Procedural Step (the tracking's steps,
// required when it has some), Title, Created by (read-only), Assigned to (the matter's assignees),
// Status, Due date and Description. Checked with the shared activityForm, saved with its body;
// an edit sends the version it loaded; "Activity has been saved".
import {
  type Activity,
  type ActivityBody,
  type ActivityFields,
  activityForm,
  activityLimits,
  activityStatuses,
  activityStatusLabels,
} from "@litfolio/shared/activities";
import { useAlert } from "../../../components/AlertBanner";
import { FormDateField } from "../../../components/form/FormDateField";
import { DialogForm, FormDialog } from "../../../components/form/FormDialog";
import { FormPersonSelectField } from "../../../components/form/FormPersonSelectField";
import { byId, FormSelectField } from "../../../components/form/FormSelectField";
import { FormTextField } from "../../../components/form/FormTextField";
import { TextInput } from "../../../components/form/fields";
import { schemaResolver } from "../../../components/form/schema-resolver";
import { useSaveForm } from "../../../components/form/useSaveForm";
import { useAssignees } from "../../../lib/matter-api/useAssignees";
import { useActiveUser } from "../../../lib/session/active-user";
import { useTracking } from "../../../lib/tracking-api/useTracking";
import { useSaveActivity } from "../api/useSaveActivity";

/** The tracking an activity is (or will be) in. */
export interface ActivityTracking {
  matterId: number;
  proceedingId: number;
  trackingId: number;
}

type FormValues = Omit<ActivityBody, "proceduralStep" | "responsible"> & {
  proceduralStep: { id: number } | null;
  responsible: { id: number } | null;
};

const statusOptions = activityStatuses.map((status) => ({
  value: status,
  label: activityStatusLabels[status],
}));

interface ActivityFormDialogProps {
  /** The activity to edit, a new one in this tracking (optionally at a step), or null: closed. */
  target: Activity | { tracking: ActivityTracking; stepId?: number } | null;
  onClose: () => void;
  onSaved?: (saved: Activity) => void;
}

export function ActivityFormDialog({ target, onClose, onSaved }: ActivityFormDialogProps) {
  const editing = target !== null && "id" in target ? target : null;
  return (
    <FormDialog
      open={target !== null}
      title={editing ? "Edit activity" : "New activity"}
      onClose={onClose}
      fullScreen
    >
      {target !== null && (
        <ActivityForm
          key={editing ? `${editing.id}-${editing.version}` : "new"}
          activity={editing}
          tracking={
            editing
              ? {
                  matterId: editing.matter.id,
                  proceedingId: editing.proceeding.id,
                  trackingId: editing.trackingId,
                }
              : (target as { tracking: ActivityTracking }).tracking
          }
          stepId={editing ? undefined : (target as { stepId?: number }).stepId}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </FormDialog>
  );
}

function ActivityForm({
  activity,
  tracking,
  stepId,
  onClose,
  onSaved,
}: {
  activity: Activity | null;
  tracking: ActivityTracking;
  stepId?: number;
  onClose: () => void;
  onSaved?: (saved: Activity) => void;
}) {
  const alert = useAlert();
  const me = useActiveUser();
  const steps = useTracking(tracking.matterId, tracking.proceedingId, tracking.trackingId).data
    ?.proceduralSteps;
  const assignees = useAssignees(tracking.matterId).data ?? [];
  const save = useSaveActivity();
  const hasSteps = (steps?.length ?? 0) > 0;
  const resolver = schemaResolver<FormValues>(activityForm(hasSteps));
  const { control, submit, pending } = useSaveForm<FormValues, Activity>({
    resolver,
    defaultValues: {
      trackingId: tracking.trackingId,
      proceduralStep: activity?.proceduralStep
        ? { id: activity.proceduralStep.id }
        : stepId
          ? { id: stepId }
          : null,
      title: activity?.title ?? "",
      status: activity?.status ?? "TODO",
      dueDate: activity?.dueDate ?? "",
      responsible: activity?.responsible ? { id: activity.responsible.id } : me ? { id: me.id } : null,
      description: activity?.description ?? "",
    },
    save: async (values) => {
      const body: ActivityFields = activityForm(hasSteps).parse(values);
      const saved = await save.mutateAsync({ activity, body });
      alert.success(saved.message);
      return saved;
    },
    onSaved: (saved) => {
      onClose();
      onSaved?.(saved);
    },
  });
  const creator = activity ? activity.createdBy : me;
  return (
    <DialogForm onSubmit={submit} pending={pending}>
      <FormSelectField
        control={control}
        name="proceduralStep"
        label="Procedural Step"
        required={hasSteps}
        options={(steps ?? []).map((step, index) => ({
          value: String(step.id),
          label: `${index + 1}. ${step.title}`,
        }))}
        {...byId}
      />
      <FormTextField control={control} name="title" label="Title" required maxLength={activityLimits.title} />
      <TextInput
        label="Created by"
        value={creator ? `${creator.firstName} ${creator.lastName}` : ""}
        onChange={() => undefined}
        readOnly
      />
      <FormPersonSelectField control={control} name="responsible" label="Assigned to" people={assignees} />
      <FormSelectField control={control} name="status" label="Status" required options={statusOptions} />
      <FormDateField control={control} name="dueDate" label="Due date" required />
      <FormTextField
        control={control}
        name="description"
        label="Description"
        required
        multiline
        rows={6}
        maxLength={activityLimits.description}
      />
    </DialogForm>
  );
}
