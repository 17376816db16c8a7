// A matter's court calendar (issue 18): read as the settings page shows it, saved as a whole with the
// version read (a matter without a saved calendar is at version 1 with the defaults).
import {
  type CourtCalendarFields,
  type CourtCalendarSettings,
  defaultCourtCountry,
  shownMonthDay,
  storedMonthDay,
} from "@litfolio/shared/deadlines";
import type { Verb } from "@litfolio/shared/permissions";
import { eq } from "drizzle-orm";
import { recordAudit } from "../../audit";
import type { Db, DbOrTx } from "../../db/client";
import { courtCalendars, courtVacations } from "../../db/schema/deadlines";
import { categories } from "../../db/schema/matters";
import { assertOfMatter, assertVersion, versionedUpdate } from "../../http/edits";
import { conflict } from "../../http/errors";
import { categoryOptions } from "../configuration/queries";
import { countryOfCategory } from "./court-calendars";

async function storedCalendar(db: DbOrTx, matterId: number, { lock = false } = {}) {
  const query = db.select().from(courtCalendars).where(eq(courtCalendars.matterId, matterId));
  const [row] = await (lock ? query.for("update") : query);
  return row ?? null;
}

const vacationsOf = (db: DbOrTx, matterId: number) =>
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

/** The calendar row moved on from the version read: inserted at 2 the first time, else updated. */
async function advanceCalendar(tx: DbOrTx, matterId: number, body: CourtCalendarFields) {
  const stored = await storedCalendar(tx, matterId, { lock: true });
  if (stored) {
    assertVersion(body.version, stored.version);
    return { before: stored, after: await versionedUpdate(tx, courtCalendars, stored, body, "matterId") };
  }
  assertVersion(body.version, 1);
  const [after] = await tx
    .insert(courtCalendars)
    .values({ matterId, defaultCountry: body.defaultCountry, version: 2 })
    .onConflictDoNothing()
    .returning();
  if (!after) throw conflict();
  return { before: null, after };
}

/** Saves the whole calendar: the default country and every vacation (the categories must be the matter's). */
export function saveCourtCalendar(db: Db, matterId: number, actorId: number, body: CourtCalendarFields) {
  return db.transaction(async (tx) => {
    await assertOfMatter(
      tx,
      categories,
      matterId,
      body.vacations.map((vacation) => vacation.category.id),
    );
    const { before, after } = await advanceCalendar(tx, matterId, body);
    const vacationsBefore = await vacationsOf(tx, matterId);
    await tx.delete(courtVacations).where(eq(courtVacations.matterId, matterId));
    if (body.vacations.length > 0)
      await tx.insert(courtVacations).values(
        body.vacations.map((vacation) => ({
          matterId,
          categoryId: vacation.category.id,
          fromDay: storedMonthDay(vacation.from),
          toDay: storedMonthDay(vacation.to),
          label: vacation.label,
        })),
      );
    const trail = (row: { defaultCountry: string } | null, vacations: readonly object[]) => ({
      defaultCountry: row?.defaultCountry ?? defaultCourtCountry,
      vacations,
    });
    await recordAudit(tx, {
      actorId,
      entity: "courtCalendar",
      entityId: matterId,
      action: "update",
      before: trail(
        before,
        vacationsBefore.map(({ categoryId, fromDay, toDay, label }) => ({
          categoryId,
          fromDay,
          toDay,
          label,
        })),
      ),
      after: trail(after, body.vacations),
    });
  });
}
