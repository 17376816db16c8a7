// The work package form (full screen, SPEC 2.3 "Work packages", 5.8): every field with SPEC 5.8's
// required flags and limits (counters shown), the total amount a positive EUR amount in the Dutch
// format with up to two decimals; when editing, created date, created by and status read-only. "Work package has been saved".
import { euroAmountRule, formatDutchMoney } from "@litfolio/shared/dutch-numbers";
import {
  type WorkPackage,
  type WorkPackageBody,
  workPackageBody,
  workPackageFieldLabels,
  workPackageLimits,
} from "@litfolio/shared/work-packages";
import { useAlert } from "../../../components/AlertBanner";
import { DialogForm, FormDialog } from "../../../components/form/FormDialog";
import { FormNumberField } from "../../../components/form/FormNumberField";
import { FormPersonSelectField } from "../../../components/form/FormPersonSelectField";
import { FormTextField } from "../../../components/form/FormTextField";
import { TextInput } from "../../../components/form/fields";
import { schemaResolver } from "../../../components/form/schema-resolver";
import { useSaveForm } from "../../../components/form/useSaveForm";
import { formatDateTime, personName } from "../../../lib/format";
import { useSaveWorkPackage } from "../api/useSaveWorkPackage";
import { useWorkPackageAssignees } from "../api/useWorkPackageAssignees";

type FormValues = Omit<WorkPackageBody, "assignee" | "totalAmount"> & {
  assignee: { id: number } | null;
  totalAmount: string;
};

interface WorkPackageFormDialogProps {
  matterId: number;
  /** The package to edit, "new", or null: closed. */
  target: WorkPackage | "new" | null;
  onClose: () => void;
  onSaved?: (saved: WorkPackage) => void;
}

export function WorkPackageFormDialog({ matterId, target, onClose, onSaved }: WorkPackageFormDialogProps) {
  const editing = target !== null && target !== "new" ? target : null;
  return (
    <FormDialog
      open={target !== null}
      title={editing ? `Edit work package ${editing.id.number}` : "New work package"}
      onClose={onClose}
      fullScreen
    >
      {target !== null && (
        <WorkPackageForm
          key={editing ? `${editing.id.number}-${editing.version}` : "new"}
          matterId={matterId}
          workPackage={editing}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </FormDialog>
  );
}

const text = (value: string | null | undefined) => value ?? "";

function WorkPackageForm({
  matterId,
  workPackage,
  onClose,
  onSaved,
}: {
  matterId: number;
  workPackage: WorkPackage | null;
  onClose: () => void;
  onSaved?: (saved: WorkPackage) => void;
}) {
  const alert = useAlert();
  const assignees = useWorkPackageAssignees(matterId).data ?? [];
  const save = useSaveWorkPackage(matterId);
  const resolver = schemaResolver<FormValues>(workPackageBody);
  const { control, submit, pending } = useSaveForm<FormValues, WorkPackage>({
    resolver,
    defaultValues: {
      title: text(workPackage?.title),
      whyEssential: text(workPackage?.whyEssential),
      assignee: workPackage?.assignee ? { id: workPackage.assignee.id } : null,
      planning: text(workPackage?.planning),
      claimExposureAndImpact: text(workPackage?.claimExposureAndImpact),
      numberDafTrucks: text(workPackage?.numberDafTrucks),
      numberHoursExpected: text(workPackage?.numberHoursExpected),
      totalAmount: workPackage ? formatDutchMoney(workPackage.totalAmount) : "",
      notesAmount: text(workPackage?.notesAmount),
      splitBetweenParties: text(workPackage?.splitBetweenParties),
      freeEarnersRole: text(workPackage?.freeEarnersRole),
      workStream: text(workPackage?.workStream),
      jurisdiction: text(workPackage?.jurisdiction),
      assumptions: text(workPackage?.assumptions),
    },
    save: async (values) => {
      const saved = await save.mutateAsync({ workPackage, body: values as WorkPackageBody });
      alert.success(saved.message);
      return saved;
    },
    onSaved: (saved) => {
      onClose();
      onSaved?.(saved);
    },
  });
  const field = (
    name: keyof typeof workPackageLimits & keyof FormValues,
    required: boolean,
    rows?: number,
  ) => (
    <FormTextField
      control={control}
      name={name}
      label={workPackageFieldLabels[name]}
      required={required}
      maxLength={workPackageLimits[name]}
      showCount
      {...(rows ? { multiline: true, rows } : {})}
    />
  );
  return (
    <DialogForm onSubmit={submit} pending={pending}>
      {workPackage && (
        <>
          <TextInput
            label="Created date"
            value={formatDateTime(workPackage.createdDate)}
            onChange={() => undefined}
            readOnly
          />
          <TextInput
            label="Created by"
            value={personName(workPackage.createdBy)}
            onChange={() => undefined}
            readOnly
          />
          <TextInput label="Status" value={workPackage.status.value} onChange={() => undefined} readOnly />
        </>
      )}
      {field("title", true)}
      {field("whyEssential", true, 4)}
      <FormPersonSelectField
        control={control}
        name="assignee"
        label={workPackageFieldLabels.assignee}
        people={assignees}
      />
      {field("planning", true)}
      {field("claimExposureAndImpact", false)}
      {field("numberDafTrucks", true)}
      {field("numberHoursExpected", true)}
      <FormNumberField
        control={control}
        name="totalAmount"
        label={workPackageFieldLabels.totalAmount}
        required
        rule={euroAmountRule}
      />
      {field("notesAmount", false)}
      {field("splitBetweenParties", false)}
      {field("freeEarnersRole", true, 3)}
      {field("workStream", true)}
      {field("jurisdiction", true)}
      {field("assumptions", false, 3)}
    </DialogForm>
  );
}
