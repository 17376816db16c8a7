// The proceedings table (SPEC 2.3 "Proceedings list"): the code links to the proceeding and carries
// the review flag ("This proceedings has information that needs to be reviewed"); server-side paging
// and sorting (the code sorts by category name, then counter); rows per page kept per matter. The
// columns fit a 1366-pixel laptop: long texts are cut with an ellipsis (whole on hover), and the
// court location waits in the column chooser until a user asks for it.
import { formatDutchNumber } from "@litfolio/shared/dutch-numbers";
import { messages } from "@litfolio/shared/messages";
import type { ProceedingSummary } from "@litfolio/shared/proceedings";
import FlagIcon from "@mui/icons-material/Flag";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import { Link as RouterLink } from "react-router";
import { DataTable, type DataTableColumn, type LoadFailure } from "../../../../components/DataTable";
import { formatDate } from "../../../../lib/format";
import { paths } from "../../../../lib/paths";
import type { TablePaging } from "../../../../lib/table-state";
import { proceedingsRowsPerPageKey } from "../../proceeding-table-state";

const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

const columns: DataTableColumn<ProceedingSummary>[] = [
  {
    id: "code",
    label: "Code",
    sortField: "proceedingCode",
    cell: (proceeding) => <CodeCell proceeding={proceeding} />,
  },
  {
    id: "category",
    label: "Jurisdiction/workstream",
    ellipsisWidth: 120,
    cell: (proceeding) => proceeding.category.name,
  },
  {
    id: "localCounselCode",
    label: "Local counsel code",
    sortField: "localCounselProceedingCode",
    ellipsisWidth: 120,
    cell: (proceeding) => proceeding.localCounselProceedingCode,
  },
  {
    id: "plaintiff",
    label: "Plaintiff",
    sortField: "plaintiff",
    ellipsisWidth: 150,
    cell: (p) => p.plaintiff.fullName,
  },
  {
    id: "lawFirm",
    label: "Law firm",
    sortField: "lawFirm",
    ellipsisWidth: 115,
    cell: (proceeding) => proceeding.lawFirm?.name,
  },
  {
    id: "courtLocation",
    label: "Court location",
    sortField: "courtLocation",
    ellipsisWidth: 100,
    cell: (proceeding) => proceeding.court.location,
  },
  {
    id: "status",
    label: "Status",
    sortField: "status",
    noWrap: true,
    cell: (proceeding) => proceeding.status.value,
  },
  {
    id: "issueDate",
    label: "Issue date",
    sortField: "issueDate",
    noWrap: true,
    cell: (proceeding) => (proceeding.issueDate ? formatDate(proceeding.issueDate) : null),
  },
  {
    id: "dbResponsible",
    label: "Contact person",
    sortField: "dbResponsible",
    ellipsisWidth: 120,
    cell: (proceeding) => personName(proceeding.dbResponsible),
  },
  {
    id: "claimed",
    label: "Claimed (EUR)",
    sortField: "totalSumInEuro",
    align: "right",
    noWrap: true,
    cell: (proceeding) =>
      proceeding.totalSumInEuro === null ? null : formatDutchNumber(proceeding.totalSumInEuro),
  },
];

function CodeCell({ proceeding }: { proceeding: ProceedingSummary }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", whiteSpace: "nowrap" }}>
      <Link
        component={RouterLink}
        to={paths.proceeding(proceeding.matter.id, proceeding.id)}
        sx={{ fontWeight: 600 }}
      >
        {proceeding.proceedingCode}
      </Link>
      {proceeding.needsReview && (
        <Tooltip title={messages.proceedingNeedsReview}>
          <FlagIcon
            sx={{ color: "warning.dark" }}
            fontSize="small"
            titleAccess={messages.proceedingNeedsReview}
          />
        </Tooltip>
      )}
    </Stack>
  );
}

interface ProceedingTableProps {
  matterId: number;
  proceedings: readonly ProceedingSummary[] | undefined;
  totalElements: number;
  loading: boolean;
  failure?: LoadFailure;
  paging: TablePaging;
}

export function ProceedingTable({ matterId, proceedings, paging, ...props }: ProceedingTableProps) {
  return (
    <DataTable
      label="Proceedings"
      columns={columns}
      rows={proceedings}
      rowKey={(proceeding) => proceeding.id}
      rowsPerPageKey={proceedingsRowsPerPageKey(matterId)}
      columnChooser={{ tableId: "proceedings", hiddenByDefault: ["courtLocation"] }}
      {...paging}
      {...props}
    />
  );
}
