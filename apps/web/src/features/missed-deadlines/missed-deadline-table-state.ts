// The missed deadlines table's state in the URL query: the shared table state (lib/table-state.ts:
// page, size, sort) plus the filters (a jurisdiction or workstream, court hearings only, client
// deadlines only). A value the server would refuse (an id that is no id, a flag other than true) is
// read as no filter, so a hand-edited link shows the list instead of an error.
import { missedDeadlineSortFields } from "@litfolio/shared/missed-deadlines";
import type { SortState } from "../../components/DataTable";
import type { QueryValue } from "../../lib/api";
import {
  type ListRequest,
  listRequest,
  readTableState,
  type TableDefinition,
  type TableState,
  writeTableState,
} from "../../lib/table-state";
import { missedDeadlinesUrl } from "./api/missed-deadline-query-keys";

export interface MissedDeadlineTableState extends TableState<never> {
  categoryId: number | null;
  courtHearing: boolean;
  clientDeadline: boolean;
}

/** The server's order without a sort (the longest overdue first), shown on the Deadline header. */
export const defaultMissedDeadlineSortState: SortState = { field: "deadline", direction: "asc" };

const missedDeadlinesTable = (matterId: number): TableDefinition<never> => ({
  searchColumns: [],
  sortFields: missedDeadlineSortFields,
  listPath: missedDeadlinesUrl(matterId),
  searchPath: missedDeadlinesUrl(matterId),
});

const positiveInteger = (text: string | null) => {
  const value = Number(text);
  return text && /^\d+$/.test(text) && value > 0 && value <= 2_147_483_647 ? value : null;
};

export function readMissedDeadlineState(
  matterId: number,
  params: URLSearchParams,
  fallbackSize?: number,
): MissedDeadlineTableState {
  return {
    ...readTableState(missedDeadlinesTable(matterId), params, fallbackSize),
    categoryId: positiveInteger(params.get("categoryId")),
    courtHearing: params.get("courtHearing") === "true",
    clientDeadline: params.get("clientDeadline") === "true",
  };
}

export function writeMissedDeadlineState(state: MissedDeadlineTableState): URLSearchParams {
  const params = writeTableState(state);
  if (state.categoryId !== null) params.set("categoryId", String(state.categoryId));
  if (state.courtHearing) params.set("courtHearing", "true");
  if (state.clientDeadline) params.set("clientDeadline", "true");
  return params;
}

/** The filters and sort, as the list and the export send them. */
export function missedDeadlineFilterQuery(state: MissedDeadlineTableState): Record<string, QueryValue> {
  return {
    sort: state.sort ? `${state.sort.field},${state.sort.direction}` : undefined,
    categoryId: state.categoryId ?? undefined,
    courtHearing: state.courtHearing || undefined,
    clientDeadline: state.clientDeadline || undefined,
  };
}

/** The list's call: the page and the filters. */
export function missedDeadlineRequest(matterId: number, state: MissedDeadlineTableState): ListRequest {
  const request = listRequest(missedDeadlinesTable(matterId), state);
  return { ...request, query: { ...request.query, ...missedDeadlineFilterQuery(state) } };
}
