// Edit one configuration row (ADMIN) in a dialog, with the version the table loaded: a 409 (someone
// else saved first) is announced and the dialog stays open with what was typed.
import { zodResolver } from "@hookform/resolvers/zod";
import { useAlert } from "../../../../components/AlertBanner";
import { DialogForm, FormDialog } from "../../../../components/form/FormDialog";
import { useSaveForm } from "../../../../components/form/useSaveForm";
import type { ConfigurationEntry } from "../../../../lib/matter-api/configuration-entries";
import { useUpdateConfigurationEntry } from "../../api/useUpdateConfigurationEntry";
import { ConfigurationEntryFields } from "./ConfigurationEntryFields";
import {
  type ConfigurationEntryValues,
  type ConfigurationKind,
  entryBody,
  entrySchema,
} from "./configuration-kinds";

interface EditConfigurationEntryDialogProps {
  matterId: number;
  kind: ConfigurationKind;
  /** The row to edit; null: closed. */
  entry: ConfigurationEntry | null;
  onClose: () => void;
}

export function EditConfigurationEntryDialog({
  entry,
  onClose,
  ...props
}: EditConfigurationEntryDialogProps) {
  return (
    <FormDialog open={entry !== null} title={`Edit ${props.kind.noun.one}`} onClose={onClose}>
      {entry && (
        <EditEntryForm key={`${entry.id}-${entry.version}`} entry={entry} onClose={onClose} {...props} />
      )}
    </FormDialog>
  );
}

function EditEntryForm({
  matterId,
  kind,
  entry,
  onClose,
}: EditConfigurationEntryDialogProps & { entry: ConfigurationEntry }) {
  const alert = useAlert();
  const update = useUpdateConfigurationEntry(matterId, kind.path);
  const { control, submit, pending } = useSaveForm<ConfigurationEntryValues>({
    resolver: zodResolver(entrySchema(kind)),
    defaultValues: { code: entry.code ?? "", name: entry.name },
    save: (values) =>
      update.mutateAsync({ id: entry.id, version: entry.version, ...entryBody(kind, values) }),
    onSaved: () => {
      alert.success(kind.saved);
      onClose();
    },
  });

  return (
    <DialogForm onSubmit={submit} pending={pending}>
      <ConfigurationEntryFields kind={kind} control={control} codeLocked={Boolean(entry.count)} />
    </DialogForm>
  );
}
