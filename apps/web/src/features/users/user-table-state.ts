// The users table's state in the URL query: the shared table state (lib/table-state.ts) plus
// showDeleted. SPEC 7.1: admin/users, or admin/users/search when a search value is set.
import { type UserSearchColumn, userSearchColumns, userSortFields } from "@litfolio/shared/users";
import {
  type ListRequest,
  listRequest,
  readTableState,
  type TableDefinition,
  type TableState,
  writeTableState,
} from "../../lib/table-state";

export interface UserTableState extends TableState<UserSearchColumn> {
  showDeleted: boolean;
}

export const usersTable: TableDefinition<UserSearchColumn> = {
  searchColumns: userSearchColumns,
  sortFields: userSortFields,
  listPath: "admin/users",
  searchPath: "admin/users/search",
};

export const userSearchColumnLabels: Record<UserSearchColumn, string> = {
  emailAddress: "E-mail address",
  firstName: "First name",
  lastName: "Last name",
};

export function readUserTableState(params: URLSearchParams, fallbackSize?: number): UserTableState {
  return {
    ...readTableState(usersTable, params, fallbackSize),
    showDeleted: params.get("showDeleted") === "true",
  };
}

export function writeUserTableState(state: UserTableState): URLSearchParams {
  const params = writeTableState(state);
  if (state.showDeleted) params.set("showDeleted", "true");
  return params;
}

export function userListRequest(state: UserTableState): ListRequest {
  const request = listRequest(usersTable, state);
  return { ...request, query: { ...request.query, showDeleted: state.showDeleted } };
}
