// The activities base view (SPEC 2.3 "Activities"), on the global page and in a tracking: a New
// activity button (in a tracking, CREATE) or the Matter filter (global); the toggles Assigned to me
// and Created by me; the status toggles (list view); List or Column view; the expandable search
// panel with Search and Clear; the list or the columns. Everything is held in the URL; filter and
// search changes reload after 1000 ms (SPEC 9). Export to Excel takes the list's query: every row.
import {
  type Activity,
  type ActivityStatus,
  activitySearchColumnLabels,
  activityStatuses,
  activityStatusLabels,
} from "@litfolio/shared/activities";
import type { ProceduralStep } from "@litfolio/shared/tracking";
import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { loadFailure } from "../../../components/DataTable";
import { ExportButton } from "../../../components/ExportButton";
import { MatterFilter } from "../../../components/MatterFilter";
import { SEARCH_DEBOUNCE_MS, SearchPanel } from "../../../components/SearchPanel";
import { readSearchCriteria, tablePaging } from "../../../lib/table-state";
import { useDebouncedValue } from "../../../lib/useDebouncedValue";
import { useUrlTableState } from "../../../lib/useUrlTableState";
import {
  type ActivityContext,
  type ActivityTableState,
  activitiesRowsPerPageKey,
  activitiesTable,
  activityListRequest,
  activitySearchColumnsOf,
  activityTableStateOf,
  writeActivityTableState,
} from "../activity-table-state";
import { useActivities } from "../api/useActivities";
import { ActivityBoard } from "./ActivityBoard";
import { ActivityFormDialog, type ActivityTracking } from "./ActivityFormDialog";
import { ActivityTable } from "./ActivityTable";
import { useRemoveActivity } from "./useRemoveActivity";

interface ActivitiesViewProps {
  context: ActivityContext;
  /** In a tracking: where a new activity goes, and its steps (the step search column's choices). */
  tracking?: ActivityTracking & { steps: ProceduralStep[] };
}

/** Toggle buttons' text in the body colour: the default grey misses the 4.5:1 contrast on the page. */
const toggleSx = { "& .MuiToggleButton-root:not(.Mui-selected)": { color: "text.primary" } };

/** The filters whose change reloads only once they settle. */
const filtersOf = (state: ActivityTableState) =>
  JSON.stringify([state.assignedToMe, state.createdByMe, state.statuses, state.matterId]);

export function ActivitiesView({ context, tracking }: ActivitiesViewProps) {
  const [searchParams] = useSearchParams();
  const rowsPerPageKey = activitiesRowsPerPageKey(context);
  const [state, changeState] = useUrlTableState(
    (params) => activityTableStateOf(context, params),
    (next) => writeActivityTableState(context, next),
  );
  const settledFilters = useDebouncedValue(filtersOf(state), SEARCH_DEBOUNCE_MS);
  const [assignedToMe, createdByMe, statuses, matterId] = JSON.parse(settledFilters) as [
    boolean,
    boolean,
    ActivityStatus[],
    number | null,
  ];
  const listState = { ...state, assignedToMe, createdByMe, statuses, matterId };
  const activities = useActivities(context, listState);
  // The export takes the list's query (the search's criteria, toggles, statuses, sort), in a tracking
  // with the tracking itself.
  const exportQuery = {
    ...activityListRequest(context, listState).query,
    trackingId: context.kind === "tracking" ? context.trackingId : undefined,
  };
  const [editing, setEditing] = useState<Activity | { tracking: ActivityTracking } | null>(null);
  const remove = useRemoveActivity();
  const columns = activitySearchColumnsOf(context, state.matterId).map((column) => ({
    value: column,
    label: activitySearchColumnLabels[column],
    ...(column === "proceduralStepId"
      ? {
          kind: "choice" as const,
          choices: (tracking?.steps ?? []).map((step, index) => ({
            value: String(step.id),
            label: `${index + 1}. ${step.title}`,
          })),
        }
      : {}),
  }));
  const initialCriteria = readSearchCriteria(activitiesTable(context, state.matterId), searchParams);
  const mayCreate = context.kind === "tracking" && activities.data?.permissions.includes("CREATE");

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap", alignItems: "flex-end" }}>
        {context.kind === "global" ? (
          <MatterFilter
            value={state.matterId}
            onChange={(id) => changeState({ matterId: id, page: 0, search: {} })}
          />
        ) : (
          mayCreate &&
          tracking && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ tracking })}>
              New activity
            </Button>
          )
        )}
        <FilterSwitch
          label="Assigned to me"
          checked={state.assignedToMe}
          onChange={(assignedToMe) => changeState({ assignedToMe, page: 0 })}
        />
        <FilterSwitch
          label="Created by me"
          checked={state.createdByMe}
          onChange={(createdByMe) => changeState({ createdByMe, page: 0 })}
        />
        {state.view === "list" && (
          <ToggleButtonGroup
            size="small"
            aria-label="Status"
            sx={toggleSx}
            value={state.statuses}
            onChange={(_event, chosen: ActivityStatus[]) =>
              changeState({ statuses: activityStatuses.filter((status) => chosen.includes(status)), page: 0 })
            }
          >
            {activityStatuses.map((status) => (
              <ToggleButton key={status} value={status}>
                {activityStatusLabels[status]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="View"
          value={state.view}
          onChange={(_event, view) => view && changeState({ view })}
          sx={{ ...toggleSx, ml: "auto" }}
        >
          <ToggleButton value="list">List</ToggleButton>
          <ToggleButton value="column">Column</ToggleButton>
        </ToggleButtonGroup>
        <ExportButton path="dbbw/activities/export" query={exportQuery} />
      </Stack>
      <SearchPanel
        // New columns (a matter chosen), or a step's activities button, start the criteria afresh.
        key={`${columns.map((column) => column.value).join()}:${state.search.proceduralStepId ?? ""}`}
        title="Search activities"
        columns={columns}
        initialCriteria={initialCriteria}
        search={state.search}
        onSearchChange={(search) => changeState({ search, page: 0 })}
        defaultExpanded={initialCriteria.length > 0}
        withButtons
      />
      {state.view === "column" ? (
        <>
          {(activities.data?.totalElements ?? 0) > (activities.data?.items.length ?? 0) && (
            <Typography color="text.secondary">
              Showing the first {activities.data?.items.length} of {activities.data?.totalElements}{" "}
              activities, by due date: narrow the search to see the rest.
            </Typography>
          )}
          <ActivityBoard activities={activities.data?.items ?? []} />
        </>
      ) : (
        <ActivityTable
          global={context.kind === "global"}
          activities={activities.data?.items}
          totalElements={activities.data?.totalElements ?? 0}
          loading={activities.isFetching}
          failure={loadFailure(activities)}
          paging={tablePaging(state, changeState)}
          rowsPerPageKey={rowsPerPageKey}
          onEdit={setEditing}
          onDelete={(activity) => void remove(activity)}
        />
      )}
      <ActivityFormDialog target={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

function FilterSwitch(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <FormControlLabel
      label={props.label}
      control={<Switch checked={props.checked} onChange={(event) => props.onChange(event.target.checked)} />}
    />
  );
}
