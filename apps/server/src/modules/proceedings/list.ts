// The proceedings list and search (SPEC 2.3 "Proceedings list", 7.4): the status filter, the column
// filters, paging and sorting, all in SQL. Local counsel see only the proceedings of their
// categories: the query itself leaves the others out, so counts and pages agree.
import type { ListEnvelope } from "@litfolio/shared/paging";
import {
  type ProceedingSearchQuery,
  type ProceedingSortField,
  type ProceedingSummary,
  proceedingStatuses,
} from "@litfolio/shared/proceedings";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { categories, proceedingServedWrits, proceedings } from "../../db/schema";
import { containing, idIn, sortOrder } from "../../http/listing";
import type { MatterAccess } from "../../permissions/access";
import { presentProceedingSummary } from "./presenter";
import { selectProceedings } from "./service";

const lower = (column: SQLWrapper) => sql`lower(${column})`;

const sortColumns: Record<ProceedingSortField, SQLWrapper | SQLWrapper[]> = {
  // DECISIONS: a code sorts by its category's name, then by its counter.
  proceedingCode: [lower(categories.name), proceedings.codeCounter],
  localCounselProceedingCode: lower(proceedings.localCounselProceedingCode),
  plaintiff: lower(proceedings.plaintiffFullName),
  lawFirm: lower(proceedings.lawFirm),
  status: proceedings.status,
  issueDate: proceedings.issueDate,
  courtLocation: lower(proceedings.courtLocation),
  dbResponsible: [lower(proceedings.dbResponsibleLastName), lower(proceedings.dbResponsibleFirstName)],
  totalSumInEuro: proceedings.totalSumInEuro,
};

/** "Contains, any letter case" over any of the columns. */
const anyContains = (text: string, columns: SQLWrapper[]) =>
  or(...columns.map((column) => sql`${column} ilike ${containing(text)}`));

const plaintiffColumns = [proceedings.plaintiffFullName, proceedings.plaintiffShortName];
const dbResponsibleColumns = [
  sql`${proceedings.dbResponsibleFirstName} || ' ' || ${proceedings.dbResponsibleLastName}`,
  proceedings.dbResponsibleEmailAddress,
];
const everyTextColumn = [
  proceedings.proceedingCode,
  categories.code,
  categories.name,
  proceedings.localCounselProceedingCode,
  ...plaintiffColumns,
  proceedings.lawFirm,
  proceedings.courtName,
  proceedings.courtLocation,
  proceedings.courtRecordNumber,
  ...dbResponsibleColumns,
];

/** The period filter: a writ served between the two dates (either may be open). */
function servedBetween(start: string | null, end: string | null): SQL | undefined {
  if (!start && !end) return undefined;
  return sql`exists (select 1 from ${proceedingServedWrits}
    where ${proceedingServedWrits.proceedingId} = ${proceedings.id}
      and ${and(
        start ? gte(proceedingServedWrits.servedOn, start) : undefined,
        end ? lte(proceedingServedWrits.servedOn, end) : undefined,
      )})`;
}

type ListQuery = Pick<ProceedingSearchQuery, "page" | "size" | "sort" | "statuses"> &
  Partial<Omit<ProceedingSearchQuery, "page" | "size" | "sort" | "statuses">>;

function conditions(access: MatterAccess, query: ListQuery): SQL | undefined {
  const scope = access.scopedCategoryIds("proceedings");
  const text = (value: string | undefined, columns: SQLWrapper[]) =>
    value ? anyContains(value, columns) : undefined;
  return and(
    eq(proceedings.matterId, access.matterId),
    scope ? (scope.length > 0 ? inArray(proceedings.categoryId, [...scope]) : sql`false`) : undefined,
    // Every status selected filters nothing: the plan stays simpler without the list.
    query.statuses.length < proceedingStatuses.length
      ? inArray(proceedings.status, query.statuses)
      : undefined,
    text(query.all, everyTextColumn),
    text(query.proceedingCode, [proceedings.proceedingCode]),
    text(query.categoryCode, [categories.code]),
    text(query.localCounselProceedingCode, [proceedings.localCounselProceedingCode]),
    text(query.plaintiff, plaintiffColumns),
    text(query.lawFirm, [proceedings.lawFirm]),
    text(query.courtLocation, [proceedings.courtLocation]),
    text(query.dbResponsible, dbResponsibleColumns),
    servedBetween(query.writStartDate ?? null, query.writEndDate ?? null),
  );
}

/** Whether the filters read the category's columns (so the count must join the categories). */
const filtersCategory = (query: ListQuery) => Boolean(query.all || query.categoryCode);

/** The number of proceedings the filters select. */
function countQuery(db: DbOrTx, where: SQL | undefined, query: ListQuery) {
  const from = db.select({ n: count() }).from(proceedings);
  const joined = filtersCategory(query)
    ? from.innerJoin(categories, eq(categories.id, proceedings.categoryId))
    : from;
  return joined.where(where);
}

/**
 * The page's ids in order, each with the total (one round trip). Sorted by code (the default), the
 * matter's few categories are ranked by name and each contributes only its first `offset + size`
 * proceedings by counter (an index walk), so the first pages sort a few hundred ids, not thousands.
 */
function pageIdsQuery(db: DbOrTx, matterId: number, where: SQL | undefined, query: ListQuery) {
  const total = sql<number>`(${countQuery(db, where, query)})`.mapWith(Number).as("total");
  const offset = query.page * query.size;
  const [field, direction] = (query.sort ?? "proceedingCode,asc").split(",");
  if (field !== "proceedingCode") {
    return db
      .select({ id: proceedings.id, total })
      .from(proceedings)
      .innerJoin(categories, eq(categories.id, proceedings.categoryId))
      .where(where)
      .orderBy(...sortOrder(query.sort, "proceedingCode,asc", sortColumns, proceedings.id))
      .limit(query.size)
      .offset(offset);
  }
  const order = direction === "desc" ? desc : asc;
  // Aliased "categories", so the filters' category columns read the ranked row inside the lateral.
  const ranked = db
    .select({
      id: categories.id,
      code: categories.code,
      name: categories.name,
      rank: sql<number>`row_number() over (order by lower(${categories.name}), ${categories.id})`.as("rank"),
    })
    .from(categories)
    .where(eq(categories.matterId, matterId))
    .as("categories");
  const firstOfCategory = db
    .select({ id: proceedings.id, counter: sql<number>`${proceedings.codeCounter}`.as("counter") })
    .from(proceedings)
    .where(and(where, eq(proceedings.categoryId, ranked.id)))
    .orderBy(order(proceedings.codeCounter), asc(proceedings.id))
    .limit(offset + query.size)
    .as("proceedings");
  return db
    .select({ id: firstOfCategory.id, total })
    .from(ranked)
    .crossJoinLateral(firstOfCategory)
    .orderBy(order(ranked.rank), order(firstOfCategory.counter), asc(firstOfCategory.id))
    .limit(query.size)
    .offset(offset);
}

/**
 * Two steps, for speed at scale (thousands of wide rows with JSON): the page's ids and the total in
 * one query on the narrow columns, then only those rows are read whole.
 */
export async function listProceedings(
  db: DbOrTx,
  access: MatterAccess,
  query: ListQuery,
): Promise<ListEnvelope<ProceedingSummary>> {
  const where = conditions(access, query);
  const page = await pageIdsQuery(db, access.matterId, where, query);
  const ids = page.map((row) => row.id);
  // A page past the end (or no match) has no row to carry the total.
  const [rows, total] = await Promise.all([
    ids.length > 0 ? selectProceedings(db).where(idIn(proceedings.id, ids)) : [],
    page[0]?.total ?? countQuery(db, where, query).then(([row]) => row?.n ?? 0),
  ]);
  const inPageOrder = rows.sort((a, b) => ids.indexOf(a.proceeding.id) - ids.indexOf(b.proceeding.id));
  return {
    items: inPageOrder.map((row) =>
      presentProceedingSummary(row, access.verbs("proceedings", { categoryId: row.proceeding.categoryId })),
    ),
    totalElements: total,
    permissions: access.verbs("proceedings"),
  };
}
