// Edit a defendant's part in the proceeding (WRITE; SPEC 2.3 "Defendants tab", 5.7): the defendant
// read-only, involvement, status (cleared when the defendant is not involved), the third-party-
// notice date (not for the principal truck maker), joined on, and a comment of at most 255
// characters with a counter. "Defendant has been saved"; a 409 keeps the dialog open.
import { zodResolver } from "@hookform/resolvers/zod";
import { messages } from "@litfolio/shared/messages";
import { defendantBody, type ProceedingDefendant } from "@litfolio/shared/proceeding-lists";
import { useEffect } from "react";
import { type Control, type Resolver, useWatch } from "react-hook-form";
import { useAlert } from "../../../components/AlertBanner";
import { FormDateField } from "../../../components/form/FormDateField";
import { DialogForm, FormDialog } from "../../../components/form/FormDialog";
import { FormSelectField } from "../../../components/form/FormSelectField";
import { FormTextField } from "../../../components/form/FormTextField";
import { TextInput } from "../../../components/form/fields";
import { useSaveForm } from "../../../components/form/useSaveForm";
import type { ProceedingRef } from "../../../lib/proceeding-api/proceeding-urls";
import { useSaveDefendant } from "../api/useSaveDefendant";
import {
  type DefendantValues,
  defendantValues,
  involvementOptions,
  maxCommentLength,
  statusOptions,
  statusRequired,
} from "./defendant-form";

interface DefendantFormDialogProps {
  proceeding: ProceedingRef;
  /** The defendant to edit; null: closed. */
  defendant: ProceedingDefendant | null;
  onClose: () => void;
}

export function DefendantFormDialog({ proceeding, defendant, onClose }: DefendantFormDialogProps) {
  return (
    <FormDialog open={defendant !== null} title="Edit defendant" onClose={onClose}>
      {defendant && (
        <DefendantForm
          key={`${defendant.id.label.id}-${defendant.version}`}
          proceeding={proceeding}
          defendant={defendant}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}

// The form holds null for "not chosen yet", which the shared schema refuses ("This field is
// required"); what passes is a valid body.
const resolver = zodResolver(defendantBody) as unknown as Resolver<DefendantValues, unknown, DefendantValues>;

function DefendantForm({
  proceeding,
  defendant,
  onClose,
}: DefendantFormDialogProps & { defendant: ProceedingDefendant }) {
  const alert = useAlert();
  const saveDefendant = useSaveDefendant(proceeding);
  const { form, control, submit, pending } = useSaveForm<DefendantValues>({
    resolver,
    defaultValues: defendantValues(defendant),
    save: (values) => saveDefendant.mutateAsync(defendantBody.parse(values)),
    onSaved: () => {
      alert.success(messages.defendantSaved);
      onClose();
    },
  });
  const involvement = useWatch({ control, name: "involvement" });
  const { setValue } = form;
  // SPEC 4: choosing "Not involved" clears the status.
  useEffect(() => {
    if (!statusRequired(involvement)) setValue("status", null, { shouldDirty: true });
  }, [involvement, setValue]);

  return (
    <DialogForm onSubmit={submit} pending={pending}>
      <TextInput label="Defendant" value={defendant.label} onChange={() => {}} readOnly />
      <FormSelectField
        control={control}
        name="involvement"
        label="Involvement"
        required
        options={involvementOptions}
        toField={(value) => value || null}
      />
      <FormSelectField
        control={control}
        name="status"
        label="Status"
        required={statusRequired(involvement)}
        options={statusOptions(involvement)}
        toField={(value) => value || null}
      />
      {!defendant.principal && (
        <FormDateField control={control} name="tpnSentDate" label="Third party notice sent on" />
      )}
      <FormDateField control={control} name="joinedDate" label="Joined on" />
      <CommentField control={control} />
    </DialogForm>
  );
}

function CommentField({ control }: { control: Control<DefendantValues> }) {
  return (
    <FormTextField
      control={control}
      name="comment"
      label="Comment"
      multiline
      rows={3}
      maxLength={maxCommentLength}
      showCount
    />
  );
}
