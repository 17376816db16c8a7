// The calendar itself (FullCalendar, SPEC 2.3 "Calendar", 9): the list of a month, the month grid
// (Sunday first, whole weeks, at most 3 events a day and then "View all (n)") or the list of a day,
// with the events of both sources. The page's URL says which view and day: the calendar follows it
// (its own toolbar is off; CalendarNavigator steps) and reports the days it shows. A day number, a
// day's cell or its "View all" link opens that day; an event opens its step or activity in the app.
import type { DatesSetArg, DayCellMountArg, EventClickArg, MoreLinkArg } from "@fullcalendar/core";
import dayGridPlugin from "@fullcalendar/daygrid";
import listPlugin from "@fullcalendar/list";
import FullCalendar from "@fullcalendar/react";
import { type CalendarView, eventsPerDay } from "@litfolio/shared/calendar";
import { messages } from "@litfolio/shared/messages";
import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import dayjs from "dayjs";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { API_DATE_FORMAT, formatDate } from "../../../lib/format";
import {
  type CalendarContent,
  calendarEvents,
  dayTotals,
  ESTIMATED_CLASS,
  type EventPalette,
  viewAllText,
} from "../calendar-events";
import type { CalendarPeriod } from "../calendar-period";
import { firstDayOfWeek, fullCalendarViews, periodOf } from "../calendar-period";
import { CalendarEventContent } from "./CalendarEventContent";

const plugins = [dayGridPlugin, listPlugin];

interface EventCalendarProps {
  view: CalendarView;
  /** YYYY-MM-DD: the day shown, or a day of the month shown. */
  date: string;
  /** The list views' events, or the month grid's days (`view=month`). */
  content: CalendarContent;
  onPeriodChange: (period: CalendarPeriod) => void;
  /** A day number, a day's cell or its "View all" link: that day's view. */
  onOpenDay: (date: string) => void;
}

/** The theme's colours for the events (SPEC 9). */
export function useEventPalette(): EventPalette {
  const { palette } = useTheme();
  return {
    tones: {
      error: palette.error,
      accent: palette.accent,
      primary: palette.primary,
      secondary: palette.secondary,
    },
    paper: palette.background.paper,
    text: palette.text.primary,
  };
}

const apiDate = (date: Date) => dayjs(date).format(API_DATE_FORMAT);

export function EventCalendar({ view, date, content, onPeriodChange, onOpenDay }: EventCalendarProps) {
  const calendar = useRef<FullCalendar>(null);
  const openDay = useRef(onOpenDay);
  useEffect(() => {
    openDay.current = onOpenDay;
  }, [onOpenDay]);
  const navigate = useNavigate();
  const palette = useEventPalette();
  const paletteKey = JSON.stringify(palette);
  // A new array on every render would make FullCalendar redraw every event each time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the palette is compared by its value
  const events = useMemo(() => calendarEvents(content, palette), [content, paletteKey]);
  const totals = useMemo(() => dayTotals(content), [content]);

  // The URL leads: a new view or day is handed to the calendar, which then reports its days.
  useEffect(() => {
    calendar.current?.getApi().changeView(fullCalendarViews[view], date);
  }, [view, date]);

  const openEvent = ({ event, jsEvent }: EventClickArg) => {
    if (!event.url) return;
    // Prevented, or FullCalendar would load the address itself (a whole page load) after this.
    jsEvent.preventDefault();
    // A click with a modifier key opens a new tab, as on any link.
    if (jsEvent.ctrlKey || jsEvent.metaKey || jsEvent.shiftKey) window.open(event.url, "_blank", "noopener");
    else void navigate(event.url);
  };

  // A click on a day's cell, not on its events or links, opens that day. A listener of the cell's own
  // rather than FullCalendar's dateClick, whose interaction plugin (about 10 KB compressed, for
  // dragging and selecting too) would put the calendar page over its 350 KB (issue 30).
  const mountDayCell = ({ el, date: day }: DayCellMountArg) => {
    // A day's cell would be named by its number alone while it holds events too (WCAG 2.5.3); the
    // number (a link to the day) and the events name themselves.
    el.removeAttribute("aria-labelledby");
    el.addEventListener("click", (event) => {
      if (!(event.target instanceof Element && event.target.closest("a, .fc-event"))) {
        openDay.current(apiDate(day));
      }
    });
  };

  const openDayOfMoreLink = (arg: MoreLinkArg) => {
    onOpenDay(apiDate(arg.date));
    // The calendar goes to that day's list itself (returning nothing would open its popover instead).
    return fullCalendarViews.day;
  };

  return (
    <Box sx={calendarSx}>
      <FullCalendar
        ref={calendar}
        plugins={plugins}
        initialView={fullCalendarViews[view]}
        initialDate={date}
        headerToolbar={false}
        height="auto"
        firstDay={firstDayOfWeek}
        fixedWeekCount={false}
        dayMaxEvents={eventsPerDay}
        moreLinkContent={(arg) => <ViewAllText hidden={arg.num} totals={totals} />}
        moreLinkHint="Open the day with all its events"
        moreLinkClick={openDayOfMoreLink}
        moreLinkDidMount={({ el }) => fitMoreLink(el)}
        dayCellDidMount={mountDayCell}
        navLinks
        navLinkDayClick={(day: Date) => onOpenDay(apiDate(day))}
        navLinkHint="Open the day of $0"
        events={events}
        // The grid's events of a kind come ranked by the API (its first ones of each day).
        eventOrder={view === "month" ? "order,rank" : "order,title"}
        eventContent={(arg) => <CalendarEventContent arg={arg} />}
        eventClick={openEvent}
        displayEventTime={false}
        noEventsContent={messages.calendarEmpty}
        listDayFormat={{ weekday: "long" }}
        listDaySideFormat={({ date: day }) => formatDate(new Date(day.year, day.month, day.day))}
        datesSet={(arg: DatesSetArg) => onPeriodChange(periodOf(arg))}
      />
    </Box>
  );
}

/**
 * "View all (n)" with the day's total from the API: the grid holds only a day's first events, so
 * FullCalendar's count of those it hid is not the day's. FullCalendar names no day to this content:
 * its cell's `data-date` does.
 */
function ViewAllText({ hidden, totals }: { hidden: number; totals: ReadonlyMap<string, number> }) {
  const text = useRef<HTMLSpanElement>(null);
  const [day, setDay] = useState<string | null>(null);
  useLayoutEffect(() => {
    setDay(text.current?.closest("[data-date]")?.getAttribute("data-date") ?? null);
  });
  const total = (day && totals.get(day)) || hidden + eventsPerDay;
  return <span ref={text}>{viewAllText(total)}</span>;
}

/**
 * The "View all" link opens the day (a link), where FullCalendar marks it up for its popover, which
 * never opens: `aria-expanded` on it is not allowed and names nothing.
 */
function fitMoreLink(el: HTMLElement) {
  el.setAttribute("role", "link");
  el.removeAttribute("aria-expanded");
  el.removeAttribute("aria-controls");
}

/**
 * FullCalendar's look in the theme: readable greys (its own fade days of other months and the empty
 * text below 4.5:1), hollow dashed estimates, the links in the primary colour.
 */
const calendarSx = {
  "& .fc": {
    "--fc-border-color": "rgba(0, 0, 0, 0.12)",
    "--fc-neutral-text-color": "#53565a",
    "--fc-today-bg-color": "rgba(218, 170, 0, 0.12)",
    "--fc-list-event-hover-bg-color": "rgba(118, 35, 47, 0.06)",
    fontSize: "0.875rem",
  },
  "& .fc .fc-day-other .fc-daygrid-day-top": { opacity: 1, color: "text.secondary" },
  "& .fc .fc-day-other": { bgcolor: "rgba(0, 0, 0, 0.025)" },
  "& .fc .fc-daygrid-day-number, & .fc .fc-col-header-cell-cushion, & .fc .fc-list-day-cushion a": {
    color: "text.primary",
  },
  "& .fc .fc-daygrid-day-frame": { cursor: "pointer", minHeight: { xs: 64, md: 96 } },
  "& .fc .fc-list-empty": { bgcolor: "background.paper" },
  "& .fc .fc-list-empty-cushion": { color: "text.primary", textAlign: "center", px: 2 },
  [`& .fc .${ESTIMATED_CLASS}`]: { borderStyle: "dashed", borderWidth: 2 },
  // WCAG 2.5.8: every link in the grid is at least 24 px high.
  "& .fc .fc-daygrid-event": {
    whiteSpace: "nowrap",
    mx: "2px",
    minHeight: 24,
    display: "flex",
    alignItems: "center",
  },
  // The title is cut with an ellipsis inside its event, not drawn beyond it.
  "& .fc .fc-daygrid-event .fc-event-main": { flex: "1 1 auto", minWidth: 0, overflow: "hidden" },
  "& .fc .fc-daygrid-day-number": {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    minHeight: 24,
    minWidth: 24,
  },
  // A phone's narrow day wraps "View all (n)" rather than cutting it.
  "& .fc .fc-daygrid-more-link": {
    display: "inline-flex",
    alignItems: "center",
    minHeight: 24,
    whiteSpace: "normal",
    lineHeight: 1.2,
    color: "primary.main",
    fontWeight: 600,
  },
} as const;
