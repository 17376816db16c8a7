// What the calendar shows of time (SPEC 2.3 "Calendar", 9): FullCalendar's view for each of ours, the
// days it shows (the period the two requests ask for), how previous and next step (the month and
// list views by month, the day view by day) and the navigator's title (dates as DD-MM-YYYY).
import type { CalendarView } from "@litfolio/shared/calendar";
import dayjs from "dayjs";
import { API_DATE_FORMAT, DATE_FORMAT } from "../../lib/format";

/** The visible days, both included (YYYY-MM-DD). */
export interface CalendarPeriod {
  from: string;
  to: string;
}

/** The list of a month, the month grid, and the list of one day (which can show the empty text). */
export const fullCalendarViews = {
  list: "listMonth",
  month: "dayGridMonth",
  day: "listDay",
} as const satisfies Record<CalendarView, string>;

/** The Sunday-first week (SPEC 9) as dayjs and FullCalendar count days: Sunday is 0. */
export const firstDayOfWeek = 0;

const apiDate = (date: dayjs.Dayjs) => date.format(API_DATE_FORMAT);

/**
 * FullCalendar's visible range (`datesSet`; its end is the day after the last one shown) as the
 * period the API takes, both days included.
 */
export const periodOf = (range: { start: Date; end: Date }): CalendarPeriod => ({
  from: apiDate(dayjs(range.start)),
  to: apiDate(dayjs(range.end).subtract(1, "day")),
});

/**
 * The days a view of a day shows, as FullCalendar lays them out: the day; its month; or the whole
 * weeks, Sunday to Saturday, that hold its month (no fixed six weeks). The first request starts
 * with it, before the calendar has reported its range.
 */
export function visiblePeriod(view: CalendarView, date: string): CalendarPeriod {
  const day = dayjs(date);
  if (view === "day") return { from: date, to: date };
  const first = day.startOf("month");
  const last = day.endOf("month").startOf("day");
  if (view === "list") return { from: apiDate(first), to: apiDate(last) };
  return {
    from: apiDate(first.subtract((first.day() - firstDayOfWeek + 7) % 7, "day")),
    to: apiDate(last.add((firstDayOfWeek + 6 - last.day()) % 7, "day")),
  };
}

/** Previous (-1) or next (1): a day in the day view, else the first day of the month before or after. */
export function steppedDate(view: CalendarView, date: string, direction: -1 | 1): string {
  const day = dayjs(date);
  return apiDate(view === "day" ? day.add(direction, "day") : day.startOf("month").add(direction, "month"));
}

/** The navigator's title: "March 2027", or "Friday 12-03-2027" in the day view. */
export const periodTitle = (view: CalendarView, date: string) =>
  dayjs(date).format(view === "day" ? `dddd ${DATE_FORMAT}` : "MMMM YYYY");

/** What the previous and next buttons step by, for their names ("Previous month"). */
export const stepUnit = (view: CalendarView) => (view === "day" ? "day" : "month");
