// The calendar's events (SPEC 2.3 "Calendar", 9): each step deadline and each activity as an all-day
// FullCalendar event that links to its tracking step or activity page, titled with the proceeding
// code, and coloured by the theme: steps primary, court hearings accent, activities secondary, a
// missed deadline or an overdue activity error. An estimated deadline (a month) sits on the month's
// first day, titled "Estimated (month): " and drawn hollow with a dashed border.
import type { EventInput } from "@fullcalendar/core";
import { activityStatusLabels } from "@litfolio/shared/activities";
import { type CalendarActivity, type CalendarStep, eventsPerDay } from "@litfolio/shared/calendar";
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

export type CalendarEventDetails =
  | { kind: "step"; step: CalendarStep }
  | { kind: "activity"; activity: CalendarActivity };

/** What an event carries besides FullCalendar's fields (its `extendedProps`). */
export interface CalendarEventProps {
  details: CalendarEventDetails;
  tone: EventTone;
  estimated: boolean;
  /** Orders a day's events (FullCalendar's `eventOrder`). */
  order: number;
}

export const ESTIMATED_CLASS = "calendar-event-estimated";
export const ESTIMATED_PREFIX = "Estimated (month): ";

export const stepTone = (step: CalendarStep): EventTone =>
  step.missedDeadline ? "error" : step.courtHearing ? "accent" : "primary";

export const activityTone = (activity: CalendarActivity): EventTone =>
  activity.overdue ? "error" : "secondary";

/** The day a step shows on: its deadline, or the first of its month when estimated ("YYYY-MM"). */
export const stepDay = (step: CalendarStep) =>
  step.estimateDeadline ? `${step.deadline.slice(0, 7)}-01` : step.deadline;

export const stepTitle = (step: CalendarStep) =>
  `${step.estimateDeadline ? ESTIMATED_PREFIX : ""}${step.proceeding.code}: ${step.title}`;

export const activityTitle = (activity: CalendarActivity) => `${activity.proceeding.code}: ${activity.title}`;

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

export const stepEvent = (step: CalendarStep, palette: EventPalette): EventInput =>
  calendarEvent(
    `step-${step.id}`,
    stepTitle(step),
    stepDay(step),
    paths.tracking(step.matter.id, step.proceeding.id, step.trackingId, step.id),
    { details: { kind: "step", step }, tone: stepTone(step), estimated: step.estimateDeadline },
    palette,
  );

export const activityEvent = (activity: CalendarActivity, palette: EventPalette): EventInput =>
  calendarEvent(
    `activity-${activity.id}`,
    activityTitle(activity),
    activity.dueDate,
    paths.activity(activity.id),
    { details: { kind: "activity", activity }, tone: activityTone(activity), estimated: false },
    palette,
  );

/** Both sources' items as events. */
export const calendarEvents = (
  steps: readonly CalendarStep[],
  activities: readonly CalendarActivity[],
  palette: EventPalette,
): EventInput[] => [
  ...steps.map((step) => stepEvent(step, palette)),
  ...activities.map((activity) => activityEvent(activity, palette)),
];

/**
 * Where an event belongs, for the list views: its matter and jurisdiction or workstream, and an
 * activity's status and responsible person.
 */
export function eventContext(details: CalendarEventDetails): string {
  const item = details.kind === "step" ? details.step : details.activity;
  const place = [item.matter.name, `${item.category.code} ${item.category.name}`];
  if (details.kind === "step") return place.join(" · ");
  const { activity } = details;
  return [...place, activityStatusLabels[activity.status], personName(activity.responsible)].join(" · ");
}

/**
 * The month grid's link under a full day (SPEC 2.3): "View all (n)" with the day's total. FullCalendar
 * tells only how many it hid; every event is one all-day event, so a full day shows `eventsPerDay`.
 */
export const viewAllText = (hidden: number) => `View all (${hidden + eventsPerDay})`;
