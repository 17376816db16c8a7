// Proceedings of a matter (/matters/{matterId}/proceedings, SPEC 2.3 "Proceedings list"): breadcrumb,
// the expandable "Search proceedings" panel, the status selector, the table, and the create button
// (CREATE on the list) opening the proceeding form. Page, size, sort, search and statuses live in
// the URL query, so a link (e.g. the overview's, with ONGOING_BUT_SETTLED) or a reload shows the same.
import { proceedingSearchColumnLabels, proceedingSearchColumns } from "@litfolio/shared/proceedings";
import AddIcon from "@mui/icons-material/Add";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink, useParams, useSearchParams } from "react-router";
import { loadFailure } from "../../../components/DataTable";
import { ExportButton } from "../../../components/ExportButton";
import { NotFoundPage } from "../../../components/NotFoundPage";
import { SearchPanel } from "../../../components/SearchPanel";
import { useMatter } from "../../../lib/matter-api/useMatter";
import { paths } from "../../../lib/paths";
import { readSearchCriteria, tablePaging } from "../../../lib/table-state";
import { useUrlTableState } from "../../../lib/useUrlTableState";
import { useProceedingStatuses } from "../api/useProceedingStatuses";
import { useProceedings } from "../api/useProceedings";
import { ProceedingFormDialog } from "../components/form/ProceedingFormDialog";
import { ProceedingTable } from "../components/list/ProceedingTable";
import { StatusFilter } from "../components/list/StatusFilter";
import {
  proceedingListRequest,
  proceedingSearchProblem,
  proceedingsTable,
  proceedingTableStateOf,
  writeProceedingTableState,
} from "../proceeding-table-state";

const columnOptions = proceedingSearchColumns.map((column) => ({
  value: column,
  label: proceedingSearchColumnLabels[column],
  kind: column === "period" ? ("period" as const) : ("text" as const),
}));

export function ProceedingsPage() {
  const matterId = Number(useParams().matterId);
  const validId = Number.isInteger(matterId) && matterId > 0;
  // Loaded beside the list (not before it): a matter the caller may not see is the not-found page.
  const matter = useMatter(validId ? matterId : null);
  if (!validId || matter.isError) return <NotFoundPage />;
  return <ProceedingsView matterId={matterId} />;
}

function ProceedingsView({ matterId }: { matterId: number }) {
  const [searchParams] = useSearchParams();
  const [state, changeState] = useUrlTableState(
    (params) => proceedingTableStateOf(matterId, params),
    writeProceedingTableState,
  );
  const proceedings = useProceedings(matterId, state);
  const statusOptions = useProceedingStatuses();
  const [adding, setAdding] = useState(false);
  const initialCriteria = readSearchCriteria(proceedingsTable(matterId), searchParams);

  return (
    <Stack spacing={2} sx={{ pb: 4 }}>
      <ProceedingsHeader matterId={matterId} />
      <SearchPanel
        title="Search proceedings"
        columns={columnOptions}
        initialCriteria={initialCriteria}
        search={state.search}
        onSearchChange={(search) => changeState({ search, page: 0 })}
        problemOf={proceedingSearchProblem}
        defaultExpanded={initialCriteria.length > 0}
      />
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ justifyContent: "space-between", alignItems: { sm: "flex-end" } }}
      >
        <StatusFilter
          options={statusOptions}
          value={state.statuses}
          onChange={(statuses) => changeState({ statuses, page: 0 })}
        />
        <Stack direction="row" spacing={1}>
          <ExportButton
            path={`dbbw/matters/${matterId}/proceedings/export`}
            query={proceedingListRequest(matterId, state).query}
          />
          {proceedings.data?.permissions.includes("CREATE") && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              Add proceedings
            </Button>
          )}
        </Stack>
      </Stack>
      <ProceedingTable
        matterId={matterId}
        proceedings={proceedings.data?.items}
        totalElements={proceedings.data?.totalElements ?? 0}
        loading={proceedings.isFetching}
        failure={loadFailure(proceedings)}
        paging={tablePaging(state, changeState)}
      />
      <ProceedingFormDialog
        matterId={matterId}
        target={adding ? "new" : null}
        onClose={() => setAdding(false)}
      />
    </Stack>
  );
}

/** Breadcrumb Matters > matter name > Proceedings, and the page's heading. */
function ProceedingsHeader({ matterId }: { matterId: number }) {
  const { data: matter } = useMatter(matterId);
  return (
    <>
      <Breadcrumbs aria-label="Breadcrumb">
        <Link component={RouterLink} to={paths.matters} underline="hover" color="inherit">
          Matters
        </Link>
        <Link component={RouterLink} to={paths.matter(matterId)} underline="hover" color="inherit">
          {matter?.name ?? "Matter"}
        </Link>
        <Typography color="text.primary" aria-current="page">
          Proceedings
        </Typography>
      </Breadcrumbs>
      <Typography variant="h2" component="h1">
        Proceedings
      </Typography>
    </>
  );
}
