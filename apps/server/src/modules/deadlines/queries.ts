// A matter's court calendar (issue 18): read as the settings page shows it (a matter without a saved
// calendar is at version 1 with the defaults), and the court calendars of matters as the
// working-day computation takes them: per jurisdiction or workstream, the country whose public
// holidays count (a jurisdiction's own code when Litfolio knows it, else the matter's default
// country) and its court vacations, in two queries for any number of matters.
import {
  type CourtCalendarSettings,
  type CourtCountry,
  defaultCourtCountry,
  isCourtCountry,
  shownMonthDay,
} from "@litfolio/shared/deadlines";
import type { Verb } from "@litfolio/shared/permissions";
import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { courtCalendars, courtVacations } from "../../db/schema/deadlines";
import { categories } from "../../db/schema/matters";
import { categoryOptions } from "../configuration/queries";
import type { CourtCalendar, CourtVacation } from "./working-days";

export async function storedCalendar(db: DbOrTx, matterId: number, { lock = false } = {}) {
  const query = db.select().from(courtCalendars).where(eq(courtCalendars.matterId, matterId));
  const [row] = await (lock ? query.for("update") : query);
  return row ?? null;
}

export const vacationsOf = (db: DbOrTx, matterId: number) =>
  db
    .select()
    .from(courtVacations)
    .where(eq(courtVacations.matterId, matterId))
    .orderBy(courtVacations.categoryId, courtVacations.fromDay, courtVacations.id);

export async function readCourtCalendar(
  db: DbOrTx,
  matterId: number,
  permissions: Verb[],
): Promise<CourtCalendarSettings> {
  const [stored, options, vacations] = await Promise.all([
    storedCalendar(db, matterId),
    categoryOptions(db, matterId, null),
    vacationsOf(db, matterId),
  ]);
  const defaultCountry = stored?.defaultCountry ?? defaultCourtCountry;
  return {
    defaultCountry,
    categories: options.map((category) => ({
      category,
      country: countryOfCategory(category, defaultCountry),
      vacations: vacations
        .filter((vacation) => vacation.categoryId === category.id)
        .map((vacation) => ({
          from: shownMonthDay(vacation.fromDay),
          to: shownMonthDay(vacation.toDay),
          label: vacation.label,
        })),
    })),
    permissions,
    version: stored?.version ?? 1,
  };
}

export type CalendarOfCategory = (categoryId: number) => CourtCalendar;

/** The country whose holidays count for a category: its own for a known jurisdiction, else the matter's. */
const countryOfCategory = (
  category: { type: "jurisdiction" | "workstream"; code: string },
  defaultCountry: CourtCountry,
): CourtCountry =>
  category.type === "jurisdiction" && isCourtCountry(category.code) ? category.code : defaultCountry;

/** Each category of the matters with its court calendar; an unknown category counts the default country's days. */
export async function courtCalendarsOf(
  db: DbOrTx,
  matterIds: readonly number[],
): Promise<CalendarOfCategory> {
  const ids = [...new Set(matterIds)];
  if (ids.length === 0) return () => ({ country: defaultCourtCountry, vacations: [] });
  const [rows, vacationRows] = await Promise.all([
    db
      .select({
        id: categories.id,
        type: categories.type,
        code: categories.code,
        defaultCountry: courtCalendars.defaultCountry,
      })
      .from(categories)
      .leftJoin(courtCalendars, eq(courtCalendars.matterId, categories.matterId))
      .where(inArray(categories.matterId, ids)),
    db
      .select({
        categoryId: courtVacations.categoryId,
        from: courtVacations.fromDay,
        to: courtVacations.toDay,
        label: courtVacations.label,
      })
      .from(courtVacations)
      .where(inArray(courtVacations.matterId, ids))
      .orderBy(courtVacations.id),
  ]);
  const vacations = new Map<number, CourtVacation[]>();
  for (const { categoryId, ...vacation } of vacationRows)
    vacations.set(categoryId, [...(vacations.get(categoryId) ?? []), vacation]);
  const calendars = new Map<number, CourtCalendar>(
    rows.map((row) => [
      row.id,
      {
        country: countryOfCategory(row, row.defaultCountry ?? defaultCourtCountry),
        vacations: vacations.get(row.id) ?? [],
      },
    ]),
  );
  return (categoryId) => calendars.get(categoryId) ?? { country: defaultCourtCountry, vacations: [] };
}
