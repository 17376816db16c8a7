// The calendar's filters (SPEC 2.3 "Calendar", 9): the Matter and, once one is chosen, its
// Jurisdiction/Workstream; the Activities and Proceedings toggles (one stays on); for activities the
// statuses (one stays on) and whose ("Me", "Everyone" or one of the matter's assignees); for the
// procedural deadlines "Court hearings only" and "Client deadlines only". A filter of a kind that is
// switched off is disabled.
import { type ActivityStatus, activityStatuses, activityStatusLabels } from "@litfolio/shared/activities";
import { type CalendarResponsible, calendarEventKinds } from "@litfolio/shared/calendar";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";
import { CategoryFilter, filterSelectSx } from "../../../components/CategoryFilter";
import { SelectField } from "../../../components/form/SelectField";
import { MatterFilter } from "../../../components/MatterFilter";
import { personName } from "../../../lib/format";
import { useAssignees } from "../../../lib/matter-api/useAssignees";
import { type CalendarState, kindLabels, matterChange, toggled } from "../calendar-state";

/** Toggle buttons' text in the body colour: the default grey misses the 4.5:1 contrast on the page. */
const toggleSx = {
  "& .MuiToggleButton-root:not(.Mui-selected):not(.Mui-disabled)": { color: "text.primary" },
};

/** Wide enough for a matter's name, as for a category's code and name. */
const selectSx = filterSelectSx;

interface CalendarFiltersProps {
  state: CalendarState;
  onChange: (change: Partial<CalendarState>) => void;
  /** The signed-in user: "Me" among the responsible choices, not again as an assignee. */
  myId: number;
}

export function CalendarFilters({ state, onChange, myId }: CalendarFiltersProps) {
  const activities = state.kinds.includes("ACTIVITIES");
  const steps = state.kinds.includes("TRACKING");
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap", alignItems: "flex-end" }}>
        <Box sx={selectSx}>
          <MatterFilter
            value={state.matterId}
            onChange={(matterId) => onChange(matterChange(state, matterId))}
          />
        </Box>
        {state.matterId === null ? (
          <Box sx={selectSx}>
            <SelectField
              size="small"
              label="Jurisdiction/Workstream"
              value=""
              onChange={() => {}}
              options={[]}
              placeholder="Choose a matter first"
              disabled
            />
          </Box>
        ) : (
          <CategoryFilter
            matterId={state.matterId}
            value={state.categoryId}
            onChange={(categoryId) => onChange({ categoryId })}
          />
        )}
        {calendarEventKinds.map((kind) => (
          <FormControlLabel
            key={kind}
            label={kindLabels[kind]}
            control={
              <Switch
                checked={state.kinds.includes(kind)}
                // The last kind on stays on: a calendar of nothing would only ever be empty.
                disabled={state.kinds.length === 1 && state.kinds.includes(kind)}
                onChange={() => onChange({ kinds: toggled(state.kinds, kind, calendarEventKinds) })}
              />
            }
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: "wrap", alignItems: "flex-end" }}>
        <FilterGroup title="Activities" disabled={!activities}>
          <StatusFilter
            value={state.statuses}
            disabled={!activities}
            onChange={(statuses) => onChange({ statuses })}
          />
          <ResponsibleFilter
            matterId={state.matterId}
            myId={myId}
            value={state.responsible}
            disabled={!activities}
            onChange={(responsible) => onChange({ responsible })}
          />
        </FilterGroup>
        <FilterGroup title="Procedural deadlines" disabled={!steps}>
          <FilterSwitch
            label="Court hearings only"
            checked={state.courtHearingsOnly}
            disabled={!steps}
            onChange={(courtHearingsOnly) => onChange({ courtHearingsOnly })}
          />
          <FilterSwitch
            label="Client deadlines only"
            checked={state.clientDeadlinesOnly}
            disabled={!steps}
            onChange={(clientDeadlinesOnly) => onChange({ clientDeadlinesOnly })}
          />
        </FilterGroup>
      </Stack>
    </Stack>
  );
}

/** A labelled group of one kind's filters. */
function FilterGroup({
  title,
  disabled,
  children,
}: {
  title: string;
  disabled: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Stack role="group" aria-labelledby={titleId} spacing={0.75}>
      <Typography
        id={titleId}
        variant="body2"
        sx={{ fontWeight: 600, color: disabled ? "text.secondary" : "text.primary" }}
      >
        {title}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap", alignItems: "flex-end" }}>
        {children}
      </Stack>
    </Stack>
  );
}

function StatusFilter({
  value,
  disabled,
  onChange,
}: {
  value: ActivityStatus[];
  disabled: boolean;
  onChange: (statuses: ActivityStatus[]) => void;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      aria-label="Status"
      sx={toggleSx}
      value={value}
      disabled={disabled}
      onChange={(_event, chosen: ActivityStatus[]) => {
        // The last status on stays on, as the last kind does.
        if (chosen.length > 0) onChange(activityStatuses.filter((status) => chosen.includes(status)));
      }}
    >
      {activityStatuses.map((status) => (
        <ToggleButton key={status} value={status}>
          {activityStatusLabels[status]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

const responsibleValue = (responsible: CalendarResponsible) => String(responsible);

/** "Me", "Everyone", and with a matter chosen its assignees (the signed-in user is "Me"). */
function ResponsibleFilter({
  matterId,
  myId,
  value,
  disabled,
  onChange,
}: {
  matterId: number | null;
  myId: number;
  value: CalendarResponsible;
  disabled: boolean;
  onChange: (responsible: CalendarResponsible) => void;
}) {
  const assignees = useAssignees(matterId).data ?? [];
  const others = matterId === null ? [] : assignees.filter((assignee) => assignee.id !== myId);
  return (
    <Box sx={selectSx}>
      <SelectField
        size="small"
        label="Assigned to"
        value={responsibleValue(value)}
        disabled={disabled}
        onChange={(selected) =>
          onChange(selected === "me" || selected === "everyone" ? selected : Number(selected))
        }
        options={[
          { value: "me", label: "Me" },
          { value: "everyone", label: "Everyone" },
          ...others.map((assignee) => ({
            value: String(assignee.id),
            label: personName(assignee),
            group: "People on this matter",
          })),
        ]}
      />
    </Box>
  );
}

function FilterSwitch(props: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      label={props.label}
      disabled={props.disabled}
      control={<Switch checked={props.checked} onChange={(event) => props.onChange(event.target.checked)} />}
    />
  );
}
