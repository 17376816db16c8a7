// Missed deadlines of a matter (/matters/{m}/missed-deadlines, issue 18; the one rule since issue 27):
// every step not done whose dated deadline is before today while its proceeding is open — the list
// a partner checks weekly. Filters (a jurisdiction or workstream, court hearings only,
// client deadlines only), paging and sort (oldest deadline first) live in the URL; each code links to
// its step on the tracking page; Export to Excel takes the filters and sort.

import { messages } from "@litfolio/shared/messages";
import type { MissedDeadline } from "@litfolio/shared/missed-deadlines";
import GavelIcon from "@mui/icons-material/Gavel";
import PersonIcon from "@mui/icons-material/Person";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useParams } from "react-router";
import { CategoryFilter } from "../../../components/CategoryFilter";
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
import { formatDate, personName } from "../../../lib/format";
import { useMatter } from "../../../lib/matter-api/useMatter";
import { paths } from "../../../lib/paths";
import { positiveId } from "../../../lib/route-ids";
import { tablePaging } from "../../../lib/table-state";
import { useUrlTableState } from "../../../lib/useUrlTableState";
import { missedDeadlinesExportUrl } from "../api/missed-deadline-query-keys";
import { useMissedDeadlines } from "../api/useMissedDeadlines";
import {
  defaultMissedDeadlineSortState,
  type MissedDeadlineTableState,
  missedDeadlineFilterQuery,
  missedDeadlineRequest,
  readMissedDeadlineState,
  writeMissedDeadlineState,
} from "../missed-deadline-table-state";

const title = "Missed deadlines";

export function MissedDeadlinesPage() {
  const matterId = positiveId(useParams().matterId);
  if (matterId === null) return <NotFoundPage />;
  return <MissedDeadlines matterId={matterId} />;
}

/** A step's court hearing and client deadline marks, in words beside their icons. */
function StepMarks({ step }: { step: MissedDeadline["step"] }) {
  if (!step.courtHearing && !step.clientDeadline) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      {step.courtHearing && (
        <Chip size="small" variant="outlined" icon={<GavelIcon aria-hidden />} label="Court hearing" />
      )}
      {step.clientDeadline && (
        <Chip size="small" variant="outlined" icon={<PersonIcon aria-hidden />} label="Client deadline" />
      )}
    </Stack>
  );
}

const missedDeadlineColumns = (matterId: number): DataTableColumn<MissedDeadline>[] => [
  {
    id: "proceedingCode",
    label: "Proceedings",
    sortField: "proceedingCode",
    noWrap: true,
    cell: (row) => (
      <Link
        component={RouterLink}
        to={paths.tracking(matterId, row.proceeding.id, row.tracking.id, row.step.id)}
        sx={{ fontWeight: 600 }}
      >
        {row.proceeding.code}
      </Link>
    ),
  },
  {
    id: "category",
    label: "Jurisdiction/Workstream",
    sortField: "category",
    ellipsisWidth: 160,
    cell: (row) => `${row.proceeding.category.code} – ${row.proceeding.category.name}`,
  },
  { id: "step", label: "Step", ellipsisWidth: 280, cell: (row) => `${row.step.number}. ${row.step.title}` },
  {
    id: "deadline",
    label: "Deadline",
    sortField: "deadline",
    noWrap: true,
    cell: (row) => formatDate(row.step.deadline),
  },
  { id: "daysOverdue", label: "Days overdue", align: "right", noWrap: true, cell: (row) => row.daysOverdue },
  { id: "marks", label: "Court hearing/Client deadline", cell: (row) => <StepMarks step={row.step} /> },
  { id: "responsible", label: "Responsible", cell: (row) => personName(row.responsible) },
];

/** The filters above the table; each change starts again at the first page. */
function MissedDeadlineFilters({
  matterId,
  state,
  onChange,
}: {
  matterId: number;
  state: MissedDeadlineTableState;
  onChange: (change: Partial<MissedDeadlineTableState>) => void;
}) {
  const flag = (name: "courtHearing" | "clientDeadline", label: string) => (
    <FormControlLabel
      label={label}
      control={
        <Switch
          checked={state[name]}
          onChange={(event) => onChange({ [name]: event.target.checked, page: 0 })}
        />
      }
    />
  );
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap", alignItems: "flex-end" }}>
      <CategoryFilter
        matterId={matterId}
        value={state.categoryId}
        onChange={(categoryId) => onChange({ categoryId, page: 0 })}
      />
      {flag("courtHearing", "Court hearings only")}
      {flag("clientDeadline", "Client deadlines only")}
    </Stack>
  );
}

function MissedDeadlines({ matterId }: { matterId: number }) {
  const rowsPerPageKey = { matterId, table: "missed-deadlines" };
  const [state, changeState] = useUrlTableState(
    (params) => readMissedDeadlineState(matterId, params, storedRowsPerPage(rowsPerPageKey)),
    writeMissedDeadlineState,
  );
  const missed = useMissedDeadlines(matterId, missedDeadlineRequest(matterId, state));
  const matter = useMatter(matterId).data;
  return (
    <Stack spacing={2} sx={{ pb: 4 }}>
      <PageBreadcrumbs
        crumbs={[
          { label: "Matters", to: paths.matters },
          { label: matter?.name ?? "Matter", to: paths.matter(matterId) },
        ]}
        current={title}
      />
      <PageHeader
        title={title}
        actions={
          <ExportButton path={missedDeadlinesExportUrl(matterId)} query={missedDeadlineFilterQuery(state)} />
        }
      />
      <Typography variant="body2" color="text.secondary">
        {messages.missedDeadlineRule}
      </Typography>
      <MissedDeadlineFilters matterId={matterId} state={state} onChange={changeState} />
      <DataTable
        label={title}
        columns={missedDeadlineColumns(matterId)}
        rows={missed.data?.items}
        rowKey={(row) => row.step.id}
        totalElements={missed.data?.totalElements ?? 0}
        loading={missed.isFetching}
        failure={loadFailure(missed)}
        rowsPerPageKey={rowsPerPageKey}
        {...tablePaging(state, changeState)}
        sort={state.sort ?? defaultMissedDeadlineSortState}
      />
    </Stack>
  );
}
