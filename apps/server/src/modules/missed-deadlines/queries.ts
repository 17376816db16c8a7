// The missed deadlines of a matter (the rule: ./rule.ts): the page, filtered and sorted, with the
// count of all its rows (pageOf). It reads the steps still to do by deadline
// (procedural_steps_missed_idx, which alone answers the count's steps) and their trackings.
import { defaultMissedDeadlineSort, type MissedDeadlineQuery } from "@litfolio/shared/missed-deadlines";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { categories } from "../../db/schema/matters";
import { proceedings } from "../../db/schema/proceedings";
import { proceduralSteps, trackings } from "../../db/schema/tracking";
import { type PageRequest, pageOf, sortOrder } from "../../http/listing";
import { categoryCondition } from "../../permissions/scope";
import { missedDeadlineCondition } from "./rule";

export interface MissedDeadlineFilter extends Omit<MissedDeadlineQuery, "page" | "size"> {
  matterId: number;
  /** A local counsel's categories on trackings (`MatterAccess.scopedCategoryIds`); null: all. */
  categories: readonly number[] | null;
  /** YYYY-MM-DD (`todayUtc`): deadlines before it have passed. */
  today: string;
}

function missedConditions(filter: MissedDeadlineFilter): SQL | undefined {
  return and(
    eq(trackings.matterId, filter.matterId),
    eq(trackings.template, false),
    missedDeadlineCondition(filter.today),
    categoryCondition(proceedings.categoryId, filter.categories),
    filter.categoryId === undefined ? undefined : eq(proceedings.categoryId, filter.categoryId),
    filter.courtHearing ? eq(proceduralSteps.courtHearing, true) : undefined,
    filter.clientDeadline ? eq(proceduralSteps.clientDeadline, true) : undefined,
  );
}

/** A proceeding code in natural order: its category's code, then the counter (NLD2 before NLD10). */
const codeOrder = [categories.code, proceedings.codeCounter];
const sortColumns = {
  deadline: [proceduralSteps.deadline, ...codeOrder],
  proceedingCode: [...codeOrder, proceduralSteps.position],
  category: [categories.code, proceduralSteps.deadline],
};

const missedColumns = {
  step: {
    id: proceduralSteps.id,
    position: proceduralSteps.position,
    title: proceduralSteps.title,
    // Never null here: the conditions ask for a deadline before today.
    deadline: sql<string>`${proceduralSteps.deadline}`,
    courtHearing: proceduralSteps.courtHearing,
    clientDeadline: proceduralSteps.clientDeadline,
  },
  trackingId: trackings.id,
  proceeding: {
    id: proceedings.id,
    code: proceedings.proceedingCode,
    status: proceedings.status,
    responsibleFirstName: proceedings.dbResponsibleFirstName,
    responsibleLastName: proceedings.dbResponsibleLastName,
  },
  category: { id: categories.id, type: categories.type, code: categories.code, name: categories.name },
};

/** Trackings with their steps, proceeding and category: what the rows show and the conditions name. */
const withSteps = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(proceduralSteps, eq(proceduralSteps.trackingId, trackings.id))
    .innerJoin(proceedings, eq(proceedings.id, trackings.proceedingId))
    .innerJoin(categories, eq(categories.id, proceedings.categoryId));

/** One page of the matter's missed deadlines under the filters, and how many there are. */
export const listMissedDeadlines = (db: DbOrTx, filter: MissedDeadlineFilter, page: PageRequest) =>
  pageOf(
    db,
    {
      select: withSteps(db.select(missedColumns).from(trackings).$dynamic()),
      countFrom: trackings,
      countJoins: withSteps,
      where: missedConditions(filter),
      orderBy: sortOrder(filter.sort, defaultMissedDeadlineSort, sortColumns, proceduralSteps.id),
    },
    page,
  );

export type MissedDeadlineRow = Awaited<ReturnType<typeof listMissedDeadlines>>["rows"][number];

/** A category of the matter in words for the export's title ("NLD Netherlands"), or null. */
export async function categoryName(db: DbOrTx, matterId: number, categoryId: number) {
  const [category] = await db
    .select({ code: categories.code, name: categories.name })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.matterId, matterId)));
  return category ? `${category.code} ${category.name}` : null;
}
