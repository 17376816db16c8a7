// The frame of the judgements and settlements tabs (SPEC 2.3): a "New ..." button with WRITE, a
// server-paged table (15, 50, 100) with step title and deadline, the kind's columns, a content
// summary, edit and delete per row and an expandable row, the full-screen form, deleting after
// a confirmation, and Export to Excel of the kind's rows.
import type { Proceeding } from "@litfolio/shared/proceedings";
import type { Judgement, ResolutionKind, Settlement } from "@litfolio/shared/resolutions";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { Link as RouterLink } from "react-router";
import { ActionButton } from "../../../components/ActionButton";
import { useAlert } from "../../../components/AlertBanner";
import { useConfirm } from "../../../components/ConfirmDialog";
import {
  DataTable,
  type DataTableColumn,
  loadFailure,
  storedRowsPerPage,
} from "../../../components/DataTable";
import { ExportButton } from "../../../components/ExportButton";
import { formatStepDeadline } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { useTrackingAvailability } from "../../../lib/tracking-api/useTrackingAvailability";
import { useDeleteResolution } from "../api/useDeleteResolution";
import { useResolutionHearings } from "../api/useResolutionHearings";
import { type ResolutionOf, useResolutions } from "../api/useResolutions";
import { ResolutionFormDialog, type ResolutionFormKind } from "./ResolutionFormDialog";
import type { ResolutionFormValues } from "./resolution-form";
import { contentSummary } from "./resolution-format";

export interface ResolutionTabKind<Kind extends ResolutionKind> {
  form: ResolutionFormKind & { kind: Kind };
  /** The table's name, e.g. "Judgements". */
  title: string;
  /** The kind's columns between the step's and the content summary. */
  columns: DataTableColumn<ResolutionOf<Kind>>[];
  detail: (row: ResolutionOf<Kind>) => ReactNode;
  formValues: (row?: ResolutionOf<Kind>) => ResolutionFormValues;
}

interface ResolutionsTabProps<Kind extends ResolutionKind> {
  matterId: number;
  proceeding: Proceeding;
  tab: ResolutionTabKind<Kind>;
}

/** The step (a link to it on the tracking page) and its deadline, DD-MM-YYYY or MM-YYYY when estimated. */
const stepColumns = (
  stepPath: (stepId: number) => string | null,
): DataTableColumn<Judgement | Settlement>[] => [
  {
    id: "step",
    label: "Step",
    cell: (row) => {
      const to = row.step && stepPath(row.step.id);
      return to && row.step ? (
        <Link component={RouterLink} to={to}>
          {row.step.title}
        </Link>
      ) : (
        row.step?.title
      );
    },
  },
  {
    id: "deadline",
    label: "Step deadline",
    width: 130,
    noWrap: true,
    cell: (row) => row.step?.deadline && formatStepDeadline(row.step.deadline),
  },
];

export function ResolutionsTab<Kind extends ResolutionKind>({
  matterId,
  proceeding,
  tab,
}: ResolutionsTabProps<Kind>) {
  const { noun } = tab.form;
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(() => storedRowsPerPage({ matterId, table: tab.title }) ?? 15);
  const list = useResolutions(matterId, proceeding.id, tab.form.kind, { page, size });
  const steps = useResolutionHearings(matterId, proceeding.id).data?.items ?? [];
  const trackingId = useTrackingAvailability(matterId, proceeding.id).data?.trackingId;
  const stepPath = (stepId: number) =>
    trackingId ? paths.tracking(matterId, proceeding.id, trackingId, stepId) : null;
  const [editing, setEditing] = useState<ResolutionFormValues | null>(null);
  const remove = useRemoveResolution(matterId, proceeding.id, noun);
  const mayWrite = (list.data?.permissions ?? proceeding.permissions).includes("WRITE");

  const columns: DataTableColumn<ResolutionOf<Kind>>[] = [
    ...(stepColumns(stepPath) as DataTableColumn<ResolutionOf<Kind>>[]),
    ...tab.columns,
    { id: "contents", label: "Content", cell: (row) => contentSummary(row.contents) },
    {
      id: "actions",
      label: "Actions",
      align: "right",
      width: 110,
      cell: (row) =>
        row.permissions.includes("WRITE") && (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end" }}>
            <ActionButton
              label={`Edit ${noun.toLowerCase()}`}
              onClick={() => setEditing(tab.formValues(row))}
            >
              <EditIcon fontSize="small" />
            </ActionButton>
            <ActionButton label={`Delete ${noun.toLowerCase()}`} onClick={() => remove(row.id)}>
              <DeleteIcon fontSize="small" />
            </ActionButton>
          </Stack>
        ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        <Typography variant="h6" component="h2">
          {tab.title}
        </Typography>
        <Stack direction="row" spacing={1}>
          <ExportButton
            path={`dbbw/matters/${matterId}/proceedings/${proceeding.id}/resolutions/export`}
            query={{ resolution: tab.form.kind }}
          />
          {mayWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(tab.formValues())}>
              New {noun}
            </Button>
          )}
        </Stack>
      </Box>
      <DataTable
        label={tab.title}
        columns={columns}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        totalElements={list.data?.totalElements ?? 0}
        loading={list.isFetching}
        failure={loadFailure(list)}
        page={page}
        pageSize={size}
        onPageChange={setPage}
        onPageSizeChange={(next) => {
          setSize(next);
          setPage(0);
        }}
        rowsPerPageKey={{ matterId, table: tab.title }}
        rowDetail={{
          label: (row) => `Details of ${noun.toLowerCase()} ${row.type.value}`,
          content: tab.detail,
        }}
      />
      <ResolutionFormDialog
        matterId={matterId}
        proceedingId={proceeding.id}
        form={tab.form}
        steps={steps}
        values={editing}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}

function useRemoveResolution(matterId: number, proceedingId: number, noun: string) {
  const alert = useAlert();
  const confirm = useConfirm();
  const deletion = useDeleteResolution(matterId, proceedingId);
  return async (id: number) => {
    const confirmed = await confirm({
      title: `Delete ${noun.toLowerCase()}`,
      message: `Do you want to delete this ${noun.toLowerCase()}?`,
    });
    if (!confirmed) return;
    deletion.mutate(id, { onSuccess: (answer) => alert.success(answer.message) });
  };
}
