// The matters table (SPEC 2.3 "Matters list"): name (a link into the matter), client, number, and the
// actions: the "not properly configured" warning and the settings button for those who may change
// the matter (WRITE, or the matter participation role ADMIN).
import { isMatterConfigured, type MatterSummary } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import SettingsIcon from "@mui/icons-material/Settings";
import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import { Link as RouterLink } from "react-router";
import {
  DataTable,
  type DataTableColumn,
  type LoadFailure,
  type SortState,
} from "../../../components/DataTable";
import { paths } from "../../../lib/paths";
import type { TableState } from "../../../lib/table-state";
import type { MatterSearchColumn } from "../matter-table-state";

export const mattersRowsPerPageKey = { table: "matters" };

export const maySetUp = (matter: MatterSummary) =>
  matter.permissions.includes("WRITE") || matter.participation?.role.key === "ADMIN";

const columns: DataTableColumn<MatterSummary>[] = [
  {
    id: "name",
    label: "Name",
    sortField: "name",
    cell: (matter) => (
      <Link component={RouterLink} to={paths.overview(matter.id)} sx={{ fontWeight: 600 }}>
        {matter.name}
      </Link>
    ),
  },
  { id: "client", label: "Client", sortField: "client", cell: (matter) => matter.client },
  { id: "key", label: "Number", sortField: "key", cell: (matter) => matter.key },
  {
    id: "actions",
    label: "Actions",
    align: "right",
    width: 120,
    cell: (matter) => <MatterActions matter={matter} />,
  },
];

function MatterActions({ matter }: { matter: MatterSummary }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end", alignItems: "center" }}>
      {!isMatterConfigured(matter) && (
        <Tooltip title={messages.matterNotConfigured}>
          <WarningAmberIcon sx={{ color: "warning.dark" }} titleAccess={messages.matterNotConfigured} />
        </Tooltip>
      )}
      {maySetUp(matter) && (
        <Tooltip title="Matter settings">
          <IconButton
            component={RouterLink}
            to={paths.matter(matter.id)}
            aria-label={`Settings of ${matter.name}`}
            size="small"
          >
            <SettingsIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}

interface MatterTableProps {
  matters: readonly MatterSummary[] | undefined;
  totalElements: number;
  loading: boolean;
  failure?: LoadFailure;
  state: TableState<MatterSearchColumn>;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSortChange: (sort: SortState) => void;
}

export function MatterTable({ matters, state, ...props }: MatterTableProps) {
  return (
    <DataTable
      label="Matters"
      columns={columns}
      rows={matters}
      rowKey={(matter) => matter.id}
      page={state.page}
      pageSize={state.size}
      sort={state.sort}
      rowsPerPageKey={mattersRowsPerPageKey}
      {...props}
    />
  );
}
