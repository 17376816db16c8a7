// The Calendar (/calendar/, SPEC 2.1, 2.3 "Calendar", 9): the procedural deadlines and activities of
// the caller's matters in a paged list of a month, a month grid or a day, with the navigator, the filters,
// a legend of the colours and Subscribe (the personal iCalendar feed). The view, the day and every
// filter (and the list's page) live in the URL; a filter change reloads once the filters have settled for 1000 ms, a new
// period at once.
import type { CalendarGrid } from "@litfolio/shared/calendar";
import { messages } from "@litfolio/shared/messages";
import EventRepeatIcon from "@mui/icons-material/EventRepeat";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import dayjs from "dayjs";
import { useMemo, useState } from "react";
import { loadFailure } from "../../../components/DataTable";
import { InlineMessage } from "../../../components/InlineMessage";
import { PageHeader } from "../../../components/PageHeader";
import { ProgressBar } from "../../../components/ProgressBar";
import { SEARCH_DEBOUNCE_MS } from "../../../components/SearchPanel";
import { API_DATE_FORMAT } from "../../../lib/format";
import { useActiveUser } from "../../../lib/session/active-user";
import { useDebouncedValue } from "../../../lib/useDebouncedValue";
import { useUrlTableState } from "../../../lib/useUrlTableState";
import { useCalendarActivities } from "../api/useCalendarActivities";
import { useCalendarEvents } from "../api/useCalendarEvents";
import { useCalendarSteps } from "../api/useCalendarSteps";
import { visiblePeriod } from "../calendar-period";
import {
  type CalendarState,
  calendarRequests,
  type CalendarFilters as Filters,
  filtersOf,
  fromFirstPage,
  readCalendarState,
  writeCalendarState,
} from "../calendar-state";
import { CalendarFilters } from "../components/CalendarFilters";
import { CalendarLegend } from "../components/CalendarLegend";
import { CalendarList } from "../components/CalendarList";
import { CalendarNavigator } from "../components/CalendarNavigator";
import { EventCalendar } from "../components/EventCalendar";
import { SubscribeDialog } from "../components/SubscribeDialog";
import { feedFiltersOf } from "../feed-filters";

export function CalendarPage() {
  const user = useActiveUser();
  // The guard lets only a signed-in user in; "Me" is this user.
  return user ? <UserCalendar myId={user.id} /> : null;
}

function UserCalendar({ myId }: { myId: number }) {
  const today = dayjs().format(API_DATE_FORMAT);
  const [state, changeUrlState] = useUrlTableState(
    (params) => readCalendarState(params, today),
    (next) => writeCalendarState(next, today),
  );
  const changeState = (change: Partial<CalendarState>) => changeUrlState(fromFirstPage(change));
  // What the calendar shows; the first request need not wait for it to report its days.
  const [period, setPeriod] = useState(() => visiblePeriod(state.view, state.date));
  const settledFilters = useDebouncedValue(JSON.stringify(filtersOf(state)), SEARCH_DEBOUNCE_MS);
  const filters = JSON.parse(settledFilters) as Filters;
  // The list view is a page of both kinds from one request; the grid and the day take each kind's.
  const requests = calendarRequests(state, filters, period, myId);
  const list = useCalendarEvents(requests.list);
  const steps = useCalendarSteps(requests.steps);
  const activities = useCalendarActivities(requests.activities);
  const content = useMemo(
    () => ({ steps: steps.data, activities: activities.data }),
    [steps.data, activities.data],
  );
  const [subscribing, setSubscribing] = useState(false);
  const pageFilters = filtersOf(state);

  return (
    <Stack spacing={2} sx={{ pb: 4 }}>
      <PageHeader
        title="Calendar"
        actions={
          <Button variant="contained" startIcon={<EventRepeatIcon />} onClick={() => setSubscribing(true)}>
            Subscribe
          </Button>
        }
      />
      <Paper variant="outlined" component="section" aria-label="Filters" sx={{ p: 2 }}>
        <CalendarFilters state={state} onChange={changeState} myId={myId} />
      </Paper>
      <Paper variant="outlined" component="section" aria-label="Calendar" sx={{ p: { xs: 1, sm: 2 } }}>
        <Stack spacing={2}>
          <CalendarNavigator
            view={state.view}
            date={state.date}
            today={today}
            onDateChange={(date) => changeState({ date })}
            onViewChange={(view) => changeState({ view })}
          />
          <CalendarLegend />
          {state.view === "list" ? (
            <CalendarList
              answer={list.data}
              loading={list.isFetching}
              failure={loadFailure(list)}
              page={state.page}
              size={state.size}
              onPageChange={(page) => changeUrlState({ page })}
              onPageSizeChange={(size) => changeState({ size })}
            />
          ) : (
            <>
              <Truncated what="Procedural deadlines" answer={steps.data} />
              <Truncated what="Activities" answer={activities.data} />
              <Box sx={{ height: 4 }}>
                {(steps.isFetching || activities.isFetching) && <ProgressBar label="Loading events" />}
              </Box>
              <EventCalendar
                view={state.view}
                date={state.date}
                content={content}
                onPeriodChange={setPeriod}
                onOpenDay={(date) => changeState({ view: "day", date })}
              />
            </>
          )}
        </Stack>
      </Paper>
      <SubscribeDialog
        open={subscribing}
        onClose={() => setSubscribing(false)}
        filters={feedFiltersOf(pageFilters)}
      />
    </Stack>
  );
}

/** An answer cut at the shared limit says so, with how many there are. */
function Truncated({
  what,
  answer,
}: {
  what: string;
  answer: { items: unknown[]; totalElements: number } | CalendarGrid<unknown> | undefined;
}) {
  // The month grid's answer holds every day's count: nothing is cut.
  if (!answer || "days" in answer || answer.totalElements <= answer.items.length) return null;
  return (
    <InlineMessage severity="info">
      {what}: {messages.calendarTruncated(answer.items.length, answer.totalElements)}
    </InlineMessage>
  );
}
