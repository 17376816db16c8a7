// The proceeding page's defendants tab (SPEC 2.3, 4, 8.2): every defendant of the matter with its part
// in this proceeding, searched and paged by the server (15, 50, 100), a warning icon on each
// defendant with an alert, the banner while the proceeding has inconsistencies, an expandable
// comment row, the edit dialog (WRITE), and Export to Excel of the searched list.
import { messages } from "@litfolio/shared/messages";
import type { ProceedingDefendant } from "@litfolio/shared/proceeding-lists";
import type { Proceeding } from "@litfolio/shared/proceedings";
import EditIcon from "@mui/icons-material/Edit";
import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import { useState } from "react";
import { ActionButton } from "../../../components/ActionButton";
import { DataTable, type DataTableColumn, loadFailure } from "../../../components/DataTable";
import { ExportButton } from "../../../components/ExportButton";
import { SearchField } from "../../../components/SearchField";
import { usePaging } from "../../../components/usePaging";
import { useStayWithinLastPage } from "../../../components/useStayWithinLastPage";
import { formatDate } from "../../../lib/format";
import { useDebouncedValue } from "../../../lib/useDebouncedValue";
import { useDefendants } from "../api/useDefendants";
import { DefendantFormDialog } from "../components/DefendantFormDialog";

/** Typing settles this long before the list reloads. */
export const DEFENDANT_SEARCH_DELAY_MS = 500;

export function DefendantsTab({ proceeding }: { proceeding: Proceeding }) {
  const ref = { matterId: proceeding.matter.id, proceedingId: proceeding.id };
  const [search, setSearch] = useState("");
  const query = useDebouncedValue(search.trim(), DEFENDANT_SEARCH_DELAY_MS);
  const paging = usePaging({ matterId: ref.matterId, table: "defendants" });
  const list = useDefendants(ref, { page: paging.page, size: paging.pageSize, query });
  useStayWithinLastPage(list.data?.totalElements, paging.page, paging.pageSize, paging.onPageChange);
  const mayWrite = (list.data?.permissions ?? proceeding.permissions).includes("WRITE");
  const [editing, setEditing] = useState<ProceedingDefendant | null>(null);

  return (
    <Stack spacing={2}>
      {(list.data?.defendantsAlert ?? proceeding.defendantsAlert) && (
        <Alert severity="warning">{messages.defendantsInconsistent}</Alert>
      )}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-end" } }}>
        <SearchField
          label="Search defendants"
          value={search}
          onChange={(value) => {
            setSearch(value);
            paging.onPageChange(0);
          }}
        />
        <ExportButton
          path={`dbbw/matters/${ref.matterId}/proceedings/${ref.proceedingId}/defendants/export`}
          query={{ query: query || undefined }}
        />
      </Stack>
      <DataTable
        label="Defendants"
        columns={defendantColumns(mayWrite ? setEditing : null)}
        rows={list.data?.items}
        rowKey={(defendant) => defendant.id.label.id}
        totalElements={list.data?.totalElements ?? 0}
        loading={list.isFetching}
        failure={loadFailure(list)}
        rowDetail={{
          label: (defendant) => `Comment on ${defendant.label}`,
          content: (defendant) => defendant.comment,
        }}
        {...paging}
      />
      <DefendantFormDialog proceeding={ref} defendant={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

function defendantColumns(onEdit: ((defendant: ProceedingDefendant) => void) | null) {
  const columns: DataTableColumn<ProceedingDefendant>[] = [
    { id: "defendant", label: "Defendant", cell: (defendant) => <DefendantName defendant={defendant} /> },
    { id: "involvement", label: "Involvement", cell: (defendant) => defendant.involvement?.value },
    { id: "status", label: "Status", cell: (defendant) => defendant.status?.value },
    {
      id: "tpnSentDate",
      label: "Third party notice sent on",
      noWrap: true,
      cell: (defendant) => formatDate(defendant.tpnSentDate),
    },
    {
      id: "joinedDate",
      label: "Joined on",
      noWrap: true,
      cell: (defendant) => formatDate(defendant.joinedDate),
    },
  ];
  if (!onEdit) return columns;
  return [
    ...columns,
    {
      id: "actions",
      label: "Actions",
      align: "right" as const,
      width: 100,
      cell: (defendant: ProceedingDefendant) => (
        <ActionButton label="Edit defendant" onClick={() => onEdit(defendant)}>
          <EditIcon fontSize="small" />
        </ActionButton>
      ),
    },
  ];
}

/** SPEC 4 "Defendant warnings": the icon's name and tooltip are the warning's text. */
function DefendantName({ defendant }: { defendant: ProceedingDefendant }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <span>{defendant.label}</span>
      {defendant.warning && (
        <Tooltip title={defendant.warning}>
          <WarningAmberIcon sx={{ color: "warning.dark" }} fontSize="small" titleAccess={defendant.warning} />
        </Tooltip>
      )}
    </Stack>
  );
}
