// The proceedings list's state in the URL query (SPEC 2.3 "Proceedings list", 4, 7.4): the shared
// table state (page, size, sort, one value per search column) plus the chosen statuses, absent while
// they are the default ONGOING, ON_HOLD, NOT_YET (the overview's link adds ONGOING_BUT_SETTLED:
// ?statuses=ONGOING,ON_HOLD,NOT_YET,ONGOING_BUT_SETTLED). The period criterion ("start..end") is sent
// as writStartDate and writEndDate. The search rules: "All fields" alone, a valid period.
import { messages } from "@litfolio/shared/messages";
import {
  defaultProceedingStatuses,
  type ProceedingSearchColumn,
  type ProceedingStatus,
  proceedingSearchColumns,
  proceedingSortFields,
  proceedingStatuses,
} from "@litfolio/shared/proceedings";
import { decodePeriod, periodProblem } from "../../lib/date-input";
import { storedRowsPerPage } from "../../lib/rows-per-page";
import {
  type ListRequest,
  listRequest,
  readTableState,
  type TableDefinition,
  type TableState,
  writeTableState,
} from "../../lib/table-state";

export const proceedingsTable = (matterId: number): TableDefinition<ProceedingSearchColumn> => ({
  searchColumns: proceedingSearchColumns,
  sortFields: proceedingSortFields,
  listPath: `dbbw/matters/${matterId}/proceedings`,
  searchPath: `dbbw/matters/${matterId}/proceedings/search`,
});

export interface ProceedingTableState extends TableState<ProceedingSearchColumn> {
  /** In the catalogue's order; empty: every status. */
  statuses: ProceedingStatus[];
}

const inCatalogueOrder = (statuses: Iterable<string>): ProceedingStatus[] => {
  const chosen = new Set(statuses);
  return proceedingStatuses.filter((status) => chosen.has(status));
};

const isDefault = (statuses: readonly ProceedingStatus[]) =>
  inCatalogueOrder(statuses).join() === inCatalogueOrder(defaultProceedingStatuses).join();

/** Absent: the default statuses; present: those named (unknown names left out; none: all). */
export function readStatuses(value: string | null): ProceedingStatus[] {
  if (value === null) return inCatalogueOrder(defaultProceedingStatuses);
  return inCatalogueOrder(value.split(",").map((status) => status.trim()));
}

export function readProceedingTableState(
  matterId: number,
  params: URLSearchParams,
  fallbackSize?: number,
): ProceedingTableState {
  return {
    ...readTableState(proceedingsTable(matterId), params, fallbackSize),
    statuses: readStatuses(params.get("statuses")),
  };
}

export function writeProceedingTableState(state: ProceedingTableState): URLSearchParams {
  const params = writeTableState(state);
  if (!isDefault(state.statuses)) params.set("statuses", inCatalogueOrder(state.statuses).join(","));
  return params;
}

export function proceedingListRequest(matterId: number, state: ProceedingTableState): ListRequest {
  const request = listRequest(proceedingsTable(matterId), state);
  const { period: _period, ...query } = request.query;
  const period = decodePeriod(state.search.period);
  const statuses = state.statuses.length > 0 ? state.statuses : proceedingStatuses;
  return {
    ...request,
    query: {
      ...query,
      statuses: statuses.join(","),
      writStartDate: period.start || undefined,
      writEndDate: period.end || undefined,
    },
  };
}

/** SPEC 2.3: "All fields" is not combined with other criteria; a period's start is not after its end. */
export function proceedingSearchProblem(search: TableState<ProceedingSearchColumn>["search"]): string | null {
  const columns = Object.keys(search).filter((column) => search[column as ProceedingSearchColumn]?.trim());
  if (columns.includes("all") && columns.length > 1) return messages.allFieldsAlone;
  return search.period ? periodProblem(decodePeriod(search.period)) : null;
}

/** The cookie of the proceedings list's rows per page: one per matter (SPEC 9). */
export const proceedingsRowsPerPageKey = (matterId: number) => ({ matterId, table: "proceedings" });

/** The list's state as its URL and the remembered rows per page say (the page and the route's loader). */
export const proceedingTableStateOf = (matterId: number, params: URLSearchParams) =>
  readProceedingTableState(matterId, params, storedRowsPerPage(proceedingsRowsPerPageKey(matterId)));
