// The calendar's SQL: step deadlines of trackings in a period under the filters and the caller's
// scope (one statement: rows in date order and their count), the list view's page of steps and
// activities, and the feeds' rows (written in service.ts).
import type { ActivityStatus } from "@litfolio/shared/activities";
import {
  type CalendarEventKind,
  type CalendarListQuery,
  calendarLimit,
  gridEventsPerDay,
  type StepCalendarQuery,
} from "@litfolio/shared/calendar";
import type { CategoryOption } from "@litfolio/shared/matters";
import type { ProceedingStatus } from "@litfolio/shared/proceedings";
import { and, count, eq, gte, inArray, lte, or, sql } from "drizzle-orm";
import { alias, type PgSelect, unionAll } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { activities } from "../../db/schema/activities";
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
 * The step deadlines in the period: an estimated deadline (stored as its month's first day) counts
 * for its whole month, so the lower bound reaches back to the first of `from`'s month and the
 * deadline index still serves.
 */
const inPeriod = (filter: { from: string; to: string }) =>
  and(
    gte(proceduralSteps.deadline, `${filter.from.slice(0, 7)}-01`),
    lte(proceduralSteps.deadline, filter.to),
    or(gte(proceduralSteps.deadline, filter.from), eq(proceduralSteps.estimateDeadline, true)),
  );

/**
 * The step deadlines of proceedings' trackings (not templates) in the period, date order, at most
 * `limit`.
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
    .where(and(await stepConditions(db, caller, filter, across), inPeriod(filter)))
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

const responsible = alias(users, "responsible");
const activityStep = alias(proceduralSteps, "activity_step");

/**
 * The list view's page (`dbbw/calendar/events`): the step deadlines and the activities due in the
 * period under the filters and the caller's scope, as one UNION ALL in date order (deadlines before
 * activities on a day, then by matter, proceeding code and title), and the number of each, the three
 * statements run together. Both parts answer the same columns: a step's without the activity's
 * (null) and the other way round.
 */
export async function listCalendarEvents(db: DbOrTx, caller: Caller, query: CalendarListQuery) {
  const wantSteps = query.kinds.includes("TRACKING");
  const wantActivities = query.kinds.includes("ACTIVITIES");
  const stepWhere = wantSteps ? and(await stepConditions(db, caller, query), inPeriod(query)) : undefined;
  const activityWhere = wantActivities ? await activityConditions(db, caller, query) : undefined;
  const order = [
    sql`event_date`,
    sql`kind desc`,
    sql`matter_name`,
    sql`proceeding_code`,
    sql`event_title`,
    sql`event_id`,
  ];
  const stepPart = () =>
    withStepPlaces(
      db
        .select({
          kind: sql<CalendarEventKind>`'TRACKING'`.as("kind"),
          eventId: sql<number>`${proceduralSteps.id}`.mapWith(Number).as("event_id"),
          date: sql<string | null>`${proceduralSteps.deadline}`.as("event_date"),
          title: sql<string>`${proceduralSteps.title}`.as("event_title"),
          ...placeColumns,
          estimateDeadline: proceduralSteps.estimateDeadline,
          courtHearing: proceduralSteps.courtHearing,
          clientDeadline: proceduralSteps.clientDeadline,
          doneOn: proceduralSteps.doneOn,
          status: sql<ActivityStatus | null>`null`.as("status"),
          responsibleId: sql<number | null>`null::int`.as("responsible_id"),
          responsibleFirstName: sql<string | null>`null`.as("responsible_first_name"),
          responsibleLastName: sql<string | null>`null`.as("responsible_last_name"),
          stepId: sql<number | null>`null::int`.as("step_id"),
          stepTitle: sql<string | null>`null`.as("step_title"),
          stepPosition: sql<number | null>`null::int`.as("step_position"),
        })
        .from(proceduralSteps)
        .innerJoin(trackings, eq(trackings.id, proceduralSteps.trackingId))
        .$dynamic(),
    ).where(stepWhere);
  const activityPart = () =>
    withStepPlaces(
      db
        .select({
          kind: sql<CalendarEventKind>`'ACTIVITIES'`.as("kind"),
          eventId: sql<number>`${activities.id}`.mapWith(Number).as("event_id"),
          date: sql<string | null>`${activities.dueDate}`.as("event_date"),
          title: sql<string>`${activities.title}`.as("event_title"),
          ...placeColumns,
          estimateDeadline: sql<boolean>`false`.as("estimate_deadline"),
          courtHearing: sql<boolean>`false`.as("court_hearing"),
          clientDeadline: sql<boolean>`false`.as("client_deadline"),
          doneOn: sql<string | null>`null::date`.as("done_on"),
          status: sql<ActivityStatus | null>`${activities.status}`.as("status"),
          responsibleId: sql<number | null>`${responsible.id}`.as("responsible_id"),
          responsibleFirstName: sql<string | null>`${responsible.firstName}`.as("responsible_first_name"),
          responsibleLastName: sql<string | null>`${responsible.lastName}`.as("responsible_last_name"),
          stepId: sql<number | null>`${activityStep.id}`.as("step_id"),
          stepTitle: sql<string | null>`${activityStep.title}`.as("step_title"),
          stepPosition: sql<number | null>`${activityStep.position}`.as("step_position"),
        })
        .from(activities)
        .innerJoin(trackings, eq(trackings.id, activities.trackingId))
        .leftJoin(responsible, eq(responsible.id, activities.responsibleId))
        .leftJoin(activityStep, eq(activityStep.id, activities.stepId))
        .$dynamic(),
    ).where(activityWhere);
  // Each kind gives only its first rows up to the page's end (a top-N sort each), so the union
  // sorts two short lists, not the whole month of both kinds read with every column.
  const reach = (query.page + 1) * query.size;
  const pageOfEvents =
    wantSteps && wantActivities
      ? unionAll(
          stepPart()
            .orderBy(...order)
            .limit(reach),
          activityPart()
            .orderBy(...order)
            .limit(reach),
        )
      : wantSteps
        ? stepPart()
        : activityPart();
  const counted = async (part: false | PgSelect) => (part ? ((await part)[0]?.n ?? 0) : 0);
  const [rows, steps, dueActivities] = await Promise.all([
    pageOfEvents
      .orderBy(...order)
      .limit(query.size)
      .offset(query.page * query.size),
    counted(
      wantSteps &&
        withStepPlaces(
          db
            .select({ n: count() })
            .from(proceduralSteps)
            .innerJoin(trackings, eq(trackings.id, proceduralSteps.trackingId))
            .$dynamic(),
        ).where(stepWhere),
    ),
    counted(
      wantActivities &&
        withStepPlaces(
          db
            .select({ n: count() })
            .from(activities)
            .innerJoin(trackings, eq(trackings.id, activities.trackingId))
            .$dynamic(),
        ).where(activityWhere),
    ),
  ]);
  return { rows, totalElements: steps + dueActivities };
}
export type CalendarEventRow = Awaited<ReturnType<typeof listCalendarEvents>>["rows"][number];

/** Where a step or an activity belongs: its tracking's proceeding, category and matter (`withStepPlaces`). */
const placeColumns = {
  trackingId: sql<number>`${trackings.id}`.mapWith(Number).as("tracking_id"),
  proceedingId: sql<number>`${proceedings.id}`.mapWith(Number).as("proceeding_id"),
  proceedingCode: sql<string>`${proceedings.proceedingCode}`.as("proceeding_code"),
  proceedingStatus: sql<ProceedingStatus>`${proceedings.status}`.as("proceeding_status"),
  categoryId: sql<number>`${categories.id}`.mapWith(Number).as("category_id"),
  categoryType: sql<CategoryOption["type"]>`${categories.type}`.as("category_type"),
  categoryCode: sql<string>`${categories.code}`.as("category_code"),
  categoryName: sql<string>`${categories.name}`.as("category_name"),
  matterId: sql<number>`${matters.id}`.mapWith(Number).as("matter_id"),
  matterName: sql<string>`${matters.name}`.as("matter_name"),
};

/** A query from `trackings` joined with its proceeding, category and matter (all 1:1, required). */
const withStepPlaces = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(proceedings, eq(proceedings.id, trackings.proceedingId))
    .innerJoin(categories, eq(categories.id, proceedings.categoryId))
    .innerJoin(matters, eq(matters.id, trackings.matterId));

/** The activities of the list view: the caller's scope, the filters, due in the period. */
async function activityConditions(db: DbOrTx, caller: Caller, query: CalendarListQuery) {
  const visible = await visibleAcrossMatters(db, caller, "activities", {
    matterId: activities.matterId,
    categoryId: proceedings.categoryId,
  });
  return and(
    visible.where,
    query.matterId === undefined ? undefined : eq(activities.matterId, query.matterId),
    query.categoryId === undefined ? undefined : eq(proceedings.categoryId, query.categoryId),
    inArray(activities.status, query.statuses),
    query.responsibleId === undefined ? undefined : eq(activities.responsibleId, query.responsibleId),
    gte(activities.dueDate, query.from),
    lte(activities.dueDate, query.to),
  );
}

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
