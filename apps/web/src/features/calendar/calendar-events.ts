// The calendar's events (SPEC 2.3 "Calendar", 9): each step deadline and each activity as an all-day
// FullCalendar event that links to its tracking step or activity page, titled with the proceeding
// code, and coloured by the theme: steps primary, court hearings accent, activities secondary, a
// missed deadline or an overdue activity error. An estimated deadline (a month) sits on the month's
// first day, titled "Estimated (month): " and drawn hollow with a dashed border.
import type { EventInput } from "@fullcalendar/core";
import { activityStatusLabels } from "@litfolio/shared/activities";
import type {
  CalendarActivities,
  CalendarActivity,
  CalendarEvents,
  CalendarGrid,
  CalendarGridActivities,
  CalendarGridActivity,
  CalendarGridStep,
  CalendarGridSteps,
  CalendarStep,
  CalendarSteps,
} from "@litfolio/shared/calendar";
import { personName } from "../../lib/format";
import { paths } from "../../lib/paths";

/** The theme colour an event is drawn in; the order is the order within a day (the urgent first). */
export const eventTones = ["error", "accent", "primary", "secondary"] as const;
export type EventTone = (typeof eventTones)[number];

/** The legend's words for each colour. */
export const toneLabels: Record<EventTone, string> = {
  error: "Missed deadline or overdue activity",
  accent: "Court hearing",
  primary: "Procedural deadline",
  secondary: "Activity",
};

/** The theme's colours the events use: each tone's colour and the text on it, the page's paper and text. */
export interface EventPalette {
  tones: Record<EventTone, { main: string; contrastText: string }>;
  paper: string;
  text: string;
}

/** A step or activity of the list views (with where it belongs), or of the month grid (without). */
export type CalendarEventDetails =
  | { kind: "step"; step: CalendarStep | CalendarGridStep }
  | { kind: "activity"; activity: CalendarActivity | CalendarGridActivity };

/** What an event carries besides FullCalendar's fields (its `extendedProps`). */
export interface CalendarEventProps {
  details: CalendarEventDetails;
  tone: EventTone;
  estimated: boolean;
  /** Orders a day's events (FullCalendar's `eventOrder`). */
  order: number;
  /** In the month grid: the event's place among its kind's on its day, as the API ranked them. */
  rank?: number;
}

export const ESTIMATED_CLASS = "calendar-event-estimated";
export const ESTIMATED_PREFIX = "Estimated (month): ";

export const stepTone = (step: CalendarGridStep): EventTone =>
  step.missedDeadline ? "error" : step.courtHearing ? "accent" : "primary";

export const activityTone = (activity: CalendarGridActivity): EventTone =>
  activity.overdue ? "error" : "secondary";

/** The day a step shows on: its deadline, or the first of its month when estimated ("YYYY-MM"). */
export const stepDay = (step: CalendarGridStep) =>
  step.estimateDeadline ? `${step.deadline.slice(0, 7)}-01` : step.deadline;

export const stepTitle = (step: CalendarGridStep) =>
  `${step.estimateDeadline ? ESTIMATED_PREFIX : ""}${step.proceeding.code}: ${step.title}`;

export const activityTitle = (activity: CalendarGridActivity) =>
  `${activity.proceeding.code}: ${activity.title}`;

function coloured(tone: EventTone, estimated: boolean, palette: EventPalette) {
  const colour = palette.tones[tone];
  return estimated
    ? { backgroundColor: palette.paper, borderColor: colour.main, textColor: palette.text }
    : { backgroundColor: colour.main, borderColor: colour.main, textColor: colour.contrastText };
}

function calendarEvent(
  id: string,
  title: string,
  start: string,
  url: string,
  props: Omit<CalendarEventProps, "order">,
  palette: EventPalette,
): EventInput {
  return {
    id,
    title,
    start,
    allDay: true,
    url,
    ...coloured(props.tone, props.estimated, palette),
    classNames: props.estimated ? [ESTIMATED_CLASS] : [],
    extendedProps: { ...props, order: eventTones.indexOf(props.tone) } satisfies CalendarEventProps,
  };
}

export const stepEvent = (step: CalendarGridStep, palette: EventPalette, rank?: number): EventInput =>
  calendarEvent(
    `step-${step.id}`,
    stepTitle(step),
    stepDay(step),
    paths.tracking(step.matter.id, step.proceeding.id, step.trackingId, step.id),
    { details: { kind: "step", step }, tone: stepTone(step), estimated: step.estimateDeadline, rank },
    palette,
  );

export const activityEvent = (
  activity: CalendarGridActivity,
  palette: EventPalette,
  rank?: number,
): EventInput =>
  calendarEvent(
    `activity-${activity.id}`,
    activityTitle(activity),
    activity.dueDate,
    paths.activity(activity.id),
    { details: { kind: "activity", activity }, tone: activityTone(activity), estimated: false, rank },
    palette,
  );

/** What the calendar draws: both sources' answers, every event of the period or the month grid's days. */
export interface CalendarContent {
  steps: CalendarSteps | CalendarGridSteps | undefined;
  activities: CalendarActivities | CalendarGridActivities | undefined;
}

/** A grid's events with their rank on their day, or a list's as they are; none before an answer. */
function eventsOf<T, G>(
  answer: CalendarEvents<T> | CalendarGrid<G> | undefined,
  event: (item: T | G, rank?: number) => EventInput,
) {
  if (!answer) return [];
  if ("days" in answer) return answer.days.flatMap((day) => day.items.map((item, rank) => event(item, rank)));
  return answer.items.map((item) => event(item));
}

/** Both sources' items as events. */
export const calendarEvents = (
  { steps, activities }: CalendarContent,
  palette: EventPalette,
): EventInput[] => [
  ...eventsOf(steps, (step, rank) => stepEvent(step, palette, rank)),
  ...eventsOf(activities, (activity, rank) => activityEvent(activity, palette, rank)),
];

/** The month grid's number of events on each day (both kinds); a list answer counts none. */
export function dayTotals({ steps, activities }: CalendarContent): Map<string, number> {
  const totals = new Map<string, number>();
  for (const source of [steps, activities]) {
    if (!source || !("days" in source)) continue;
    for (const day of source.days) totals.set(day.date, (totals.get(day.date) ?? 0) + day.total);
  }
  return totals;
}

/**
 * Where an event belongs, for the list views: its matter and jurisdiction or workstream, and an
 * activity's status and responsible person.
 */
export function eventContext(details: CalendarEventDetails): string {
  // A month grid's event carries no place: the grid shows none.
  if (details.kind === "step") return inList<CalendarStep>(details.step) ? placeOf(details.step) : "";
  const { activity } = details;
  if (!inList<CalendarActivity>(activity)) return "";
  return [placeOf(activity), activityStatusLabels[activity.status], personName(activity.responsible)].join(
    " · ",
  );
}

/** A list view's step or activity (with its place), not a month grid's. */
const inList = <L extends CalendarStep | CalendarActivity>(item: object): item is L => "category" in item;

const placeOf = (item: CalendarStep | CalendarActivity) =>
  `${item.matter.name} · ${item.category.code} ${item.category.name}`;

/** The month grid's link under a full day (SPEC 2.3): "View all (n)" with the day's total. */
export const viewAllText = (total: number) => `View all (${total})`;
