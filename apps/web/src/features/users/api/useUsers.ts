import type { UserList } from "@litfolio/shared/users";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { type UserTableState, userListRequest } from "../user-table-state";
import { userQueryKeys } from "./user-query-keys";

/** GET admin/users, or admin/users/search with search values; the previous page stays while loading. */
export function useUsers(state: UserTableState) {
  const request = userListRequest(state);
  return useQuery({
    queryKey: userQueryKeys.list(request),
    queryFn: ({ signal }) => api.get<UserList>(request.path, { query: request.query, signal }),
    placeholderData: keepPreviousData,
  });
}
