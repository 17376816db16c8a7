// Work packages (/matters/{m}/workpackage, SPEC 2.3 "Work packages"): breadcrumbs, the table of every
// column SPEC names, sorted and paged by the server (10, 15, 50, 100), the add button (CREATE), row
// edit (WRITE) and delete (DELETE, confirmed), Export to Excel in the table's sort.
// Like the proceedings list it fits a 1366-pixel laptop: one line per row, long texts cut with an
// ellipsis (whole on hover), and the less used columns wait in the column chooser until asked for.
// Page, size and sort live in the URL. A caller the server refuses (EXTERNAL_READ_ONLY: 404) is sent
// away with the permission message.

import { formatDutchMoney } from "@litfolio/shared/dutch-numbers";
import { messages } from "@litfolio/shared/messages";
import {
  type WorkPackage,
  workPackagePageSizes,
  workPackageSortFields,
} from "@litfolio/shared/work-packages";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { useEffect, useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { AddFab } from "../../../components/AddFab";
import {
  DataTable,
  type DataTableColumn,
  loadFailure,
  storedRowsPerPage,
} from "../../../components/DataTable";
import { ExportButton } from "../../../components/ExportButton";
import { NotFoundPage } from "../../../components/NotFoundPage";
import { PageBreadcrumbs } from "../../../components/PageBreadcrumbs";
import { PageHeader } from "../../../components/PageHeader";
import { showAlert } from "../../../lib/alerts";
import { ApiError } from "../../../lib/api";
import { formatDateTime, personName } from "../../../lib/format";
import { useMatter } from "../../../lib/matter-api/useMatter";
import { paths } from "../../../lib/paths";
import { positiveId } from "../../../lib/route-ids";
import {
  listRequest,
  readTableState,
  type TableDefinition,
  tablePaging,
  writeTableState,
} from "../../../lib/table-state";
import { useUrlTableState } from "../../../lib/useUrlTableState";
import { useWorkPackages } from "../api/useWorkPackages";
import { workPackagesUrl } from "../api/work-package-query-keys";
import { useRemoveWorkPackage } from "../components/useRemoveWorkPackage";
import { WorkPackageFormDialog } from "../components/WorkPackageFormDialog";
import { StatusChip } from "../components/WorkPackageStatus";

const packagesTable = (matterId: number): TableDefinition<never> => ({
  searchColumns: [],
  sortFields: workPackageSortFields,
  listPath: workPackagesUrl(matterId),
  searchPath: workPackagesUrl(matterId),
  pageSizes: workPackagePageSizes,
});

export function WorkPackagesPage() {
  const matterId = positiveId(useParams().matterId);
  if (matterId === null) return <NotFoundPage />;
  return <WorkPackages matterId={matterId} />;
}

/** A column of free text, cut with an ellipsis at `ellipsisWidth` pixels (whole on hover). */
const textColumn = (
  id: keyof WorkPackage & (typeof workPackageSortFields)[number],
  label: string,
  ellipsisWidth = 160,
): DataTableColumn<WorkPackage> => ({
  id,
  label,
  sortField: id,
  ellipsisWidth,
  cell: (row) => row[id] as string | null,
});

/** The columns offered in the chooser but hidden until a user asks for them. */
const hiddenByDefault = [
  "planning",
  "claimExposureAndImpact",
  "numberDafTrucks",
  "numberHoursExpected",
  "notesAmount",
  "splitBetweenParties",
  "freeEarnersRole",
  "workStream",
  "jurisdiction",
  "assumptions",
];

/** The server refused the list (a role without work packages): the permission message, then Matters. */
function useRefusal(error: unknown) {
  const navigate = useNavigate();
  const refused = error instanceof ApiError && error.status === 404;
  useEffect(() => {
    if (!refused) return;
    showAlert(messages.noPermission, "error");
    void navigate(paths.matters, { replace: true });
  }, [refused, navigate]);
}

function WorkPackages({ matterId }: { matterId: number }) {
  const table = packagesTable(matterId);
  const rowsPerPageKey = { matterId, table: "workpackages" };
  const [state, changeState] = useUrlTableState(
    (params) => readTableState(table, params, storedRowsPerPage(rowsPerPageKey, workPackagePageSizes) ?? 10),
    writeTableState<never>,
  );
  const packages = useWorkPackages(matterId, listRequest(table, state));
  useRefusal(packages.error);
  const matter = useMatter(matterId).data;
  const navigate = useNavigate();
  const [editing, setEditing] = useState<WorkPackage | "new" | null>(null);
  const remove = useRemoveWorkPackage(matterId);

  const columns: DataTableColumn<WorkPackage>[] = [
    { id: "number", label: "Id", sortField: "number", align: "right", cell: (row) => row.id.number },
    {
      id: "status",
      label: "Status",
      sortField: "status",
      noWrap: true,
      cell: (row) => <StatusChip status={row.status} />,
    },
    {
      id: "title",
      label: "Title",
      sortField: "title",
      ellipsisWidth: 180,
      cell: (row) => (
        <Link component={RouterLink} to={paths.workPackage(matterId, row.id.number)} sx={{ fontWeight: 600 }}>
          {row.title}
        </Link>
      ),
    },
    textColumn("whyEssential", "Why essential", 140),
    textColumn("planning", "Planning"),
    {
      id: "createdBy",
      label: "Created by",
      sortField: "createdBy",
      ellipsisWidth: 110,
      // The e-mail address comes only to those who may see the matter's users: else the name alone.
      cell: (row) =>
        row.createdBy?.emailAddress ? (
          <Link href={`mailto:${row.createdBy.emailAddress}`}>{personName(row.createdBy)}</Link>
        ) : (
          personName(row.createdBy)
        ),
    },
    {
      id: "createdDate",
      label: "Created date",
      sortField: "createdDate",
      noWrap: true,
      cell: (row) => formatDateTime(row.createdDate),
    },
    textColumn("claimExposureAndImpact", "Claim exposure and impact"),
    textColumn("numberDafTrucks", "Number of trucks"),
    textColumn("numberHoursExpected", "Hours expected"),
    {
      id: "totalAmount",
      label: "Total amount (EUR)",
      sortField: "totalAmount",
      align: "right",
      noWrap: true,
      cell: (row) => formatDutchMoney(row.totalAmount),
    },
    textColumn("notesAmount", "Notes amount"),
    textColumn("splitBetweenParties", "Split between parties"),
    textColumn("freeEarnersRole", "Fee-earners role"),
    textColumn("workStream", "Workstream"),
    textColumn("jurisdiction", "Jurisdiction"),
    textColumn("assumptions", "Assumptions"),
    {
      id: "assignee",
      label: "Assignee",
      sortField: "assignee",
      ellipsisWidth: 110,
      cell: (row) => personName(row.assignee),
    },
    {
      id: "actions",
      label: "Actions",
      align: "right",
      cell: (row) => (
        <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
          {row.permissions.includes("WRITE") && (
            <IconButton
              size="small"
              aria-label={`Edit work package ${row.id.number}`}
              onClick={() => setEditing(row)}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          )}
          {row.permissions.includes("DELETE") && (
            <IconButton
              size="small"
              aria-label={`Delete work package ${row.id.number}`}
              onClick={() => void remove(row)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={2} sx={{ pb: 10 }}>
      <PageBreadcrumbs
        crumbs={[
          { label: "Matters", to: paths.matters },
          { label: matter?.name ?? "Matter", to: paths.matter(matterId) },
        ]}
        current="Work Packages"
      />
      <PageHeader title="Work Packages" />
      {packages.data && (
        <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
          <ExportButton
            path={`${workPackagesUrl(matterId)}/export`}
            query={{ sort: listRequest(table, state).query.sort }}
          />
        </Stack>
      )}
      <DataTable
        label="Work packages"
        columns={columns}
        rows={packages.data?.items}
        rowKey={(row) => row.id.number}
        totalElements={packages.data?.totalElements ?? 0}
        loading={packages.isFetching}
        failure={loadFailure(packages)}
        rowsPerPageKey={rowsPerPageKey}
        pageSizes={workPackagePageSizes}
        columnChooser={{ tableId: "workpackages", hiddenByDefault }}
        {...tablePaging(state, changeState)}
      />
      {packages.data?.permissions.includes("CREATE") && (
        <AddFab label="Add work package" onClick={() => setEditing("new")} />
      )}
      <WorkPackageFormDialog
        matterId={matterId}
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          if (editing === "new") void navigate(paths.workPackage(matterId, saved.id.number));
        }}
      />
    </Stack>
  );
}
