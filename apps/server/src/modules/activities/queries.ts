// Activities' SQL: the matter an activity or tracking belongs to (route authorization), one activity
// with its tracking, proceeding, category, matter, step and people, a page of them under the list's
// filters and the caller's scope, and the writes.
import type { ActivitySearchQuery, ActivitySortField } from "@litfolio/shared/activities";
import { and, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { activities } from "../../db/schema/activities";
import { categories, matters, participations } from "../../db/schema/matters";
import { proceedings } from "../../db/schema/proceedings";
import { proceduralSteps, trackings } from "../../db/schema/tracking";
import { users } from "../../db/schema/users";
import { notFound } from "../../http/errors";
import { containing, sortOrder } from "../../http/listing";
import type { Caller, MatterParticipation } from "../../permissions/abilities";
import { participationCategoryIds } from "../../permissions/access";
import { inCategories, limitedCategories } from "../../permissions/scope";
import type { ActivityReadRow } from "./presenter";

export type ActivityRow = typeof activities.$inferSelect;

/** The matter of an activity; null when there is none with that id. */
export async function matterOfActivity(db: DbOrTx, activityId: number) {
  const [row] = await db
    .select({ matterId: activities.matterId })
    .from(activities)
    .where(eq(activities.id, activityId));
  return row?.matterId ?? null;
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

const responsible = alias(users, "responsible");
const creator = alias(users, "creator");

const readColumns = {
  activity: activities,
  proceeding: { id: proceedings.id, code: proceedings.proceedingCode },
  category: { id: categories.id, type: categories.type, code: categories.code, name: categories.name },
  matter: { id: matters.id, name: matters.name },
  step: { id: proceduralSteps.id, title: proceduralSteps.title, position: proceduralSteps.position },
  responsible: { id: responsible.id, firstName: responsible.firstName, lastName: responsible.lastName },
  creator: {
    id: creator.id,
    firstName: creator.firstName,
    lastName: creator.lastName,
    emailAddress: creator.emailAddress,
  },
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
}

/**
 * The activities the caller may see, as a condition on activities (and, for a local counsel's
 * categories, on the proceeding): every one for a SYSTEM_ADMIN, else those of the matters they take
 * part in, a local counsel's only in their categories. Built from the caller's participations (one
 * small query) so the list's count needs no join unless a local counsel's scope or a search asks.
 */
async function visibility(db: DbOrTx, caller: Caller) {
  const participationByMatter = new Map<number, MatterParticipation>();
  if (caller.securityRole === "SYSTEM_ADMIN")
    return { where: undefined, byCategory: false, participationByMatter };
  const rows = await db
    .select({
      matterId: participations.matterId,
      role: participations.role,
      categoryIds: participationCategoryIds(participations.id),
    })
    .from(participations)
    .where(eq(participations.userId, caller.id));
  const whole: number[] = [];
  const scoped: SQL[] = [];
  for (const row of rows) {
    const participation = { role: row.role, categoryIds: row.categoryIds.map(Number) };
    participationByMatter.set(row.matterId, participation);
    const limited = limitedCategories(caller, "activities", participation);
    if (limited === null) whole.push(row.matterId);
    else
      scoped.push(
        and(eq(activities.matterId, row.matterId), inCategories(proceedings.categoryId, limited)) as SQL,
      );
  }
  const parts = [...(whole.length > 0 ? [inArray(activities.matterId, whole)] : []), ...scoped];
  return {
    where: parts.length > 0 ? or(...parts) : sql`false`,
    byCategory: scoped.length > 0,
    participationByMatter,
  };
}

function filterConditions(filter: ActivityListFilter): SQL | undefined {
  const { caller } = filter;
  return and(
    filter.matterId === undefined ? undefined : eq(activities.matterId, filter.matterId),
    filter.trackingId === undefined ? undefined : eq(activities.trackingId, filter.trackingId),
    filter.statuses ? inArray(activities.status, filter.statuses) : undefined,
    filter.assignedToMe ? eq(activities.responsibleId, caller.id) : undefined,
    filter.createdByMe ? eq(activities.createdBy, caller.id) : undefined,
    filter.title ? ilike(activities.title, containing(filter.title)) : undefined,
    filter.categoryCode ? ilike(categories.code, containing(filter.categoryCode)) : undefined,
    filter.proceedingCode ? ilike(proceedings.proceedingCode, containing(filter.proceedingCode)) : undefined,
    filter.proceduralStepId === undefined ? undefined : eq(activities.stepId, filter.proceduralStepId),
  );
}

const sortColumns: Record<ActivitySortField, SQL | SQL[] | typeof activities.title> = {
  title: sql`lower(${activities.title})`,
  status: sql`array_position(array['TODO','DOING','DONE'], ${activities.status})`,
  dueDate: sql`${activities.dueDate}`,
  responsible: [sql`lower(${responsible.lastName})`, sql`lower(${responsible.firstName})`],
  createdBy: [sql`lower(${creator.lastName})`, sql`lower(${creator.firstName})`],
  proceduralStep: sql`${proceduralSteps.position}`,
  matter: sql`lower(${matters.name})`,
  proceedingCode: sql`${proceedings.proceedingCode}`,
  category: sql`${categories.code}`,
};

/**
 * The page's id query with only the joins its conditions and its sort need. (Each join changes the
 * query's static type; the select is fixed to the id, so the result stays `Q`.)
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
    joined = joined.leftJoin(responsible, eq(responsible.id, activities.responsibleId));
  if (field === "createdBy") joined = joined.leftJoin(creator, eq(creator.id, activities.createdBy));
  return joined as Q;
}

/**
 * A page of activities under the filter, due first (no due date last), and the number of them. The
 * page's ids are chosen first (the planner can walk an index in the sort's order and stop), then
 * those rows are read with everything they are shown with; the count joins the proceeding only
 * when a condition needs it.
 */
export async function listActivities(
  db: DbOrTx,
  filter: ActivityListFilter,
  { page, size, sort }: { page: number; size: number; sort?: string },
) {
  const visible = await visibility(db, filter.caller);
  const where = and(visible.where, filterConditions(filter));
  const throughProceeding = visible.byCategory || Boolean(filter.categoryCode || filter.proceedingCode);
  const counting = db.select({ n: sql<number>`count(*)::int` }).from(activities).$dynamic();
  const [ids, [total]] = await Promise.all([
    joinedFor(db.select({ id: activities.id }).from(activities).$dynamic(), throughProceeding, sort)
      .where(where)
      .orderBy(...sortOrder(sort, "dueDate,asc", sortColumns, activities.id))
      .limit(size)
      .offset(page * size),
    (throughProceeding ? withProceeding(counting) : counting).where(where),
  ]);
  const order = ids.map((row) => row.id);
  const rows = order.length
    ? ((await selectActivities(db).where(inArray(activities.id, order))) as ActivityReadRow[])
    : [];
  rows.sort((a, b) => order.indexOf(a.activity.id) - order.indexOf(b.activity.id));
  // The caller's participations come along: each row's permissions need the one on its matter.
  return { rows, totalElements: total?.n ?? 0, participationByMatter: visible.participationByMatter };
}
