// The matter's participants (SPEC 2.3 users tab): e-mail address with a Deactivated or Inactive chip,
// names, role, categories as code chips (the name in a tooltip) and the row actions its permissions
// allow. Paged and sorted by the server.
import type { Participation } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import type { Verb } from "@litfolio/shared/permissions";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import ForwardToInboxIcon from "@mui/icons-material/ForwardToInbox";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import { ActionButton } from "../../../../components/ActionButton";
import {
  DataTable,
  type DataTableColumn,
  type LoadFailure,
  type SortState,
} from "../../../../components/DataTable";
import { UserStatusChip } from "../../../../components/UserStatusChip";
import type { ParticipationPage } from "../../api/useParticipations";

export const participationsTable = "participations";

export interface ParticipationActions {
  onEdit: (participation: Participation) => void;
  onRemove: (participation: Participation) => void;
  onResendActivation: (participation: Participation) => void;
}

interface ParticipationTableProps extends ParticipationActions {
  matterId: number;
  participations: readonly Participation[] | undefined;
  totalElements: number;
  loading: boolean;
  failure?: LoadFailure;
  state: ParticipationPage;
  onStateChange: (change: Partial<ParticipationPage>) => void;
}

export function ParticipationTable(props: ParticipationTableProps) {
  const { state, onStateChange } = props;
  const columns: DataTableColumn<Participation>[] = [
    {
      id: "emailAddress",
      label: "E-mail address",
      sortField: "emailAddress",
      cell: ({ user }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <span>{user.emailAddress}</span>
          <UserStatusChip user={user} />
        </Stack>
      ),
    },
    { id: "firstName", label: "First name", sortField: "firstName", cell: ({ user }) => user.firstName },
    { id: "lastName", label: "Last name", sortField: "lastName", cell: ({ user }) => user.lastName },
    { id: "role", label: "Role", sortField: "role", cell: ({ role }) => role.value },
    { id: "categories", label: "Categories", cell: (row) => <CategoryChips participation={row} /> },
    {
      id: "actions",
      label: "Actions",
      align: "right",
      width: 150,
      cell: (row) => <RowActions participation={row} {...props} />,
    },
  ];
  return (
    <DataTable
      label="Users of the matter"
      columns={columns}
      rows={props.participations}
      rowKey={(row) => row.id}
      totalElements={props.totalElements}
      loading={props.loading}
      failure={props.failure}
      page={state.page}
      pageSize={state.size}
      sort={state.sort}
      onPageChange={(page) => onStateChange({ page })}
      onPageSizeChange={(size) => onStateChange({ size, page: 0 })}
      onSortChange={(sort: SortState) => onStateChange({ sort, page: 0 })}
      rowsPerPageKey={{ matterId: props.matterId, table: participationsTable }}
      rowSx={(row) => (row.user.deleted ? { "& td": { color: "text.secondary" } } : undefined)}
    />
  );
}

function CategoryChips({ participation }: { participation: Participation }) {
  if (participation.categories.length === 0) return null;
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: "wrap" }}>
      {participation.categories.map((category) => (
        // describeChild: the chip keeps its code as its name; the full name describes it.
        <Tooltip key={category.id} title={category.name} describeChild>
          <Chip label={category.code} size="small" />
        </Tooltip>
      ))}
    </Stack>
  );
}

/** SPEC 2.3: edit needs WRITE, remove needs DELETE; resend activation is always shown. */
function RowActions({
  participation,
  onEdit,
  onRemove,
  onResendActivation,
}: { participation: Participation } & ParticipationActions) {
  const may = (verb: Verb) => participation.permissions.includes(verb);
  const { user } = participation;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end" }}>
      <ActionButton
        label="Resend activation e-mail"
        disabled={user.deleted || user.active || !may("WRITE")}
        tooltip={user.active && !user.deleted ? messages.alreadyActiveHint : undefined}
        onClick={() => onResendActivation(participation)}
      >
        <ForwardToInboxIcon fontSize="small" />
      </ActionButton>
      {may("WRITE") && (
        <ActionButton label="Edit user" onClick={() => onEdit(participation)}>
          <EditIcon fontSize="small" />
        </ActionButton>
      )}
      {may("DELETE") && (
        <ActionButton label="Remove user from the matter" onClick={() => onRemove(participation)}>
          <DeleteIcon fontSize="small" />
        </ActionButton>
      )}
    </Stack>
  );
}
