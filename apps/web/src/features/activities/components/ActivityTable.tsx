// The activities list (SPEC 2.3): title (to the activity), the procedural step — or, on the global
// page, matter, proceedings code and category —, status, due date with the overdue warning,
// responsible, created by, and edit (WRITE) and delete (DELETE) per row; paged and sorted by the server.
// Like the proceedings list it fits a 1366-pixel laptop: one line per row, long texts cut with an
// ellipsis (whole on hover), the overdue warning a sign beside the date, and a column chooser.
import { type Activity, activityStatusLabels } from "@litfolio/shared/activities";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { Link as RouterLink } from "react-router";
import {
  DataTable,
  type DataTableColumn,
  type LoadFailure,
  type RowsPerPageKey,
} from "../../../components/DataTable";
import { personName } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import type { TablePaging } from "../../../lib/table-state";
import { DueDate } from "./ActivityStatusParts";

interface ActivityTableProps {
  global: boolean;
  activities: Activity[] | undefined;
  totalElements: number;
  loading: boolean;
  failure?: LoadFailure;
  paging: TablePaging;
  rowsPerPageKey: RowsPerPageKey;
  onEdit: (activity: Activity) => void;
  onDelete: (activity: Activity) => void;
}

export function ActivityTable({
  global,
  activities,
  onEdit,
  onDelete,
  paging,
  ...table
}: ActivityTableProps) {
  const where: DataTableColumn<Activity>[] = global
    ? [
        {
          id: "matter",
          label: "Matter",
          sortField: "matter",
          cell: (row) => row.matter.name,
          ellipsisWidth: 120,
        },
        {
          id: "proceedingCode",
          label: "Proceedings",
          sortField: "proceedingCode",
          cell: (row) => row.proceeding.code,
          noWrap: true,
        },
        {
          id: "category",
          label: "Jurisdiction or workstream",
          sortField: "category",
          noWrap: true,
          cell: (row) => row.category.code,
        },
      ]
    : [
        {
          id: "proceduralStep",
          label: "Procedural step",
          sortField: "proceduralStep",
          cell: (row) => row.proceduralStep && `${row.proceduralStep.number}. ${row.proceduralStep.title}`,
          ellipsisWidth: 200,
        },
      ];
  const columns: DataTableColumn<Activity>[] = [
    {
      id: "title",
      label: "Title",
      sortField: "title",
      ellipsisWidth: 180,
      cell: (row) => (
        <Link component={RouterLink} to={paths.activity(row.id)} sx={{ fontWeight: 600 }}>
          {row.title}
        </Link>
      ),
    },
    ...where,
    {
      id: "status",
      label: "Status",
      sortField: "status",
      noWrap: true,
      cell: (row) => activityStatusLabels[row.status],
    },
    {
      id: "dueDate",
      label: "Due date",
      sortField: "dueDate",
      cell: (row) => <DueDate activity={row} compact />,
    },
    {
      id: "responsible",
      label: "Responsible",
      sortField: "responsible",
      ellipsisWidth: 110,
      cell: (row) => personName(row.responsible),
    },
    {
      id: "createdBy",
      label: "Created by",
      sortField: "createdBy",
      ellipsisWidth: 110,
      cell: (row) => personName(row.createdBy),
    },
    {
      id: "actions",
      label: "Actions",
      align: "right",
      cell: (row) => (
        <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
          {row.permissions.includes("WRITE") && (
            <IconButton size="small" aria-label={`Edit ${row.title}`} onClick={() => onEdit(row)}>
              <EditIcon fontSize="small" />
            </IconButton>
          )}
          {row.permissions.includes("DELETE") && (
            <IconButton size="small" aria-label={`Delete ${row.title}`} onClick={() => onDelete(row)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <DataTable
      label="Activities"
      columns={columns}
      rows={activities}
      rowKey={(row) => row.id}
      columnChooser={{ tableId: global ? "activities" : "tracking-activities" }}
      {...table}
      {...paging}
    />
  );
}
