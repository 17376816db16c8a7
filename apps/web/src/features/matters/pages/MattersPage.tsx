// Matters (/matters/, SPEC 2.3 "Matters list"): search by client, matter name or matter number, the
// table, and the add button (CREATE on the list) opening the full-screen matter form. Page, size,
// sort and search live in the URL query.
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { AddFab } from "../../../components/AddFab";
import { loadFailure, storedRowsPerPage } from "../../../components/DataTable";
import { SearchPanel } from "../../../components/SearchPanel";
import { readSearchCriteria, readTableState, writeTableState } from "../../../lib/table-state";
import { useUrlTableState } from "../../../lib/useUrlTableState";
import { useMatters } from "../api/useMatters";
import { MatterFormDialog } from "../components/MatterFormDialog";
import { MatterTable, mattersRowsPerPageKey } from "../components/MatterTable";
import {
  type MatterSearchColumn,
  matterSearchColumnLabels,
  matterSearchColumns,
  mattersTable,
} from "../matter-table-state";

const columnOptions = matterSearchColumns.map((column) => ({
  value: column,
  label: matterSearchColumnLabels[column],
}));

export function MattersPage() {
  const [searchParams] = useSearchParams();
  const [state, changeState] = useUrlTableState(
    (params) => readTableState(mattersTable, params, storedRowsPerPage(mattersRowsPerPageKey)),
    writeTableState<MatterSearchColumn>,
  );
  const matters = useMatters(state);
  const [adding, setAdding] = useState(false);

  return (
    <Stack spacing={2} sx={{ pb: 10 }}>
      <SearchPanel
        title="Search matters"
        columns={columnOptions}
        initialCriteria={readSearchCriteria(mattersTable, searchParams)}
        search={state.search}
        onSearchChange={(search) => changeState({ search, page: 0 })}
      />
      <MatterTable
        matters={matters.data?.items}
        totalElements={matters.data?.totalElements ?? 0}
        loading={matters.isFetching}
        failure={loadFailure(matters)}
        state={state}
        onPageChange={(page) => changeState({ page })}
        onPageSizeChange={(size) => changeState({ size, page: 0 })}
        onSortChange={(sort) => changeState({ sort, page: 0 })}
      />
      {matters.data?.permissions.includes("CREATE") && (
        <AddFab label="Add matter" onClick={() => setAdding(true)} />
      )}
      <MatterFormDialog target={adding ? "new" : null} onClose={() => setAdding(false)} />
    </Stack>
  );
}
