// Court working days (issue 18): a deadline computed from a template's duration lands on a working
// day of the proceeding's jurisdiction. Public holidays come from a maintained library
// (date-holidays, the country's public holidays only, not observances); court vacations that
// suspend civil deadlines (e.g. August in Spain) are the jurisdiction's own configuration. A date
// that moves says why ("moved from 15-08-2027: court vacation").
import { type CourtCountry, courtCountries } from "@litfolio/shared/deadlines";
import Holidays from "date-holidays";

/** A yearly period without court deadlines, as month-day bounds (both included). */
export interface CourtVacation {
  from: string;
  to: string;
  label: string;
}

/** Whose working days: a jurisdiction's country (ISO 3166 alpha-3, as the jurisdiction codes are). */
export interface CourtCalendar {
  country: CourtCountry;
  vacations: readonly CourtVacation[];
}

const holidaysByCountry = new Map<CourtCountry, Holidays>();

/** The country's holiday calendar, built once (building one reads its rules). */
function holidaysOf(country: CourtCountry): Holidays {
  let holidays = holidaysByCountry.get(country);
  if (!holidays) {
    holidays = new Holidays(courtCountries[country].alpha2);
    holidays.setLanguages("en");
    holidaysByCountry.set(country, holidays);
  }
  return holidays;
}

const weekdayName = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { weekday: "long", timeZone: "UTC" });

const inVacation = (day: string, vacation: CourtVacation) => {
  const monthDay = day.slice(5);
  return vacation.from <= vacation.to
    ? monthDay >= vacation.from && monthDay <= vacation.to
    : monthDay >= vacation.from || monthDay <= vacation.to;
};

/** Why no deadline can fall on the day (YYYY-MM-DD): a court vacation, a weekend day, a holiday; null on a working day. */
export function nonWorkingReason(day: string, calendar: CourtCalendar): string | null {
  const vacation = calendar.vacations.find((candidate) => inVacation(day, candidate));
  if (vacation) return `court vacation (${vacation.label})`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return weekdayName(day);
  const holiday = (holidaysOf(calendar.country).isHoliday(day) || []).find(
    (found) => found.type === "public",
  );
  return holiday ? holiday.name : null;
}

export const shiftDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The day plus an ISO duration of days, weeks, months or years (SPEC 5.9: P14D, P2W, P3M, P1Y). A
 * month count ending past the month's last day ends on that last day (31 January + 1 month = 28 or
 * 29 February), as courts count.
 */
export function addDuration(day: string, duration: string): string {
  const match = /^P(\d+)([DWMY])$/.exec(duration);
  if (!match) throw new Error(`Not a duration of days, weeks, months or years: ${duration}`);
  const count = Number(match[1]);
  const unit = match[2];
  if (unit === "D") return shiftDays(day, count);
  if (unit === "W") return shiftDays(day, count * 7);
  const months = unit === "M" ? count : count * 12;
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

export interface WorkingDay {
  date: string;
  /** The day it would have been, and why it moved; null when it did not. */
  movedFrom: string | null;
  reason: string | null;
}

const dutchDate = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/** "moved from 15-08-2027: court vacation (August)". */
export const movedMessage = ({ movedFrom, reason }: WorkingDay) =>
  movedFrom && reason ? `moved from ${dutchDate(movedFrom)}: ${reason}` : null;

/** The day itself when courts work then, else the next day they do, with the first reason it moved. */
export function nextWorkingDay(day: string, calendar: CourtCalendar): WorkingDay {
  const reason = nonWorkingReason(day, calendar);
  if (reason === null) return { date: day, movedFrom: null, reason: null };
  let next = shiftDays(day, 1);
  // A year holds at most a few months of vacation and weekends: this ends well within 400 days.
  for (let guard = 0; guard < 400 && nonWorkingReason(next, calendar) !== null; guard += 1)
    next = shiftDays(next, 1);
  return { date: next, movedFrom: day, reason };
}

/** A proposed deadline: `duration` after `from`, on a working day of the calendar. */
export const proposeDeadline = (from: string, duration: string, calendar: CourtCalendar): WorkingDay =>
  nextWorkingDay(addDuration(from, duration), calendar);

/**
 * How far away a deadline (YYYY-MM-DD) is as courts count: the working days after `today` up to and
 * including the deadline (a reminder "5 working days before"). 0 for today and past days; a deadline
 * on a non-working day counts as far as the working day before it.
 */
export function workingDaysBetween(today: string, deadline: string, calendar: CourtCalendar): number {
  let count = 0;
  for (let day = shiftDays(today, 1); day <= deadline; day = shiftDays(day, 1))
    if (nonWorkingReason(day, calendar) === null) count += 1;
  return count;
}
