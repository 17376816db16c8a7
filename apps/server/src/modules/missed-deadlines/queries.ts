// The missed deadlines of a matter (definition: packages/shared/src/missed-deadlines.ts) in one
// statement: the page, filtered and sorted, with the count of all its rows (`count(*) over ()`).
// Every part reads an index: the matter's trackings (trackings_matter_idx), their steps and the later
// steps (procedural_steps_tracking_idx on tracking and position), a proceeding's resolutions
// (resolutions_proceeding_idx) and a step's documents (documents_step_idx).
import { defaultMissedDeadlineSort, type MissedDeadlineQuery } from "@litfolio/shared/missed-deadlines";
import { openProceedingStatuses } from "@litfolio/shared/tracking";
import { and, eq, inArray, lt, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { documents } from "../../db/schema/documents";
import { categories } from "../../db/schema/matters";
import { proceedings } from "../../db/schema/proceedings";
import { resolutions } from "../../db/schema/resolutions";
import { proceduralSteps, trackings } from "../../db/schema/tracking";
import { type PageRequest, sortOrder } from "../../http/listing";
import { categoryCondition } from "../../permissions/scope";

export interface MissedDeadlineFilter extends Omit<MissedDeadlineQuery, "page" | "size"> {
  matterId: number;
  /** A local counsel's categories on trackings (`MatterAccess.scopedCategoryIds`); null: all. */
  categories: readonly number[] | null;
  /** YYYY-MM-DD: deadlines before it have passed. */
  today: string;
}

const later = alias(proceduralSteps, "later_step");

/** A later step's deadline has passed, as `isPastDeadline` says: an estimate (its month's first day) before this month. */
const laterStepPassed = (today: string) =>
  sql`${later.deadline} < case when ${later.estimateDeadline} then ${`${today.slice(0, 7)}-01`}::date else ${today}::date end`;

/** The step has a document: what was due was filed. */
const hasDocument = (stepId: SQLWrapper) =>
  sql`exists (select 1 from ${documents} where ${documents.stepId} = ${stepId})`;

/** A later step of the same tracking is done: its deadline has passed or a document is attached. */
const laterStepDone = (today: string) =>
  sql`exists (select 1 from ${proceduralSteps} ${later} where ${later.trackingId} = ${proceduralSteps.trackingId} and ${later.position} > ${proceduralSteps.position} and (${laterStepPassed(today)} or ${hasDocument(later.id)}))`;

/** The proceeding has a judgement or a settlement. */
const resolved = sql`exists (select 1 from ${resolutions} where ${resolutions.proceedingId} = ${proceedings.id})`;

function missedConditions(filter: MissedDeadlineFilter): SQL | undefined {
  return and(
    eq(trackings.matterId, filter.matterId),
    eq(trackings.template, false),
    eq(proceduralSteps.estimateDeadline, false),
    lt(proceduralSteps.deadline, filter.today),
    inArray(proceedings.status, openProceedingStatuses),
    sql`not ${resolved}`,
    sql`not ${hasDocument(proceduralSteps.id)}`,
    sql`not ${laterStepDone(filter.today)}`,
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
  // Counted before the limit: how many rows the filters match.
  total: sql<number>`count(*) over ()`.mapWith(Number),
};

/** One page of the matter's missed deadlines under the filters, and how many there are. */
export async function listMissedDeadlines(db: DbOrTx, filter: MissedDeadlineFilter, page: PageRequest) {
  const rows = await db
    .select(missedColumns)
    .from(trackings)
    .innerJoin(proceduralSteps, eq(proceduralSteps.trackingId, trackings.id))
    .innerJoin(proceedings, eq(proceedings.id, trackings.proceedingId))
    .innerJoin(categories, eq(categories.id, proceedings.categoryId))
    .where(missedConditions(filter))
    .orderBy(...sortOrder(filter.sort, defaultMissedDeadlineSort, sortColumns, proceduralSteps.id))
    .limit(page.size)
    .offset(page.page * page.size);
  return { rows, totalElements: rows[0]?.total ?? 0 };
}

export type MissedDeadlineRow = Awaited<ReturnType<typeof listMissedDeadlines>>["rows"][number];

/** A category of the matter in words for the export's title ("NLD Netherlands"), or null. */
export async function categoryName(db: DbOrTx, matterId: number, categoryId: number) {
  const [category] = await db
    .select({ code: categories.code, name: categories.name })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.matterId, matterId)));
  return category ? `${category.code} ${category.name}` : null;
}
