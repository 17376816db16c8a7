// Templates' and trackings' SQL: a page of templates with their step counts, one template or
// tracking with its category (and proceeding), its steps in order, the look-ups by category code and
// by proceeding, how many activities point to each step (GET .../activities/count, and the refusal to
// delete a linked step, SPEC 5.9).
import type { templateListSorts } from "@litfolio/shared/tracking";
import { and, asc, count, eq, getTableColumns, ilike, isNotNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { activities } from "../../db/schema/activities";
import { categories, matters } from "../../db/schema/matters";
import { proceedings } from "../../db/schema/proceedings";
import { proceduralSteps, trackings } from "../../db/schema/tracking";
import { users } from "../../db/schema/users";
import { notFound } from "../../http/errors";
import { containing, type PageRequest, pageOf, sortOrder } from "../../http/listing";

export type TrackingRow = typeof trackings.$inferSelect;

const categoryColumns = {
  id: categories.id,
  type: categories.type,
  code: categories.code,
  name: categories.name,
};

const stepCount = sql<number>`(select count(*)::int from ${proceduralSteps} where ${proceduralSteps.trackingId} = ${trackings.id})`;

/** A page of the matter's templates by category (SPEC 2.3 "Templates"), filtered by its code or name. */
export function listTemplates(
  db: DbOrTx,
  matterId: number,
  query: PageRequest & { sort?: string; query?: string },
) {
  const text = query.query?.trim();
  return pageOf(
    db,
    {
      select: db
        .select({ id: trackings.id, category: categoryColumns, steps: stepCount })
        .from(trackings)
        .innerJoin(categories, eq(categories.id, trackings.categoryId))
        .$dynamic(),
      countFrom: trackings,
      where: and(
        eq(trackings.matterId, matterId),
        eq(trackings.template, true),
        text
          ? sql`exists (select 1 from ${categories} where ${categories.id} = ${trackings.categoryId} and (${or(
              ilike(categories.code, containing(text)),
              ilike(categories.name, containing(text)),
            )}))`
          : undefined,
      ),
      orderBy: sortOrder<(typeof templateListSorts)[number]>(
        query.sort,
        "category,asc",
        { category: sql`lower(${categories.name})`, type: categories.type, steps: stepCount },
        trackings.id,
      ),
    },
    query,
  );
}

/** A template of the matter with its category; `lock` holds it until commit. Anything else: 404. */
export async function findTemplate(db: DbOrTx, matterId: number, id: number, { lock = false } = {}) {
  const query = db
    .select({ tracking: trackings, category: categoryColumns, matterName: matters.name })
    .from(trackings)
    .innerJoin(categories, eq(categories.id, trackings.categoryId))
    .innerJoin(matters, eq(matters.id, trackings.matterId))
    .where(and(eq(trackings.matterId, matterId), eq(trackings.template, true), eq(trackings.id, id)));
  const [row] = lock ? await query.for("update", { of: trackings }) : await query;
  if (!row) throw notFound();
  return row;
}
export type TemplateRecord = Awaited<ReturnType<typeof findTemplate>>;

/** The proceeding's tracking `id` with the proceeding, its category and matter; anything else: 404. */
export async function findTracking(
  db: DbOrTx,
  matterId: number,
  proceedingId: number,
  id: number,
  { lock = false } = {},
) {
  const query = db
    .select({
      tracking: trackings,
      proceeding: { id: proceedings.id, code: proceedings.proceedingCode, status: proceedings.status },
      category: categoryColumns,
      matterName: matters.name,
    })
    .from(trackings)
    .innerJoin(proceedings, eq(proceedings.id, trackings.proceedingId))
    .innerJoin(categories, eq(categories.id, proceedings.categoryId))
    .innerJoin(matters, eq(matters.id, trackings.matterId))
    .where(
      and(eq(trackings.matterId, matterId), eq(trackings.proceedingId, proceedingId), eq(trackings.id, id)),
    );
  const [row] = lock ? await query.for("update", { of: trackings }) : await query;
  if (!row) throw notFound();
  return row;
}
export type TrackingRecord = Awaited<ReturnType<typeof findTracking>>;

/** The steps in their order, each with who marked it done (null while not done, or once they are gone). */
export const stepsOf = (db: DbOrTx, trackingId: number) =>
  db
    .select({
      ...getTableColumns(proceduralSteps),
      doneByUser: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(proceduralSteps)
    .leftJoin(users, eq(users.id, proceduralSteps.doneBy))
    .where(eq(proceduralSteps.trackingId, trackingId))
    .orderBy(asc(proceduralSteps.position), asc(proceduralSteps.id));
export type StepRow = Awaited<ReturnType<typeof stepsOf>>[number];

/** A step of the tracking (its done state); anything else: 404. */
export async function findStep(db: DbOrTx, trackingId: number, stepId: number) {
  const [row] = await db
    .select({ id: proceduralSteps.id, doneOn: proceduralSteps.doneOn, doneBy: proceduralSteps.doneBy })
    .from(proceduralSteps)
    .where(and(eq(proceduralSteps.trackingId, trackingId), eq(proceduralSteps.id, stepId)));
  if (!row) throw notFound();
  return row;
}

/** The tracking of a proceeding, if it has one. */
export async function trackingIdOfProceeding(db: DbOrTx, proceedingId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: trackings.id })
    .from(trackings)
    .where(eq(trackings.proceedingId, proceedingId));
  return row?.id ?? null;
}

/** The template of the matter's category with this code, if there is one. */
export async function templateIdOfCategory(
  db: DbOrTx,
  matterId: number,
  code: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: trackings.id })
    .from(trackings)
    .innerJoin(categories, eq(categories.id, trackings.categoryId))
    .where(
      and(
        eq(trackings.matterId, matterId),
        eq(trackings.template, true),
        eq(categories.code, code.toUpperCase()),
      ),
    );
  return row?.id ?? null;
}

/** Whether the category is the matter's (a template's category of another matter: 404). */
export async function assertCategoryOfMatter(db: DbOrTx, matterId: number, categoryId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(categories)
    .where(and(eq(categories.matterId, matterId), eq(categories.id, categoryId)));
  if (!row?.n) throw notFound();
}

/** How many activities point to each step of the tracking, by step id. */
export async function stepActivityCounts(db: DbOrTx, trackingId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ stepId: activities.stepId, n: sql<number>`count(*)::int` })
    .from(activities)
    .where(and(eq(activities.trackingId, trackingId), isNotNull(activities.stepId)))
    .groupBy(activities.stepId);
  return new Map(rows.map((row) => [row.stepId ?? 0, row.n]));
}
