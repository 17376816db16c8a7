// The calendar's route (/calendar/): its loader, which the router loads in parallel with the page (a
// small chunk), starts the requests of the view the URL names under its filters, so the events arrive
// while the page's chunks (FullCalendar, the date picker) still load.
import dayjs from "dayjs";
import { API_DATE_FORMAT } from "../../../lib/format";
import { queryClient } from "../../../lib/query-client";
import { getActiveUser } from "../../../lib/session/active-user";
import { calendarActivitiesQuery } from "../api/useCalendarActivities";
import { calendarEventsQuery } from "../api/useCalendarEvents";
import { calendarStepsQuery } from "../api/useCalendarSteps";
import { visiblePeriod } from "../calendar-period";
import { calendarRequests, filtersOf, readCalendarState } from "../calendar-state";

/** Not awaited: the page shows its own progress. Only for a signed-in user (the guard sends others to Login). */
export function calendarRouteLoader({ request }: { request: Request }) {
  const user = getActiveUser();
  if (!user) return null;
  const state = readCalendarState(new URL(request.url).searchParams, dayjs().format(API_DATE_FORMAT));
  const requests = calendarRequests(state, filtersOf(state), visiblePeriod(state.view, state.date), user.id);
  if (requests.list) void queryClient.prefetchQuery(calendarEventsQuery(requests.list));
  if (requests.steps) void queryClient.prefetchQuery(calendarStepsQuery(requests.steps));
  if (requests.activities) void queryClient.prefetchQuery(calendarActivitiesQuery(requests.activities));
  return null;
}
