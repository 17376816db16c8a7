// The proceedings list and search (SPEC 2.3 "Proceedings list", 7.4): the status filter, the column
// filters, paging and sorting, all in SQL. Local counsel see only the proceedings of their
// categories: the query itself leaves the others out, so counts and pages agree.
//
// Speed at scale: the query is built once per shape (sort, which filters are given, scoped or not)
// with placeholders and kept prepared, so a request only binds its values; building a query this
// size costs drizzle more CPU than PostgreSQL needs to run it. So it pages on its own rather than
// through http/listing.ts pageOf, which builds both its queries anew on every request.
import {
  type ProceedingSearchQuery,
  type ProceedingSortField,
  proceedingStatuses,
} from "@litfolio/shared/proceedings";
import { and, asc, count, desc, eq, gte, lte, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { preparedOnce } from "../../db/prepared-statements";
import { categories, matters } from "../../db/schema/matters";
import { proceedingServedWrits, proceedings } from "../../db/schema/proceedings";
import { containing, sortOrder } from "../../http/listing";
import type { MatterAccess } from "../../permissions/access";
import { inCategories } from "../../permissions/scope";
import type { ProceedingListRow } from "./presenter";
import { proceedingReadColumns } from "./queries";

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

export type ProceedingListQuery = Pick<ProceedingSearchQuery, "page" | "size" | "sort" | "statuses"> &
  Partial<Omit<ProceedingSearchQuery, "page" | "size" | "sort" | "statuses">>;

/** The text filters: each "contains, any letter case" over any of its columns. */
const textFilters = {
  all: everyTextColumn,
  proceedingCode: [proceedings.proceedingCode],
  categoryCode: [categories.code],
  localCounselProceedingCode: [proceedings.localCounselProceedingCode],
  plaintiff: plaintiffColumns,
  lawFirm: [proceedings.lawFirm],
  courtLocation: [proceedings.courtLocation],
  dbResponsible: dbResponsibleColumns,
} satisfies Partial<Record<keyof ProceedingListQuery, SQLWrapper[]>>;
type TextFilter = keyof typeof textFilters;

/** What decides the query's text; the values go in as placeholders. */
interface Shape {
  sort: string;
  scoped: boolean;
  /** False when every status is selected: no status filter (the plan stays simpler without it). */
  statuses: boolean;
  texts: TextFilter[];
  writStart: boolean;
  writEnd: boolean;
}

function shapeOf(
  access: MatterAccess,
  query: ProceedingListQuery,
): { shape: Shape; values: Record<string, unknown> } {
  const scope = access.scopedCategoryIds("proceedings");
  const texts = (Object.keys(textFilters) as TextFilter[]).filter((filter) => query[filter]);
  const shape: Shape = {
    sort: query.sort ?? "proceedingCode,asc",
    scoped: scope !== null,
    statuses: query.statuses.length < proceedingStatuses.length,
    texts,
    writStart: Boolean(query.writStartDate),
    writEnd: Boolean(query.writEndDate),
  };
  const values: Record<string, unknown> = {
    matterId: access.matterId,
    scope,
    statuses: query.statuses,
    writStart: query.writStartDate,
    writEnd: query.writEndDate,
    size: query.size,
    offset: query.page * query.size,
    window: (query.page + 1) * query.size,
  };
  for (const filter of texts) values[filter] = containing(query[filter] as string);
  return { shape, values };
}

/** The period filter: a writ served between the two dates (either may be open). */
function servedBetween(shape: Shape): SQL | undefined {
  if (!shape.writStart && !shape.writEnd) return undefined;
  return sql`exists (select 1 from ${proceedingServedWrits}
    where ${proceedingServedWrits.proceedingId} = ${proceedings.id}
      and ${and(
        shape.writStart ? gte(proceedingServedWrits.servedOn, sql.placeholder("writStart")) : undefined,
        shape.writEnd ? lte(proceedingServedWrits.servedOn, sql.placeholder("writEnd")) : undefined,
      )})`;
}

function conditions(shape: Shape): SQL | undefined {
  return and(
    eq(proceedings.matterId, sql.placeholder("matterId")),
    shape.scoped ? inCategories(proceedings.categoryId, sql.placeholder("scope")) : undefined,
    shape.statuses ? sql`${proceedings.status} = any(${sql.placeholder("statuses")}::text[])` : undefined,
    ...shape.texts.map((filter) =>
      or(...textFilters[filter].map((column) => sql`${column} ilike ${sql.placeholder(filter)}`)),
    ),
    servedBetween(shape),
  );
}

/** Whether the filters read the category's columns (so the count must join the categories). */
const filtersCategory = (shape: Shape) => shape.texts.includes("all") || shape.texts.includes("categoryCode");

/** The number of proceedings the filters select. */
function countQuery(db: DbOrTx, shape: Shape) {
  const from = db.select({ n: count() }).from(proceedings);
  const joined = filtersCategory(shape)
    ? from.innerJoin(categories, eq(categories.id, proceedings.categoryId))
    : from;
  return joined.where(conditions(shape));
}

/** The order of the ORDER BY items as a column, so the page keeps it after joining the whole rows. */
const rowNumber = (order: SQL[]) =>
  sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as("ord");

/**
 * The page's ids with their order and the total, on the narrow columns. Sorted by code (the
 * default), the matter's few categories are ranked by name and each contributes only its first
 * `offset + size` proceedings by counter (an index walk), so the first pages sort a few hundred ids,
 * not thousands.
 */
function pageQuery(db: DbOrTx, shape: Shape) {
  const [field, direction] = shape.sort.split(",");
  const searching = shape.texts.length > 0 || shape.writStart || shape.writEnd;
  if (field !== "proceedingCode" || searching) {
    // A search selects few rows: counting them as they pass (a window) spares a second copy of the
    // filters, which PostgreSQL would plan again.
    const order = sortOrder(shape.sort, "proceedingCode,asc", sortColumns, proceedings.id);
    const total = sql<number>`count(*) over ()`.mapWith(Number).as("total");
    return db
      .select({ id: proceedings.id, total, ord: rowNumber(order) })
      .from(proceedings)
      .innerJoin(categories, eq(categories.id, proceedings.categoryId))
      .where(conditions(shape))
      .orderBy(...order)
      .limit(sql.placeholder("size"))
      .offset(sql.placeholder("offset"));
  }
  const direct = direction === "desc" ? desc : asc;
  // Aliased "categories", so the filters' category columns read the ranked row inside the lateral.
  const ranked = db
    .select({
      id: categories.id,
      code: categories.code,
      name: categories.name,
      rank: sql<number>`row_number() over (order by lower(${categories.name}), ${categories.id})`.as("rank"),
    })
    .from(categories)
    .where(eq(categories.matterId, sql.placeholder("matterId")))
    .as("categories");
  const firstOfCategory = db
    .select({ id: proceedings.id, counter: sql<number>`${proceedings.codeCounter}`.as("counter") })
    .from(proceedings)
    .where(and(conditions(shape), eq(proceedings.categoryId, ranked.id)))
    .orderBy(direct(proceedings.codeCounter), asc(proceedings.id))
    .limit(sql.placeholder("window"))
    .as("proceedings");
  const order = [direct(ranked.rank), direct(firstOfCategory.counter), asc(firstOfCategory.id)];
  const total = sql<number>`(${countQuery(db, shape)})`.mapWith(Number).as("total");
  return db
    .select({ id: firstOfCategory.id, total, ord: rowNumber(order) })
    .from(ranked)
    .crossJoinLateral(firstOfCategory)
    .orderBy(...order)
    .limit(sql.placeholder("size"))
    .offset(sql.placeholder("offset"));
}

/** The page's rows read whole (only those), each carrying the total. */
function rowsQuery(db: DbOrTx, shape: Shape) {
  const page = db.$with("page").as(pageQuery(db, shape));
  return db
    .with(page)
    .select({ ...proceedingReadColumns, total: page.total })
    .from(page)
    .innerJoin(proceedings, eq(proceedings.id, page.id))
    .innerJoin(categories, eq(categories.id, proceedings.categoryId))
    .innerJoin(matters, eq(matters.id, proceedings.matterId))
    .orderBy(page.ord);
}

export async function listProceedings(
  db: DbOrTx,
  access: MatterAccess,
  query: ProceedingListQuery,
): Promise<{ rows: ProceedingListRow[]; totalElements: number }> {
  const { shape, values } = shapeOf(access, query);
  const key = JSON.stringify(shape);
  const rows = await preparedOnce(db, `proceedings:${key}`, () => rowsQuery(db, shape)).execute(values);
  // A page past the end (or no match) has no row to carry the total.
  const total =
    rows[0]?.total ??
    (await preparedOnce(db, `proceedings-count:${key}`, () => countQuery(db, shape)).execute(values))[0]?.n ??
    0;
  return { rows, totalElements: total };
}
