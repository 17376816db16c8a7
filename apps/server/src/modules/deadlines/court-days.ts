// The working days the reminders count, for one run over many recipients: the court calendars of
// every matter in the run (three queries in all), each count made once however many recipients share
// a deadline, and how far ahead the reminders' query must look so no calendar's deadline is missed.

import type { DbOrTx } from "../../db/client";
import type { CourtDays } from "../notifications/digest";
import { categoryIdsOf } from "../notifications/queries";
import { courtCalendarsOf } from "./queries";
import { type CourtCalendar, nonWorkingReason, shiftDays, workingDaysBetween } from "./working-days";

const calendarKey = (calendar: CourtCalendar) => JSON.stringify(calendar);

/** The answer kept under `key`, computed the first time it is asked for. */
function remembered<T>(known: Map<string, T>, key: string, compute: () => T): T {
  let value = known.get(key);
  if (value === undefined) {
    value = compute();
    known.set(key, value);
  }
  return value;
}

/**
 * The day before the `days + 1`-th day after `today` on which every calendar works: a deadline later
 * than that is more than `days` working days away on each of them.
 */
function lastDayWithin(calendars: readonly CourtCalendar[], today: string, days: number): string {
  let day = today;
  let counted = 0;
  // Even a calendar with months of court vacation reaches 16 working days well within two years.
  for (let guard = 0; guard < 730; guard += 1) {
    const next = shiftDays(day, 1);
    if (calendars.every((calendar) => nonWorkingReason(next, calendar) === null)) {
      counted += 1;
      if (counted > days) return day;
    }
    day = next;
  }
  return day;
}

export async function courtDaysOf(db: DbOrTx, matterIds: readonly number[]): Promise<CourtDays> {
  const [calendarOf, categoryIds] = await Promise.all([
    courtCalendarsOf(db, matterIds),
    categoryIdsOf(db, matterIds),
  ]);
  const calendars = new Map(categoryIds.map((id) => [calendarKey(calendarOf(id)), calendarOf(id)]));
  const counts = new Map<string, number>();
  const horizons = new Map<string, string>();
  return {
    calendarOf,
    between: (today, deadline, calendar) =>
      remembered(counts, `${today} ${deadline} ${calendarKey(calendar)}`, () =>
        workingDaysBetween(today, deadline, calendar),
      ),
    horizon: (today, days) =>
      remembered(horizons, `${today} ${days}`, () => lastDayWithin([...calendars.values()], today, days)),
  };
}
