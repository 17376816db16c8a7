// The proceedings list and search (SPEC 2.3 "Proceedings list", 7.4): the status filter, the column
// filters, paging and sorting, all in SQL. Local counsel see only the proceedings of their
// categories: the query itself leaves the others out, so counts and pages agree.
import type { ListEnvelope } from "@litfolio/shared/paging";
import type {
  ProceedingSearchQuery,
  ProceedingSortField,
  ProceedingSummary,
} from "@litfolio/shared/proceedings";
import { and, count, eq, gte, inArray, lte, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { categories, proceedingServedWrits, proceedings } from "../../db/schema";
import { containing, sortOrder } from "../../http/listing";
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
    inArray(proceedings.status, query.statuses),
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

/**
 * Two steps, for speed at scale (thousands of wide rows with JSON): the page's ids are sorted on the
 * narrow columns alone (a top-N sort over an index), then only those rows are read whole. The count
 * runs on the same conditions without reading any row.
 */
export async function listProceedings(
  db: DbOrTx,
  access: MatterAccess,
  query: ListQuery,
): Promise<ListEnvelope<ProceedingSummary>> {
  const where = conditions(access, query);
  const [page, [total]] = await Promise.all([
    db
      .select({ id: proceedings.id })
      .from(proceedings)
      .innerJoin(categories, eq(categories.id, proceedings.categoryId))
      .where(where)
      .orderBy(...sortOrder(query.sort, "proceedingCode,asc", sortColumns, proceedings.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ n: count() })
      .from(proceedings)
      .innerJoin(categories, eq(categories.id, proceedings.categoryId))
      .where(where),
  ]);
  const ids = page.map((row) => row.id);
  const rows = ids.length > 0 ? await selectProceedings(db).where(inArray(proceedings.id, ids)) : [];
  const inPageOrder = rows.sort((a, b) => ids.indexOf(a.proceeding.id) - ids.indexOf(b.proceeding.id));
  return {
    items: inPageOrder.map((row) =>
      presentProceedingSummary(row, access.verbs("proceedings", { categoryId: row.proceeding.categoryId })),
    ),
    totalElements: total?.n ?? 0,
    permissions: access.verbs("proceedings"),
  };
}
