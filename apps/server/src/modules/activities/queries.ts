// Activities' SQL: the matter an activity or tracking belongs to (route authorization), one activity
// with its tracking, proceeding, category, matter, step and people, a page of them under the list's
// filters and the caller's scope, and the writes.
import type { ActivitySearchQuery, ActivitySortField } from "@litfolio/shared/activities";
import { gridEventsPerDay } from "@litfolio/shared/calendar";
import type { CategoryOption } from "@litfolio/shared/matters";
import { and, count, eq, lte, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias, type PgSelect, QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { preparedOnce } from "../../db/prepared-statements";
import { activities } from "../../db/schema/activities";
import { categories, matters } from "../../db/schema/matters";
import { proceedings } from "../../db/schema/proceedings";
import { proceduralSteps, trackings } from "../../db/schema/tracking";
import { users } from "../../db/schema/users";
import { notFound } from "../../http/errors";
import { containing, sortOrder } from "../../http/listing";
import type { Caller } from "../../permissions/abilities";
import {
  type AcrossMattersOptions,
  asParameter,
  type Bind,
  placeholders,
  visibleAcrossMatters,
} from "../../permissions/across-matters";
import { type PersonRow, personColumns } from "../../permissions/people";

export type ActivityRow = typeof activities.$inferSelect;

/** A row of the activity queries; the left-joined step and people are null when absent. */
export interface ActivityReadRow {
  activity: ActivityRow;
  proceeding: { id: number; code: string };
  category: CategoryOption;
  matter: { id: number; name: string };
  step: { id: number; title: string; position: number } | null;
  responsible: PersonRow | null;
  creator: PersonRow | null;
}

/** The matter of a tracking (not a template); null when there is none with that id. */
export async function matterOfTracking(db: DbOrTx, trackingId: number) {
  const [row] = await db
    .select({ matterId: trackings.matterId })
    .from(trackings)
    .where(and(eq(trackings.id, trackingId), eq(trackings.template, false)));
  return row?.matterId ?? null;
}

/** A tracking of the matter with its proceeding's category (the scope); 404 when not one of the matter. */
export async function findTrackingScope(db: DbOrTx, matterId: number, trackingId: number) {
  const [row] = await db
    .select({ id: trackings.id, proceedingId: proceedings.id, categoryId: proceedings.categoryId })
    .from(trackings)
    .innerJoin(proceedings, eq(proceedings.id, trackings.proceedingId))
    .where(
      and(eq(trackings.id, trackingId), eq(trackings.matterId, matterId), eq(trackings.template, false)),
    );
  if (!row) throw notFound();
  return row;
}

/** The ids of a tracking's steps. */
export const stepIdsOf = async (db: DbOrTx, trackingId: number) =>
  (
    await db
      .select({ id: proceduralSteps.id })
      .from(proceduralSteps)
      .where(eq(proceduralSteps.trackingId, trackingId))
  ).map((row) => row.id);

/** A step of the tracking, its title and place; undefined when the tracking has no such step. */
export const stepOfTracking = async (db: DbOrTx, trackingId: number, stepId: number) =>
  (
    await db
      .select({ title: proceduralSteps.title, position: proceduralSteps.position })
      .from(proceduralSteps)
      .where(and(eq(proceduralSteps.id, stepId), eq(proceduralSteps.trackingId, trackingId)))
  )[0];

const responsible = alias(users, "responsible");
const creator = alias(users, "creator");

const readColumns = {
  activity: activities,
  proceeding: { id: proceedings.id, code: proceedings.proceedingCode },
  category: { id: categories.id, type: categories.type, code: categories.code, name: categories.name },
  matter: { id: matters.id, name: matters.name },
  step: { id: proceduralSteps.id, title: proceduralSteps.title, position: proceduralSteps.position },
  responsible: personColumns(responsible),
  creator: personColumns(creator),
};

/** Activities with their tracking's proceeding and its category (all 1:1 and required). */
const withProceeding = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(trackings, eq(trackings.id, activities.trackingId))
    .innerJoin(proceedings, eq(proceedings.id, trackings.proceedingId))
    .innerJoin(categories, eq(categories.id, proceedings.categoryId));

/** Activities with what they are shown with; every join but the step and the people is 1:1 and required. */
const withJoins = <Q extends PgSelect>(query: Q) =>
  withProceeding(query)
    .innerJoin(matters, eq(matters.id, activities.matterId))
    .leftJoin(proceduralSteps, eq(proceduralSteps.id, activities.stepId))
    .leftJoin(responsible, eq(responsible.id, activities.responsibleId))
    .leftJoin(creator, eq(creator.id, activities.createdBy));

const selectActivities = (db: DbOrTx) => withJoins(db.select(readColumns).from(activities).$dynamic());

/** One activity of the matter as shown; 404 when the matter has none with that id. */
export async function findActivity(db: DbOrTx, matterId: number, id: number, { lock = false } = {}) {
  const query = selectActivities(db).where(and(eq(activities.id, id), eq(activities.matterId, matterId)));
  const [row] = lock ? await query.for("update", { of: activities }) : await query;
  if (!row) throw notFound();
  return row as ActivityReadRow;
}

/** What narrows a list: the query's filters, the caller (for the toggles and the scope), a tracking. */
export interface ActivityListFilter extends Partial<Omit<ActivitySearchQuery, "page" | "size" | "sort">> {
  caller: Caller;
  /** The calendar's: due in this period (YYYY-MM-DD, both included), one user's, one category's. */
  dueFrom?: string;
  dueTo?: string;
  responsibleId?: number;
  categoryId?: number;
}

/** The filter's conditions, each value bound by `bind` (as a parameter unless told otherwise). */
function filterConditions(filter: ActivityListFilter, bind: Bind = asParameter): SQL | undefined {
  const { caller } = filter;
  const compare = (column: SQLWrapper, operator: string, name: string, value: unknown) =>
    value === undefined ? undefined : sql`${column} ${sql.raw(operator)} ${bind(name, value)}`;
  const contains = (column: SQLWrapper, name: string, text: string | undefined) =>
    text ? sql`${column} ilike ${bind(name, containing(text))}` : undefined;
  return and(
    compare(activities.matterId, "=", "matterId", filter.matterId),
    compare(activities.trackingId, "=", "trackingId", filter.trackingId),
    filter.statuses
      ? sql`${activities.status} = any(${bind("statuses", filter.statuses)}::text[])`
      : undefined,
    compare(activities.responsibleId, "=", "assignedTo", filter.assignedToMe ? caller.id : undefined),
    compare(activities.createdBy, "=", "createdBy", filter.createdByMe ? caller.id : undefined),
    contains(activities.title, "title", filter.title),
    contains(categories.code, "categoryCode", filter.categoryCode),
    contains(proceedings.proceedingCode, "proceedingCode", filter.proceedingCode),
    compare(activities.stepId, "=", "stepId", filter.proceduralStepId),
    compare(activities.dueDate, ">=", "dueFrom", filter.dueFrom),
    compare(activities.dueDate, "<=", "dueTo", filter.dueTo),
    compare(activities.responsibleId, "=", "responsibleId", filter.responsibleId),
    compare(proceedings.categoryId, "=", "categoryId", filter.categoryId),
  );
}

/**
 * The users ranked as a sort by a person orders them (last, then first name, any letter case; equal
 * names share a rank, so their activities keep the tie-breaker's order): the page then sorts by one
 * integer per activity instead of lowering two names per row (a third of the time at 50,000).
 */
const rankedUsers = (name: string) =>
  new QueryBuilder()
    .select({
      id: users.id,
      rank: sql<number>`dense_rank() over (order by lower(${users.lastName}), lower(${users.firstName}))`.as(
        "rank",
      ),
    })
    .from(users)
    .as(name);
const responsibleRank = rankedUsers("responsible_rank");
const creatorRank = rankedUsers("creator_rank");

const sortColumns: Record<ActivitySortField, SQL | SQL[] | typeof activities.title> = {
  title: sql`lower(${activities.title})`,
  status: sql`array_position(array['TODO','DOING','DONE'], ${activities.status})`,
  dueDate: sql`${activities.dueDate}`,
  responsible: sql`${responsibleRank.rank}`,
  createdBy: sql`${creatorRank.rank}`,
  proceduralStep: sql`${proceduralSteps.position}`,
  matter: sql`lower(${matters.name})`,
  proceedingCode: sql`${proceedings.proceedingCode}`,
  category: sql`${categories.code}`,
};

/**
 * The page's id query with only the joins its conditions and its sort need. (Each join changes the
 * query's static type; the select is fixed to the id and its place, so the result stays `Q`.)
 */
function joinedFor<Q extends PgSelect>(query: Q, throughProceeding: boolean, sort: string | undefined): Q {
  const field = sort?.split(",")[0] as ActivitySortField | undefined;
  let joined: PgSelect = query;
  if (throughProceeding || field === "proceedingCode" || field === "category")
    joined = withProceeding(joined);
  if (field === "matter") joined = joined.innerJoin(matters, eq(matters.id, activities.matterId));
  if (field === "proceduralStep")
    joined = joined.leftJoin(proceduralSteps, eq(proceduralSteps.id, activities.stepId));
  if (field === "responsible")
    joined = joined.leftJoin(responsibleRank, eq(responsibleRank.id, activities.responsibleId));
  if (field === "createdBy") joined = joined.leftJoin(creatorRank, eq(creatorRank.id, activities.createdBy));
  return joined as Q;
}

/** The number of activities under `where` (joining the proceeding when a condition needs it). */
const countQuery = (db: DbOrTx, where: SQL | undefined, throughProceeding: boolean) => {
  const counting = db.select({ n: count() }).from(activities).$dynamic();
  return (throughProceeding ? withProceeding(counting) : counting).where(where);
};

/**
 * The page statement: the page's ids are chosen first (the planner can walk an index in the sort's
 * order and stop), then only those rows are read with everything they are shown with, each carrying
 * the count (an uncorrelated subquery, run once).
 */
function pageQuery(db: DbOrTx, where: SQL | undefined, throughProceeding: boolean, sort: string | undefined) {
  const order = sortOrder(sort, "dueDate,asc", sortColumns, activities.id);
  const ordered = joinedFor(
    db.select({ id: activities.id }).from(activities).$dynamic(),
    throughProceeding,
    sort,
  )
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder("size"))
    .offset(sql.placeholder("offset"))
    .as("ordered");
  // Numbered after the limit, in the order the page comes in: a window between the sort and the
  // limit would keep PostgreSQL from sorting only the first rows (top-N) when no index gives the order.
  const ids = db
    .$with("page")
    .as(db.select({ id: ordered.id, ord: sql<number>`row_number() over ()`.as("ord") }).from(ordered));
  const total = sql<number>`(${countQuery(db, where, throughProceeding)})`.mapWith(Number);
  // The ids again as an array: a prepared statement's generic plan cannot know the page is small
  // (its LIMIT is a placeholder), and would read every activity to join them; `id = any(array)`
  // makes it fetch the page's rows by primary key whatever it assumes.
  const pageIds = sql`${activities.id} = any(array(select ${ids.id} from ${ids}))`;
  return withJoins(
    db
      .with(ids)
      .select({ ...readColumns, total })
      .from(ids)
      .innerJoin(activities, eq(activities.id, ids.id))
      .$dynamic(),
  )
    .where(pageIds)
    .orderBy(ids.ord);
}

/**
 * A page of activities under the filter, due first (no due date last), and the number of them, in
 * one round trip. The statement is built once per shape (which conditions, the sort) with
 * placeholders and kept prepared: building a statement this size costs drizzle more CPU than
 * PostgreSQL needs to run it. A page past the end has no row to carry the total: then it is
 * counted apart.
 */
export async function listActivities(
  db: DbOrTx,
  filter: ActivityListFilter,
  { page, size, sort }: { page: number; size: number; sort?: string },
  across: AcrossMattersOptions = {},
) {
  const values: Record<string, unknown> = {};
  const bind = placeholders(values);
  const visible = await visibleActivities(db, filter.caller, { ...across, bind });
  const where = and(visible.where, filterConditions(filter, bind));
  const throughProceeding =
    visible.byCategory ||
    filter.categoryId !== undefined ||
    Boolean(filter.categoryCode || filter.proceedingCode);
  // The names bound tell which conditions the statement holds.
  const key = `activities:${JSON.stringify({ sort, throughProceeding, bound: Object.keys(values) })}`;
  const rows = await preparedOnce(db, key, () => pageQuery(db, where, throughProceeding, sort)).execute({
    ...values,
    size,
    offset: page * size,
  });
  const totalElements =
    rows[0]?.total ??
    (
      await preparedOnce(db, `${key}:count`, () => countQuery(db, where, throughProceeding)).execute(values)
    )[0]?.n ??
    0;
  // The caller's participations come along: each row's permissions need the one on its matter.
  return {
    rows: rows as ActivityReadRow[],
    totalElements,
    participationByMatter: visible.participationByMatter,
  };
}

const visibleActivities = (db: DbOrTx, caller: Caller, across: AcrossMattersOptions = {}) =>
  visibleAcrossMatters(
    db,
    caller,
    "activities",
    { matterId: activities.matterId, categoryId: proceedings.categoryId },
    across,
  );

const dueColumns = {
  id: activities.id,
  trackingId: activities.trackingId,
  title: activities.title,
  status: activities.status,
  dueDate: activities.dueDate,
  version: activities.version,
  updatedAt: activities.updatedAt,
  proceeding: readColumns.proceeding,
  category: readColumns.category,
  matter: readColumns.matter,
  step: readColumns.step,
  // By name only: the calendar, the feed and the deadline e-mails show no e-mail addresses.
  responsible: { id: responsible.id, firstName: responsible.firstName, lastName: responsible.lastName },
  // Counted before the limit: how many the filters match.
  total: sql<number>`count(*) over ()`.mapWith(Number),
};

/**
 * The calendar's activities (and the feed's, and the deadline e-mails'): those under the filter, due
 * first, at most `limit`, in one statement with only what an event shows.
 */
export async function listDueActivities(
  db: DbOrTx,
  filter: ActivityListFilter,
  limit: number,
  across: AcrossMattersOptions = {},
) {
  const visible = await visibleActivities(db, filter.caller, across);
  const rows = await withProceeding(db.select(dueColumns).from(activities).$dynamic())
    .innerJoin(matters, eq(matters.id, activities.matterId))
    .leftJoin(proceduralSteps, eq(proceduralSteps.id, activities.stepId))
    .leftJoin(responsible, eq(responsible.id, activities.responsibleId))
    .where(and(visible.where, filterConditions(filter)))
    .orderBy(activities.dueDate, activities.id)
    .limit(limit);
  return { rows, totalElements: rows[0]?.total ?? 0 };
}
export type DueActivityRow = Awaited<ReturnType<typeof listDueActivities>>["rows"][number];

/**
 * The month grid's activities (`view=month`, CalendarGrid): per due day, its number of activities
 * and the first `gridEventsPerDay` in the grid's order (overdue first, then by proceeding code and
 * title), ranked in one statement.
 */
export async function listActivityGrid(db: DbOrTx, filter: ActivityListFilter, today: string) {
  const visible = await visibleActivities(db, filter.caller);
  const day = activities.dueDate;
  // The one overdue rule (isOverdue, @litfolio/shared/activities) in SQL: not done, due before today.
  const urgency = sql`case when ${activities.status} <> 'DONE' and ${day} < ${today} then 0 else 1 end`;
  const ranked = withProceeding(
    db
      .select({
        id: activities.id,
        title: activities.title,
        status: activities.status,
        dueDate: activities.dueDate,
        proceedingCode: proceedings.proceedingCode,
        dayTotal: sql<number>`count(*) over (partition by ${day})`.mapWith(Number).as("day_total"),
        rank: sql<number>`row_number() over (partition by ${day} order by ${urgency}, ${proceedings.proceedingCode}, ${activities.title}, ${activities.id})`.as(
          "rank",
        ),
      })
      .from(activities)
      .$dynamic(),
  )
    .where(and(visible.where, filterConditions(filter)))
    .as("ranked");
  return db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, gridEventsPerDay))
    .orderBy(ranked.dueDate, ranked.rank);
}
export type ActivityGridRow = Awaited<ReturnType<typeof listActivityGrid>>[number];
