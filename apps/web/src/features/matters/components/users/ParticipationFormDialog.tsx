// The users tab's full-screen form (SPEC 2.3, 5.3). Adding: the e-mail address first; 500 ms after
// typing a valid one the server says whether the user is on the matter already (then the form can
// switch to editing that participation), in the platform (names filled in, read only) or new (enter
// the names). Then the role and, for a local counsel role, the jurisdictions and workstreams, which
// are required. Editing changes role and categories with the version it loaded (a 409 is shown and
// the form stays filled).

import { zodResolver } from "@hookform/resolvers/zod";
import type { ParticipantLookup, Participation } from "@litfolio/shared/matters";
import { participationBody } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import {
  isLocalCounselRole,
  participationRoleLabels,
  participationRoles,
} from "@litfolio/shared/permissions";
import { useEffect, useRef } from "react";
import { type Control, type UseFormSetValue, useWatch } from "react-hook-form";
import { useAlert } from "../../../../components/AlertBanner";
import { DialogForm, FormDialog } from "../../../../components/form/FormDialog";
import { FormSelectField } from "../../../../components/form/FormSelectField";
import { FormTextField } from "../../../../components/form/FormTextField";
import { useSaveForm } from "../../../../components/form/useSaveForm";
import { useCategories } from "../../../../lib/matter-api/useCategories";
import { useCreateParticipation } from "../../api/useCreateParticipation";
import { useParticipantLookup } from "../../api/useParticipantLookup";
import { useParticipationRoles } from "../../api/useParticipationRoles";
import { useUpdateParticipation } from "../../api/useUpdateParticipation";
import { CategoriesField } from "./CategoriesField";
import { ParticipantLookupHint } from "./ParticipantLookupHint";
import {
  emptyParticipation,
  knownUserOf,
  type ParticipationFormValues,
  participationCreateRequest,
  participationFormValues,
  participationUpdateRequest,
} from "./participation-form";

/** null: closed; { participation: null }: add; { participation }: edit it. */
export type ParticipationFormTarget = { participation: Participation | null } | null;

interface ParticipationFormDialogProps {
  matterId: number;
  target: ParticipationFormTarget;
  onTargetChange: (target: ParticipationFormTarget) => void;
}

export function ParticipationFormDialog({ matterId, target, onTargetChange }: ParticipationFormDialogProps) {
  const participation = target?.participation ?? null;
  const close = () => onTargetChange(null);
  return (
    <FormDialog
      open={target !== null}
      title={participation ? "Edit user" : "Add user"}
      onClose={close}
      fullScreen
    >
      {target && (
        <ParticipationForm
          key={participation ? `${participation.id}-${participation.version}` : "new"}
          matterId={matterId}
          participation={participation}
          onClose={close}
          onEditParticipation={(existing) => onTargetChange({ participation: existing })}
        />
      )}
    </FormDialog>
  );
}

interface ParticipationFormProps {
  matterId: number;
  participation: Participation | null;
  onClose: () => void;
  onEditParticipation: (participation: Participation) => void;
}

function ParticipationForm({
  matterId,
  participation,
  onClose,
  onEditParticipation,
}: ParticipationFormProps) {
  const alert = useAlert();
  const create = useCreateParticipation(matterId);
  const update = useUpdateParticipation(matterId);
  const { form, control, submit, pending } = useSaveForm({
    resolver: zodResolver(participationBody),
    defaultValues: participation ? participationFormValues(participation) : emptyParticipation,
    // A new participation starts without a role, so its default values do not name the field.
    formFields: ["user", "role", "categories"],
    save: (values: ParticipationFormValues) =>
      participation
        ? update.mutateAsync({
            id: participation.id,
            body: participationUpdateRequest(participation, values),
          })
        : create.mutateAsync(participationCreateRequest(values)),
    onSaved: () => {
      alert.success(participation ? messages.userSaved : messages.participantAdded);
      onClose();
    },
  });
  const { setValue } = form;
  const typedEmail = useWatch({ control, name: "user.emailAddress" }) ?? "";
  const lookup = useParticipantLookup(matterId, participation ? "" : typedEmail).data;
  useNamesOfKnownUser(lookup, setValue);
  const role = useWatch({ control, name: "role" })?.key;

  const namesReadOnly = participation !== null || knownUserOf(lookup) !== null;
  return (
    <DialogForm onSubmit={submit} pending={pending}>
      <FormTextField
        control={control}
        name="user.emailAddress"
        label="E-mail address"
        type="email"
        required
        autoFocus={!participation}
        readOnly={participation !== null}
      />
      {!participation && <ParticipantLookupHint lookup={lookup} onEditParticipation={onEditParticipation} />}
      <FormTextField
        control={control}
        name="user.firstName"
        label="First name"
        required
        readOnly={namesReadOnly}
      />
      <FormTextField
        control={control}
        name="user.lastName"
        label="Last name"
        required
        readOnly={namesReadOnly}
      />
      <FormSelectField
        control={control}
        name="role"
        label="Role"
        required
        options={useRoleOptions()}
        fromField={(value) => (value as { key?: string } | undefined)?.key ?? ""}
        toField={(selected) => (selected ? { key: selected } : undefined)}
      />
      {role && isLocalCounselRole(role) && <CategoriesChoice matterId={matterId} control={control} />}
    </DialogForm>
  );
}

function CategoriesChoice({
  matterId,
  control,
}: {
  matterId: number;
  control: Control<ParticipationFormValues>;
}) {
  const categories = useCategories(matterId);
  return (
    <CategoriesField
      control={control}
      name="categories"
      label="Jurisdictions/workstreams"
      required
      options={categories.data?.items ?? []}
    />
  );
}

/**
 * A user the platform knows keeps their own names: they are filled in (and read only) when the lookup
 * finds them, and emptied again when the e-mail changes to someone new.
 */
function useNamesOfKnownUser(
  lookup: ParticipantLookup | undefined,
  setValue: UseFormSetValue<ParticipationFormValues>,
) {
  const filled = useRef(false);
  const known = knownUserOf(lookup);
  useEffect(() => {
    if (!known && !filled.current) return;
    const options = { shouldDirty: true, shouldValidate: known !== null };
    setValue("user.firstName", known?.firstName ?? "", options);
    setValue("user.lastName", known?.lastName ?? "", options);
    filled.current = known !== null;
  }, [known, setValue]);
}

/** The server's role list; the shared labels stand in while it loads. */
function useRoleOptions() {
  const { data: roles } = useParticipationRoles();
  if (roles && roles.length > 0) return roles.map((role) => ({ value: role.key, label: role.value }));
  return participationRoles.map((role) => ({ value: role, label: participationRoleLabels[role] }));
}
