// The users table's state lives in the URL query (page, size, sort, search columns, showDeleted) so
// a link reproduces the view. This file turns the query into state, state into a query, and state
// into the API call (SPEC 7.1: admin/users, or admin/users/search when a search value is set).
import { defaultPageSize, pageSizes } from "@litfolio/shared/paging";
import { type UserSearchColumn, userSearchColumns, userSortFields } from "@litfolio/shared/users";
import type { SortState } from "../../components/DataTable";
import type { SearchCriterion } from "../../components/SearchCriteria";
import type { QueryValue } from "../../lib/api";

export interface UserTableState {
  page: number;
  size: number;
  sort: SortState | null;
  showDeleted: boolean;
  search: Partial<Record<UserSearchColumn, string>>;
}

export const userSearchColumnLabels: Record<UserSearchColumn, string> = {
  emailAddress: "E-mail address",
  firstName: "First name",
  lastName: "Last name",
};

const isSearchColumn = (key: string): key is UserSearchColumn =>
  (userSearchColumns as readonly string[]).includes(key);

export function readUserTableState(params: URLSearchParams, fallbackSize = defaultPageSize): UserTableState {
  const page = Number(params.get("page"));
  const size = Number(params.get("size"));
  const search: UserTableState["search"] = {};
  for (const criterion of readSearchCriteria(params)) {
    if (criterion.column) search[criterion.column] = criterion.value;
  }
  return {
    page: Number.isInteger(page) && page > 0 ? page : 0,
    size: (pageSizes as readonly number[]).includes(size) ? size : fallbackSize,
    sort: readSort(params.get("sort")),
    showDeleted: params.get("showDeleted") === "true",
    search,
  };
}

/** The search criteria in the order they appear in the URL. */
export function readSearchCriteria(params: URLSearchParams): SearchCriterion<UserSearchColumn>[] {
  const criteria: SearchCriterion<UserSearchColumn>[] = [];
  for (const [key, value] of params) {
    if (isSearchColumn(key) && value.trim() && !criteria.some((criterion) => criterion.column === key)) {
      criteria.push({ column: key, value });
    }
  }
  return criteria;
}

function readSort(value: string | null): SortState | null {
  const [field, direction] = value?.split(",") ?? [];
  if (!field || !(userSortFields as readonly string[]).includes(field)) return null;
  if (direction !== "asc" && direction !== "desc") return null;
  return { field, direction };
}

/** The URL query for a state; defaults are left out to keep links short. */
export function writeUserTableState(state: UserTableState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [column, value] of Object.entries(state.search)) {
    if (value?.trim()) params.set(column, value.trim());
  }
  if (state.page > 0) params.set("page", String(state.page));
  params.set("size", String(state.size));
  if (state.sort) params.set("sort", `${state.sort.field},${state.sort.direction}`);
  if (state.showDeleted) params.set("showDeleted", "true");
  return params;
}

export function userListRequest(state: UserTableState): { path: string; query: Record<string, QueryValue> } {
  const query: Record<string, QueryValue> = {
    page: state.page,
    size: state.size,
    sort: state.sort ? `${state.sort.field},${state.sort.direction}` : undefined,
    showDeleted: state.showDeleted,
  };
  const searching = Object.values(state.search).some((value) => value?.trim());
  if (!searching) return { path: "admin/users", query };
  for (const column of userSearchColumns) query[column] = state.search[column]?.trim() || undefined;
  return { path: "admin/users/search", query };
}
