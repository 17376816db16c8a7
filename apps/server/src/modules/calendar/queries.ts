// The calendar's SQL: step deadlines of trackings in a period under the filters and the caller's
// scope (one statement: rows in date order and their count), and the feeds' rows (written in service.ts).
import { calendarLimit, gridEventsPerDay, type StepCalendarQuery } from "@litfolio/shared/calendar";
import { and, eq, gte, lte, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { calendarFeeds } from "../../db/schema/calendar";
import { categories, matters } from "../../db/schema/matters";
import { proceedings } from "../../db/schema/proceedings";
import { proceduralSteps, trackings } from "../../db/schema/tracking";
import { users } from "../../db/schema/users";
import type { Caller } from "../../permissions/abilities";
import { type AcrossMattersOptions, visibleAcrossMatters } from "../../permissions/across-matters";
import { missedDeadlineCondition, stepToDo } from "../missed-deadlines/rule";

export type StepDeadlineFilter = Omit<StepCalendarQuery, "courtHearing" | "clientDeadline"> &
  Partial<Pick<StepCalendarQuery, "courtHearing" | "clientDeadline">> & {
    /** The deadline e-mails list exact days only: estimated (month-only) deadlines are left out. */
    exactOnly?: boolean;
    /** Only steps still to do: not done, of open proceedings (the e-mails' concern; the calendar shows every one). */
    toDoOnly?: boolean;
    /** Only steps of these proceedings or of these matters (the reminders': one's own proceedings). */
    onlyOf?: { proceedingIds: readonly number[]; matterIds: readonly number[] };
  };

const stepColumns = {
  id: proceduralSteps.id,
  title: proceduralSteps.title,
  description: proceduralSteps.description,
  deadline: proceduralSteps.deadline,
  estimateDeadline: proceduralSteps.estimateDeadline,
  courtHearing: proceduralSteps.courtHearing,
  clientDeadline: proceduralSteps.clientDeadline,
  doneOn: proceduralSteps.doneOn,
  updatedAt: proceduralSteps.updatedAt,
  tracking: { id: trackings.id, version: trackings.version },
  proceeding: { id: proceedings.id, code: proceedings.proceedingCode, status: proceedings.status },
  category: { id: categories.id, type: categories.type, code: categories.code, name: categories.name },
  matter: { id: matters.id, name: matters.name },
  // Counted before the limit: how many the filters match.
  total: sql<number>`count(*) over ()`.mapWith(Number),
};
/** The steps a caller may see under the filter, apart from the period (each view bounds it its way). */
async function stepConditions(
  db: DbOrTx,
  caller: Caller,
  filter: StepDeadlineFilter,
  across: AcrossMattersOptions = {},
) {
  const visible = await visibleAcrossMatters(
    db,
    caller,
    "trackings",
    { matterId: trackings.matterId, categoryId: proceedings.categoryId },
    across,
  );
  return and(
    visible.where,
    eq(trackings.template, false),
    filter.matterId === undefined ? undefined : eq(trackings.matterId, filter.matterId),
    filter.categoryId === undefined ? undefined : eq(proceedings.categoryId, filter.categoryId),
    filter.courtHearing ? eq(proceduralSteps.courtHearing, true) : undefined,
    filter.clientDeadline ? eq(proceduralSteps.clientDeadline, true) : undefined,
    filter.exactOnly ? eq(proceduralSteps.estimateDeadline, false) : undefined,
    filter.toDoOnly ? stepToDo() : undefined,
    filter.onlyOf ? onlyOf(filter.onlyOf) : undefined,
  );
}

/**
 * The step deadlines of proceedings' trackings (not templates) in the period, date order, at most
 * `limit`. An estimated deadline (stored as its month's first day) counts for its whole month, so
 * the lower bound reaches back to the first of `from`'s month and the deadline index still serves.
 */
export async function listStepDeadlines(
  db: DbOrTx,
  caller: Caller,
  filter: StepDeadlineFilter,
  limit = calendarLimit,
  across: AcrossMattersOptions = {},
) {
  const rows = await db
    .select(stepColumns)
    .from(proceduralSteps)
    .innerJoin(trackings, eq(trackings.id, proceduralSteps.trackingId))
    .innerJoin(proceedings, eq(proceedings.id, trackings.proceedingId))
    .innerJoin(categories, eq(categories.id, proceedings.categoryId))
    .innerJoin(matters, eq(matters.id, trackings.matterId))
    .where(
      and(
        await stepConditions(db, caller, filter, across),
        gte(proceduralSteps.deadline, `${filter.from.slice(0, 7)}-01`),
        lte(proceduralSteps.deadline, filter.to),
        or(gte(proceduralSteps.deadline, filter.from), eq(proceduralSteps.estimateDeadline, true)),
      ),
    )
    .orderBy(proceduralSteps.deadline, matters.name, proceedings.proceedingCode, proceduralSteps.position)
    .limit(limit);
  return { rows, totalElements: rows[0]?.total ?? 0 };
}

/**
 * The month grid's steps (`view=month`, CalendarGrid): per day of the period, its number of steps and
 * the first `gridEventsPerDay` in the grid's order, ranked in one statement. A day of the grid shows
 * the steps stored on it: an estimated month sits on its first day, so the period bounds the stored
 * deadline as it is.
 */
export async function listStepGrid(db: DbOrTx, caller: Caller, filter: StepDeadlineFilter, today: string) {
  const day = proceduralSteps.deadline;
  // The grid's order (CalendarGrid): missed, court hearing, the rest; then by code and title.
  const urgency = sql`case when ${missedDeadlineCondition(today)} then 0 when ${proceduralSteps.courtHearing} then 1 else 2 end`;
  const ranked = db
    .select({
      id: proceduralSteps.id,
      title: proceduralSteps.title,
      deadline: proceduralSteps.deadline,
      estimateDeadline: proceduralSteps.estimateDeadline,
      courtHearing: proceduralSteps.courtHearing,
      clientDeadline: proceduralSteps.clientDeadline,
      doneOn: proceduralSteps.doneOn,
      trackingId: sql<number>`${trackings.id}`.as("tracking_id"),
      matterId: sql<number>`${trackings.matterId}`.as("matter_id"),
      proceedingId: sql<number>`${proceedings.id}`.as("proceeding_id"),
      proceedingCode: proceedings.proceedingCode,
      status: proceedings.status,
      dayTotal: sql<number>`count(*) over (partition by ${day})`.mapWith(Number).as("day_total"),
      rank: sql<number>`row_number() over (partition by ${day} order by ${urgency}, ${proceedings.proceedingCode}, ${proceduralSteps.title}, ${proceduralSteps.id})`.as(
        "rank",
      ),
    })
    .from(proceduralSteps)
    .innerJoin(trackings, eq(trackings.id, proceduralSteps.trackingId))
    .innerJoin(proceedings, eq(proceedings.id, trackings.proceedingId))
    .where(and(await stepConditions(db, caller, filter), gte(day, filter.from), lte(day, filter.to)))
    .as("ranked");
  return db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, gridEventsPerDay))
    .orderBy(ranked.deadline, ranked.rank);
}
export type StepGridRow = Awaited<ReturnType<typeof listStepGrid>>[number];

const onlyOf = ({ proceedingIds, matterIds }: NonNullable<StepDeadlineFilter["onlyOf"]>) =>
  or(
    sql`${proceedings.id} = any(${sql.param([...proceedingIds])}::int[])`,
    sql`${trackings.matterId} = any(${sql.param([...matterIds])}::int[])`,
  );

export type StepDeadlineRow = Awaited<ReturnType<typeof listStepDeadlines>>["rows"][number];

// ---- Feeds ---------------------------------------------------------------------------------------

export async function findFeed(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** The feed of a token's hash with its owner, if the owner may still sign in (active, not deactivated). */
export async function feedOfToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      filters: calendarFeeds.filters,
      caller: { id: users.id, securityRole: users.securityRole },
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(users.active, true), eq(users.deleted, false)));
  return row ?? null;
}
