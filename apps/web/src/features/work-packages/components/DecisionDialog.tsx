// Approve or Reject a work package (SPEC 2.3, 5.8): Comments required (at most 750, counter); for an
// approval the Amount Approved, required, pre-filled with the total amount, a positive number. Submit
// stays disabled until the form is valid. "Work package has been approved" / "... rejected". Above
// the form, what the edits since the last approval or rejection changed (issue 27), so a resubmission
// is never decided on blind; nothing before the first decision.
import { euroAmountRule, formatDutchMoney } from "@litfolio/shared/dutch-numbers";
import {
  type WorkPackage,
  type WorkPackageApprovalBody,
  type WorkPackageChange,
  workPackageApprovalBody,
  workPackageLimits,
} from "@litfolio/shared/work-packages";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useAlert } from "../../../components/AlertBanner";
import { FormDialog } from "../../../components/form/FormDialog";
import { FormNumberField } from "../../../components/form/FormNumberField";
import { FormTextField } from "../../../components/form/FormTextField";
import { schemaResolver } from "../../../components/form/schema-resolver";
import { useSaveForm } from "../../../components/form/useSaveForm";
import { useDecideWorkPackage } from "../api/useDecideWorkPackage";
import { WorkPackageChanges } from "./WorkPackageChanges";

export type Decision = "APPROVED" | "NOT_APPROVED";

interface DecisionDialogProps {
  workPackage: WorkPackage;
  /** What changed since the last decision (none before the first). */
  changes: WorkPackageChange[];
  /** Which decision the dialog takes; null: closed. */
  decision: Decision | null;
  onClose: () => void;
}

export function DecisionDialog({ workPackage, changes, decision, onClose }: DecisionDialogProps) {
  return (
    <FormDialog
      open={decision !== null}
      title={`${decision === "APPROVED" ? "Approve" : "Reject"} work package ${workPackage.id.number}`}
      onClose={onClose}
    >
      {decision && (
        <DecisionForm
          key={decision}
          workPackage={workPackage}
          changes={changes}
          decision={decision}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}

type FormValues = Omit<WorkPackageApprovalBody, "amountApproved"> & { amountApproved: string };

function DecisionForm({
  workPackage,
  changes,
  decision,
  onClose,
}: {
  workPackage: WorkPackage;
  changes: WorkPackageChange[];
  decision: Decision;
  onClose: () => void;
}) {
  const alert = useAlert();
  const decide = useDecideWorkPackage(workPackage.id.matterId);
  const resolver = schemaResolver<FormValues>(workPackageApprovalBody);
  const { control, submit, pending, form } = useSaveForm<FormValues, unknown>({
    resolver,
    defaultValues: {
      status: decision,
      comments: "",
      amountApproved: decision === "APPROVED" ? formatDutchMoney(workPackage.totalAmount) : "",
      version: workPackage.version,
    },
    save: async (values) => {
      const body = { ...values, amountApproved: decision === "APPROVED" ? values.amountApproved : null };
      const saved = await decide.mutateAsync({ number: workPackage.id.number, body });
      alert.success(saved.message);
      return saved;
    },
    onSaved: onClose,
  });
  // Every change validates, so submit is enabled exactly when the form is valid.
  const valid = workPackageApprovalBody.safeParse(form.watch()).success;
  return (
    <Stack component="form" noValidate onSubmit={submit}>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {changes.length > 0 && (
            <Stack spacing={0.5}>
              <Typography variant="subtitle2" component="h3" id="changes-since-last-decision">
                Changed since the last decision
              </Typography>
              <WorkPackageChanges changes={changes} label="Changed since the last decision" />
            </Stack>
          )}
          <FormTextField
            control={control}
            name="comments"
            label="Comments"
            required
            multiline
            rows={4}
            maxLength={workPackageLimits.approvalComments}
            showCount
          />
          {decision === "APPROVED" && (
            <FormNumberField
              control={control}
              name="amountApproved"
              label="Amount Approved (EUR)"
              required
              rule={euroAmountRule}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={decision === "APPROVED" ? "primary" : "error"}
          disabled={pending || !valid}
        >
          {decision === "APPROVED" ? "Approve" : "Reject"}
        </Button>
      </DialogActions>
    </Stack>
  );
}
