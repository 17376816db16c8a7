// The calendar's list view (SPEC 2.3 "Calendar"): the step deadlines and activities of the month as a
// paged table, the server's page in date order (deadlines first on a day), each title a link to its
// tracking step or activity, with its marks (missed, court hearing, client deadline, overdue) as the
// calendar's other views show them.
import { activityStatusLabels } from "@litfolio/shared/activities";
import type { CalendarEvents, CalendarListEvent } from "@litfolio/shared/calendar";
import { messages } from "@litfolio/shared/messages";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { Link as RouterLink } from "react-router";
import { DataTable, type DataTableColumn, type LoadFailure } from "../../../components/DataTable";
import { formatStepDeadline, personName } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { type CalendarEventDetails, ESTIMATED_PREFIX } from "../calendar-events";
import { MarkLabel, marksOf } from "./CalendarEventContent";

const detailsOf = (event: CalendarListEvent): CalendarEventDetails =>
  event.kind === "TRACKING" ? { kind: "step", step: event } : { kind: "activity", activity: event };

const linkOf = (event: CalendarListEvent) =>
  event.kind === "TRACKING"
    ? paths.tracking(event.matter.id, event.proceeding.id, event.trackingId, event.id)
    : paths.activity(event.id);

const columns: DataTableColumn<CalendarListEvent>[] = [
  {
    id: "date",
    label: "Date",
    noWrap: true,
    cell: (event) => formatStepDeadline(event.kind === "TRACKING" ? event.deadline : event.dueDate),
  },
  {
    id: "kind",
    label: "Type",
    noWrap: true,
    cell: (event) => (event.kind === "TRACKING" ? "Procedural deadline" : "Activity"),
  },
  {
    id: "title",
    label: "Title",
    ellipsisWidth: 240,
    cell: (event) => (
      <Link component={RouterLink} to={linkOf(event)} sx={{ fontWeight: 600 }}>
        {event.kind === "TRACKING" && event.estimateDeadline ? ESTIMATED_PREFIX : ""}
        {event.title}
      </Link>
    ),
  },
  { id: "proceeding", label: "Proceedings", noWrap: true, cell: (event) => event.proceeding.code },
  { id: "matter", label: "Matter", ellipsisWidth: 160, cell: (event) => event.matter.name },
  {
    id: "category",
    label: "Jurisdiction/Workstream",
    ellipsisWidth: 160,
    cell: (event) => `${event.category.code} – ${event.category.name}`,
  },
  {
    id: "marks",
    label: "Marks",
    cell: (event) => (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
        {marksOf(detailsOf(event)).map((mark) => (
          <MarkLabel key={mark.label} mark={mark} />
        ))}
      </Stack>
    ),
  },
  {
    id: "status",
    label: "Status",
    noWrap: true,
    cell: (event) => (event.kind === "ACTIVITIES" ? activityStatusLabels[event.status] : null),
  },
  {
    id: "responsible",
    label: "Responsible",
    cell: (event) => (event.kind === "ACTIVITIES" ? personName(event.responsible) : null),
  },
];

interface CalendarListProps {
  answer: CalendarEvents<CalendarListEvent> | undefined;
  loading: boolean;
  failure: LoadFailure | undefined;
  page: number;
  size: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

export function CalendarList({ answer, page, size, ...table }: CalendarListProps) {
  return (
    <DataTable
      label="Procedural deadlines and activities"
      columns={columns}
      rows={answer?.items}
      rowKey={(event) => `${event.kind}-${event.id}`}
      totalElements={answer?.totalElements ?? 0}
      page={page}
      pageSize={size}
      rowsPerPageKey={{ table: "calendar" }}
      emptyText={messages.calendarEmpty}
      {...table}
    />
  );
}
