// Dates as people type them (DD-MM-YYYY, SPEC 5.1) and as forms and the API keep them (YYYY-MM-DD),
// and a period (two dates, either open) held as one text "start..end" so it fits a search criterion.
import { messages } from "@litfolio/shared/messages";
import { dateProblem, dateYears } from "@litfolio/shared/proceedings";

const isoPattern = /^\d{4}-\d{2}-\d{2}$/;
const typedPatterns = [
  /^(\d{1,2})[-./](\d{1,2})[-./](\d{4})$/,
  // DDMMYYYY: the digits alone, as typed on a number pad.
  /^(\d{2})(\d{2})(\d{4})$/,
];

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!isoPattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** What was typed, as the form keeps it: "" when empty, YYYY-MM-DD when it is a date, else the text. */
export function typedToIsoDate(text: string): string {
  const trimmed = text.trim();
  const match = typedPatterns.map((pattern) => pattern.exec(trimmed)).find(Boolean);
  if (!match) return trimmed;
  const [, day = "", month = "", year = ""] = match;
  const iso = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return isIsoDate(iso) ? iso : trimmed;
}

/** A kept value as people read it: DD-MM-YYYY for a date, anything else as it is. */
export function isoToTyped(value: string | null | undefined): string {
  if (!value) return "";
  if (!isIsoDate(value)) return value;
  const [year, month, day] = value.split("-");
  return `${day}-${month}-${year}`;
}

/** The first and last date the shared date rule takes. */
export const dateRange = { first: `${dateYears.min}-01-01`, last: `${dateYears.max}-12-31` } as const;

/**
 * The dates a calendar offers: `dateRange`, narrowed to a pair's other end (`from` for an end date,
 * `until` for a start date) once that end is a date.
 */
export function calendarLimits({ from, until }: { from?: string; until?: string }) {
  return {
    first: from && isIsoDate(from) && from > dateRange.first ? from : dateRange.first,
    last: until && isIsoDate(until) && until < dateRange.last ? until : dateRange.last,
  };
}

export interface Period {
  start: string;
  end: string;
}

const PERIOD_SEPARATOR = "..";

/** "" when both ends are open, else "start..end". */
export const encodePeriod = ({ start, end }: Period): string =>
  start.trim() || end.trim() ? `${start.trim()}${PERIOD_SEPARATOR}${end.trim()}` : "";

export function decodePeriod(value: string | undefined): Period {
  const [start = "", end = ""] = (value ?? "").split(PERIOD_SEPARATOR);
  return { start: start.trim(), end: end.trim() };
}

/** SPEC 5.1: each given end must be a date the server takes, and the start must not be after the end. */
export function periodProblem(period: Period): string | null {
  const endProblem = (period.start && dateProblem(period.start)) || (period.end && dateProblem(period.end));
  if (endProblem) return endProblem;
  if (period.start && period.end && period.start > period.end) return messages.startAfterEnd;
  return null;
}
