// The "Application users" table (SPEC 2.3 User administration).
import { messages } from "@litfolio/shared/messages";
import { securityRoleLabels } from "@litfolio/shared/roles";
import type { RoleOption, User } from "@litfolio/shared/users";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import ForwardToInboxIcon from "@mui/icons-material/ForwardToInbox";
import RestoreIcon from "@mui/icons-material/Restore";
import Stack from "@mui/material/Stack";
import { ActionButton } from "../../../components/ActionButton";
import {
  DataTable,
  type DataTableColumn,
  type LoadFailure,
  type SortState,
} from "../../../components/DataTable";
import { UserStatusChip } from "../../../components/UserStatusChip";
import { formatDateTime } from "../../../lib/format";
import type { UserTableState } from "../user-table-state";

export const usersRowsPerPageKey = { table: "users" };

interface UserTableProps {
  users: readonly User[] | undefined;
  totalElements: number;
  loading: boolean;
  failure?: LoadFailure;
  state: UserTableState;
  roles: readonly RoleOption[] | undefined;
  currentUserId: number | undefined;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSortChange: (sort: SortState) => void;
  onEdit: (user: User) => void;
  onDeactivate: (user: User) => void;
  onReactivate: (user: User) => void;
  onResendActivation: (user: User) => void;
}

export function UserTable(props: UserTableProps) {
  const roleLabel = (user: User) => {
    const role = user.securityRoles[0];
    if (!role) return null;
    return props.roles?.find((option) => option.key === role)?.value ?? securityRoleLabels[role] ?? role;
  };

  const columns: DataTableColumn<User>[] = [
    {
      id: "emailAddress",
      label: "E-mail address",
      sortField: "emailAddress",
      cell: (user) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <span>{user.emailAddress}</span>
          <UserStatusChip user={user} />
        </Stack>
      ),
    },
    { id: "firstName", label: "First name", sortField: "firstName", cell: (user) => user.firstName },
    { id: "lastName", label: "Last name", sortField: "lastName", cell: (user) => user.lastName },
    {
      id: "lastLogin",
      label: "Last login",
      sortField: "lastLogin",
      noWrap: true,
      cell: (user) => formatDateTime(user.lastLogin),
    },
    { id: "securityRole", label: "Security role", sortField: "securityRole", cell: roleLabel },
    {
      id: "actions",
      label: "Actions",
      align: "right",
      width: 150,
      cell: (user) => <UserActions user={user} {...props} />,
    },
  ];

  return (
    <DataTable
      label="Application users"
      columns={columns}
      rows={props.users}
      rowKey={(user) => user.id}
      totalElements={props.totalElements}
      loading={props.loading}
      failure={props.failure}
      page={props.state.page}
      pageSize={props.state.size}
      sort={props.state.sort}
      onPageChange={props.onPageChange}
      onPageSizeChange={props.onPageSizeChange}
      onSortChange={props.onSortChange}
      rowsPerPageKey={usersRowsPerPageKey}
      rowSx={(user) => (user.deleted ? { "& td": { color: "text.secondary" } } : undefined)}
    />
  );
}

function UserActions({
  user,
  currentUserId,
  onEdit,
  onDeactivate,
  onReactivate,
  onResendActivation,
}: { user: User } & UserTableProps) {
  const isSelf = user.id === currentUserId;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end" }}>
      <ActionButton
        label="Resend activation e-mail"
        disabled={user.deleted || user.active}
        tooltip={user.active && !user.deleted ? messages.alreadyActiveHint : undefined}
        onClick={() => onResendActivation(user)}
      >
        <ForwardToInboxIcon fontSize="small" />
      </ActionButton>
      <ActionButton label="Edit user" onClick={() => onEdit(user)}>
        <EditIcon fontSize="small" />
      </ActionButton>
      {user.deleted ? (
        <ActionButton label="Reactivate user" onClick={() => onReactivate(user)}>
          <RestoreIcon fontSize="small" />
        </ActionButton>
      ) : (
        <ActionButton
          label="Deactivate user"
          disabled={isSelf}
          tooltip={isSelf ? "You cannot deactivate your own account" : undefined}
          onClick={() => onDeactivate(user)}
        >
          <DeleteIcon fontSize="small" />
        </ActionButton>
      )}
    </Stack>
  );
}
