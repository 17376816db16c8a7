// "Application users" (/users/, SYSTEM_ADMIN): search, table and the add/edit form (SPEC 2.3).
// Page, size, sort, search and showDeleted live in the URL query.
import { messages } from "@litfolio/shared/messages";
import type { User } from "@litfolio/shared/users";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useAlert } from "../../../components/AlertBanner";
import { useConfirm } from "../../../components/ConfirmDialog";
import { loadFailure, storedRowsPerPage } from "../../../components/DataTable";
import { announceConflict } from "../../../components/form/server-errors";
import { useActiveUser } from "../../../lib/session/active-user";
import { readSearchCriteria } from "../../../lib/table-state";
import { useUrlTableState } from "../../../lib/useUrlTableState";
import { useDeactivateUser } from "../api/useDeactivateUser";
import { useResendActivation } from "../api/useResendActivation";
import { useRoles } from "../api/useRoles";
import { useUpdateUser } from "../api/useUpdateUser";
import { useUsers } from "../api/useUsers";
import { formValuesOf, UserFormDialog, type UserFormTarget } from "../components/UserFormDialog";
import { UserSearchPanel } from "../components/UserSearchPanel";
import { UserTable, usersRowsPerPageKey } from "../components/UserTable";
import { readUserTableState, usersTable, writeUserTableState } from "../user-table-state";

export function UsersPage() {
  const [searchParams] = useSearchParams();
  const [state, changeState] = useUrlTableState(
    (params) => readUserTableState(params, storedRowsPerPage(usersRowsPerPageKey)),
    writeUserTableState,
  );

  const users = useUsers(state);
  const roles = useRoles();
  const currentUser = useActiveUser();
  const [formTarget, setFormTarget] = useState<UserFormTarget>(null);
  const { deactivate, reactivate, resendActivation } = useUserActions();

  return (
    <Stack spacing={2}>
      <UserSearchPanel
        initialCriteria={readSearchCriteria(usersTable, searchParams)}
        search={state.search}
        showDeleted={state.showDeleted}
        onSearchChange={(search) => changeState({ search, page: 0 })}
        onShowDeletedChange={(showDeleted) => changeState({ showDeleted, page: 0 })}
      />
      <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
        <Button
          variant="contained"
          startIcon={<PersonAddIcon />}
          aria-label="Add user"
          onClick={() => setFormTarget({ userId: null })}
        >
          Add user
        </Button>
      </Stack>
      <UserTable
        users={users.data?.users}
        totalElements={users.data?.totalElements ?? 0}
        loading={users.isFetching}
        failure={loadFailure(users)}
        state={state}
        roles={roles.data}
        currentUserId={currentUser?.id}
        onPageChange={(page) => changeState({ page })}
        onPageSizeChange={(size) => changeState({ size, page: 0 })}
        onSortChange={(sort) => changeState({ sort, page: 0 })}
        onEdit={(user) => setFormTarget({ userId: user.id })}
        onDeactivate={deactivate}
        onReactivate={reactivate}
        onResendActivation={resendActivation}
      />
      <UserFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
    </Stack>
  );
}

function useUserActions() {
  const confirm = useConfirm();
  const alert = useAlert();
  const deactivateUser = useDeactivateUser();
  const resend = useResendActivation();
  const updateUser = useUpdateUser();

  const deactivate = async (user: User) => {
    const confirmed = await confirm({
      title: "Deactivate user",
      message: messages.confirmDeactivateUser(user.emailAddress),
    });
    if (!confirmed) return;
    deactivateUser.mutate(user.id, {
      onSuccess: (answer) => alert.success(answer?.message ?? messages.userDeactivated),
    });
  };

  const resendActivation = (user: User) =>
    resend.mutate(user.id, { onSuccess: (answer) => alert.info(answer?.message ?? messages.activationSent) });

  /** The account as it is, no longer deactivated; its password (if set) works again. */
  const reactivate = (user: User) =>
    updateUser.mutate(
      { id: user.id, body: { ...formValuesOf(user), deleted: false, version: user.version } },
      {
        onSuccess: () => alert.success(messages.userReactivated),
        // Someone changed the user meanwhile (other errors get the global message): the list has
        // reloaded, so the next try sends their version.
        onError: announceConflict,
      },
    );

  return { deactivate, reactivate, resendActivation };
}
