// The court calendars of matters as the working-day computation takes them: per jurisdiction or
// workstream, the country whose public holidays count (a jurisdiction's own code when Litfolio knows
// it, else the matter's default country) and its court vacations. Two queries for any number of matters.
import { type CourtCountry, defaultCourtCountry, isCourtCountry } from "@litfolio/shared/deadlines";
import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { courtCalendars, courtVacations } from "../../db/schema/deadlines";
import { categories } from "../../db/schema/matters";
import type { CourtCalendar, CourtVacation } from "./working-days";

export type CalendarOfCategory = (categoryId: number) => CourtCalendar;

/** The country whose holidays count for a category: its own for a known jurisdiction, else the matter's. */
export const countryOfCategory = (
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
