// Add or edit an application user (SPEC 2.3, 5.11): E-mail address, First name, Last name and
// Security role, all required, validated by the shared userBody schema. Editing sends the version it
// loaded; a 409 (someone else saved first) is shown and the form stays open with what was typed.

import { zodResolver } from "@hookform/resolvers/zod";
import { messages } from "@litfolio/shared/messages";
import { securityRoleLabels, securityRoles } from "@litfolio/shared/roles";
import { type User, type UserBody, userBody } from "@litfolio/shared/users";
import { useAlert } from "../../../components/AlertBanner";
import { DialogForm, DialogLoading, FormDialog } from "../../../components/form/FormDialog";
import { FormSelectField } from "../../../components/form/FormSelectField";
import { FormTextField } from "../../../components/form/FormTextField";
import { useSaveForm } from "../../../components/form/useSaveForm";
import { useCreateUser } from "../api/useCreateUser";
import { useRoles } from "../api/useRoles";
import { useUpdateUser } from "../api/useUpdateUser";
import { useUser } from "../api/useUser";

/** null: closed; { userId: null }: add; { userId }: edit. */
export type UserFormTarget = { userId: number | null } | null;

export function UserFormDialog({ target, onClose }: { target: UserFormTarget; onClose: () => void }) {
  return (
    <FormDialog
      open={target !== null}
      title={target?.userId == null ? "Add user" : "Edit user"}
      onClose={onClose}
    >
      {target &&
        (target.userId === null ? (
          <UserForm initial={emptyUser} onClose={onClose} />
        ) : (
          <EditUserForm userId={target.userId} onClose={onClose} />
        ))}
    </FormDialog>
  );
}

const emptyUser: UserBody = { emailAddress: "", firstName: "", lastName: "", securityRoles: [] };

function EditUserForm({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { data: user, isError } = useUser(userId);
  if (user)
    return (
      <UserForm
        key={`${user.id}-${user.version}`}
        initial={formValuesOf(user)}
        edited={user}
        onClose={onClose}
      />
    );
  return <DialogLoading label="Loading user" failed={isError} onCancel={onClose} />;
}

/** A user as the form and the PUT hold it (the users list's Reactivate sends it unchanged). */
export const formValuesOf = (user: User): UserBody => ({
  id: user.id,
  active: user.active,
  deleted: user.deleted,
  emailAddress: user.emailAddress,
  firstName: user.firstName,
  lastName: user.lastName,
  securityRoles: user.securityRoles,
});

interface UserFormProps {
  initial: UserBody;
  /** The user being edited, as loaded (the save sends its version); none when adding. */
  edited?: Pick<User, "id" | "version">;
  onClose: () => void;
}

function UserForm({ initial, edited, onClose }: UserFormProps) {
  const alert = useAlert();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const roleOptions = useRoleOptions();
  const { control, submit, pending } = useSaveForm({
    resolver: zodResolver(userBody),
    defaultValues: initial,
    save: (values: UserBody) =>
      edited
        ? updateUser.mutateAsync({ id: edited.id, body: { ...values, version: edited.version } })
        : createUser.mutateAsync(values),
    onSaved: () => {
      alert.success(messages.userSaved);
      onClose();
    },
  });

  return (
    <DialogForm onSubmit={submit} pending={pending}>
      <FormTextField
        control={control}
        name="emailAddress"
        label="E-mail address"
        type="email"
        required
        autoFocus
      />
      <FormTextField control={control} name="firstName" label="First name" required />
      <FormTextField control={control} name="lastName" label="Last name" required />
      <FormSelectField
        control={control}
        name="securityRoles"
        label="Security role"
        required
        options={roleOptions}
        fromField={(value) => (Array.isArray(value) && typeof value[0] === "string" ? value[0] : "")}
        toField={(selected) => (selected ? [selected] : [])}
      />
    </DialogForm>
  );
}

/** The server's role list; the shared labels stand in while it loads. */
function useRoleOptions() {
  const { data: roles } = useRoles();
  if (roles && roles.length > 0) return roles.map((role) => ({ value: role.key, label: role.value }));
  return securityRoles.map((role) => ({ value: role, label: securityRoleLabels[role] }));
}
