// Saving a matter's court calendar (issue 18): the whole of it with the version read, in one
// transaction with its trail entry.
import { type CourtCalendarFields, defaultCourtCountry, storedMonthDay } from "@litfolio/shared/deadlines";
import { eq } from "drizzle-orm";
import { recordAudit } from "../../audit";
import type { Db, DbOrTx } from "../../db/client";
import { courtCalendars, courtVacations } from "../../db/schema/deadlines";
import { categories } from "../../db/schema/matters";
import { assertOfMatter, assertVersion, versionedUpdate } from "../../http/edits";
import { conflict } from "../../http/errors";
import { storedCalendar, vacationsOf } from "./queries";

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
