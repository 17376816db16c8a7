// The full-screen matter form (SPEC 2.3 "Matters list", 5.3): Client, Matter name, Matter number and
// Connect folder ID are required; Status defaults to Active. Validated by the shared matterBody
// schema, as on the server. A new matter opens its matter page so it can be configured at once.

import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Matter,
  type MatterBody,
  matterBody,
  matterStatuses,
  matterStatusLabels,
} from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import { useNavigate } from "react-router";
import { useAlert } from "../../../components/AlertBanner";
import { DialogForm, FormDialog } from "../../../components/form/FormDialog";
import { FormSelectField } from "../../../components/form/FormSelectField";
import { FormTextField } from "../../../components/form/FormTextField";
import { useSaveForm } from "../../../components/form/useSaveForm";
import { paths } from "../../../lib/paths";
import { useCreateMatter } from "../api/useCreateMatter";
import { useUpdateMatter } from "../api/useUpdateMatter";

/** null: closed; "new": add; a matter: edit it. */
export type MatterFormTarget = Matter | "new" | null;

export function MatterFormDialog({ target, onClose }: { target: MatterFormTarget; onClose: () => void }) {
  return (
    <FormDialog
      open={target !== null}
      title={target === "new" ? "Add matter" : "Edit matter"}
      onClose={onClose}
      fullScreen
    >
      {target && (
        <MatterForm
          key={target === "new" ? "new" : `${target.id}-${target.version}`}
          matter={target === "new" ? null : target}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}

const emptyMatter: MatterBody = { client: "", name: "", key: "", connectFolderId: "", status: "ACTIVE" };

const formValuesOf = (matter: Matter): MatterBody => ({
  id: matter.id,
  client: matter.client,
  name: matter.name,
  key: matter.key,
  connectFolderId: matter.connectFolderId,
  status: matter.status,
});

const statusOptions = matterStatuses.map((status) => ({ value: status, label: matterStatusLabels[status] }));

function MatterForm({ matter, onClose }: { matter: Matter | null; onClose: () => void }) {
  const alert = useAlert();
  const navigate = useNavigate();
  const createMatter = useCreateMatter();
  const updateMatter = useUpdateMatter();
  const { control, submit, pending } = useSaveForm({
    resolver: zodResolver(matterBody),
    defaultValues: matter ? formValuesOf(matter) : emptyMatter,
    save: (values: MatterBody) =>
      matter
        ? updateMatter.mutateAsync({ id: matter.id, body: { ...values, version: matter.version } })
        : createMatter.mutateAsync(values),
    onSaved: (saved) => {
      alert.success(messages.matterSaved);
      onClose();
      if (!matter) void navigate(paths.matter(saved.id));
    },
  });

  return (
    <DialogForm onSubmit={submit} pending={pending}>
      <FormTextField control={control} name="client" label="Client" required autoFocus />
      <FormTextField control={control} name="name" label="Matter name" required />
      <FormTextField control={control} name="key" label="Matter number" required />
      <FormSelectField control={control} name="status" label="Status" required options={statusOptions} />
      <FormTextField control={control} name="connectFolderId" label="Connect folder ID" required />
    </DialogForm>
  );
}
