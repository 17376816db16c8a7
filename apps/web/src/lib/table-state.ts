// A searchable, paged table's state lives in the URL query (page, size, sort and one value per search
// column) so a link or a reload reproduces the view. One definition per table names its search
// columns, sort fields and endpoints; this file reads the query into state, writes state back into a
// query, and turns state into the API call (the list path, or the search path once a value is set).
import { defaultPageSize, pageSizes } from "@litfolio/shared/paging";
import type { SortState } from "../components/DataTable";
import type { SearchCriterion } from "../components/SearchCriteria";
import type { QueryValue } from "./api";

export interface TableState<Column extends string> {
  page: number;
  size: number;
  sort: SortState | null;
  search: Partial<Record<Column, string>>;
}

export interface TableDefinition<Column extends string> {
  searchColumns: readonly Column[];
  sortFields: readonly string[];
  listPath: string;
  searchPath: string;
  /** The page sizes offered, when not SPEC 9's usual 15, 50 and 100 (work packages: 10 too). */
  pageSizes?: readonly number[];
}

export interface ListRequest {
  path: string;
  query: Record<string, QueryValue>;
}

export function readTableState<Column extends string>(
  table: TableDefinition<Column>,
  params: URLSearchParams,
  fallbackSize = defaultPageSize,
): TableState<Column> {
  const page = Number(params.get("page"));
  const size = Number(params.get("size"));
  const search: TableState<Column>["search"] = {};
  for (const criterion of readSearchCriteria(table, params)) search[criterion.column] = criterion.value;
  return {
    page: Number.isInteger(page) && page > 0 ? page : 0,
    size: (table.pageSizes ?? (pageSizes as readonly number[])).includes(size) ? size : fallbackSize,
    sort: readSort(table, params.get("sort")),
    search,
  };
}

/** The search criteria in the order they appear in the URL, each column once. */
export function readSearchCriteria<Column extends string>(
  table: TableDefinition<Column>,
  params: URLSearchParams,
): SearchCriterion<Column>[] {
  const isColumn = (key: string): key is Column => (table.searchColumns as readonly string[]).includes(key);
  const criteria: SearchCriterion<Column>[] = [];
  for (const [key, value] of params) {
    if (isColumn(key) && value.trim() && !criteria.some((criterion) => criterion.column === key)) {
      criteria.push({ column: key, value });
    }
  }
  return criteria;
}

function readSort(table: TableDefinition<string>, value: string | null): SortState | null {
  const [field, direction] = value?.split(",") ?? [];
  if (!field || !table.sortFields.includes(field)) return null;
  if (direction !== "asc" && direction !== "desc") return null;
  return { field, direction };
}

/** The URL query for a state; defaults are left out to keep links short. */
export function writeTableState<Column extends string>(state: TableState<Column>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [column, value] of Object.entries<string | undefined>(state.search)) {
    if (value?.trim()) params.set(column, value.trim());
  }
  if (state.page > 0) params.set("page", String(state.page));
  params.set("size", String(state.size));
  if (state.sort) params.set("sort", `${state.sort.field},${state.sort.direction}`);
  return params;
}

export const isSearching = (state: TableState<string>) =>
  Object.values<string | undefined>(state.search).some((value) => value?.trim());

export function listRequest<Column extends string>(
  table: TableDefinition<Column>,
  state: TableState<Column>,
): ListRequest {
  const query: Record<string, QueryValue> = {
    page: state.page,
    size: state.size,
    sort: state.sort ? `${state.sort.field},${state.sort.direction}` : undefined,
  };
  if (!isSearching(state)) return { path: table.listPath, query };
  for (const column of table.searchColumns) query[column] = state.search[column]?.trim() || undefined;
  return { path: table.searchPath, query };
}

/** What DataTable needs to page and sort a state kept in the URL. */
export interface TablePaging {
  page: number;
  pageSize: number;
  sort: SortState | null;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSortChange: (sort: SortState) => void;
}

/** DataTable's paging and sorting of `state`; a new page size or sort starts again at the first page. */
export function tablePaging<State extends TableState<string>>(
  state: State,
  change: (change: Partial<State>) => void,
): TablePaging {
  return {
    page: state.page,
    pageSize: state.size,
    sort: state.sort,
    onPageChange: (page) => change({ page } as Partial<State>),
    onPageSizeChange: (size) => change({ size, page: 0 } as Partial<State>),
    onSortChange: (sort) => change({ sort, page: 0 } as Partial<State>),
  };
}
