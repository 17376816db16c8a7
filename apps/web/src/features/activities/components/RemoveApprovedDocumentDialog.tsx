// "Remove approved document" (SYSTEM_ADMIN only): names the document, says what is kept, and asks
// for the reason the audit trail keeps with the file's name, size and SHA-256 (the shared rule:
// required, at most the limit, kept as typed).
import {
  type ApprovedDocumentRemoval,
  approvedDocumentRemovalBody,
  commentLimits,
} from "@litfolio/shared/comments";
import { messages } from "@litfolio/shared/messages";
import Typography from "@mui/material/Typography";
import { useAlert } from "../../../components/AlertBanner";
import { DialogForm, FormDialog } from "../../../components/form/FormDialog";
import { FormTextField } from "../../../components/form/FormTextField";
import { schemaResolver } from "../../../components/form/schema-resolver";
import { useSaveForm } from "../../../components/form/useSaveForm";
import { type ApprovedDocumentOf, useRemoveApprovedDocument } from "../api/useRemoveApprovedDocument";

interface RemoveApprovedDocumentDialogProps {
  target: ApprovedDocumentOf;
  onClose: () => void;
}

export function RemoveApprovedDocumentDialog({ target, onClose }: RemoveApprovedDocumentDialogProps) {
  return (
    <FormDialog open title={messages.removeApprovedDocument} onClose={onClose}>
      <RemovalForm target={target} onClose={onClose} />
    </FormDialog>
  );
}

function RemovalForm({ target, onClose }: RemoveApprovedDocumentDialogProps) {
  const alert = useAlert();
  const removal = useRemoveApprovedDocument();
  const { control, submit, pending } = useSaveForm<ApprovedDocumentRemoval, { message: string }>({
    resolver: schemaResolver<ApprovedDocumentRemoval>(approvedDocumentRemovalBody),
    defaultValues: { reason: "" },
    save: (body) => removal.mutateAsync({ ...target, body }),
    onSaved: (answer) => {
      alert.success(answer.message);
      onClose();
    },
  });
  return (
    <DialogForm onSubmit={submit} pending={pending} submitLabel="Remove">
      <Typography>{messages.removeApprovedDocumentQuestion(target.document.name)}</Typography>
      <FormTextField
        control={control}
        name="reason"
        label={messages.removalReason}
        required
        multiline
        rows={3}
        maxLength={commentLimits.removalReasonLength}
        autoFocus
      />
    </DialogForm>
  );
}
