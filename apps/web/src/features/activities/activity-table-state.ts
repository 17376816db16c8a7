// The activities list's state in the URL query (SPEC 2.3 "Activities", 5.10, 9): the shared table
// state (page, size, sort, the search columns) plus the view (list or columns), the toggles
// Assigned to me and Created by me, the statuses and, on the global page, the Matter filter. Only
// what differs from the context's defaults is written, so a link is short and a shared link shows
// the same list. Outside a tracking the defaults are responsible = me and To Do + Doing; inside one
// there are none.
import {
  type ActivitySearchColumn,
  type ActivityStatus,
  activitySortFields,
  activityStatuses,
  defaultActivityStatuses,
} from "@litfolio/shared/activities";
import { maxPageSize } from "@litfolio/shared/paging";
import { storedRowsPerPage } from "../../lib/rows-per-page";
import {
  type ListRequest,
  listRequest,
  readTableState,
  type TableDefinition,
  type TableState,
  writeTableState,
} from "../../lib/table-state";

/** Where the list is shown: the global page, or a tracking's activities section. */
export type ActivityContext = { kind: "global" } | { kind: "tracking"; matterId: number; trackingId: number };

export type ActivityView = "list" | "column";

export interface ActivityTableState extends TableState<ActivitySearchColumn> {
  view: ActivityView;
  assignedToMe: boolean;
  createdByMe: boolean;
  /** In the catalogue's order; empty: every status. */
  statuses: ActivityStatus[];
  /** The global page's Matter filter. */
  matterId: number | null;
}

interface Defaults {
  assignedToMe: boolean;
  statuses: readonly ActivityStatus[];
}

const defaultsOf = (context: ActivityContext): Defaults =>
  context.kind === "global"
    ? { assignedToMe: true, statuses: defaultActivityStatuses }
    : { assignedToMe: false, statuses: [] };

/**
 * The search columns of a context (SPEC 5.10): the category code only with a matter filter, the
 * step only in a tracking, where the proceedings and category are the tracking's own.
 */
export function activitySearchColumnsOf(
  context: ActivityContext,
  matterId: number | null,
): ActivitySearchColumn[] {
  if (context.kind === "tracking") return ["title", "proceduralStepId"];
  return matterId === null ? ["title", "proceedingCode"] : ["title", "categoryCode", "proceedingCode"];
}

export const activitiesTable = (
  context: ActivityContext,
  matterId: number | null,
): TableDefinition<ActivitySearchColumn> => ({
  searchColumns: activitySearchColumnsOf(context, matterId),
  sortFields: activitySortFields,
  listPath: context.kind === "global" ? "dbbw/activities" : `dbbw/activities/tracking/${context.trackingId}`,
  searchPath: "dbbw/activities/search",
});

const inCatalogueOrder = (statuses: Iterable<string>): ActivityStatus[] => {
  const chosen = new Set(statuses);
  return activityStatuses.filter((status) => chosen.has(status));
};

const readMatterId = (value: string | null) => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

const readFlag = (value: string | null, fallback: boolean) =>
  value === "true" ? true : value === "false" ? false : fallback;

export function readActivityTableState(
  context: ActivityContext,
  params: URLSearchParams,
  fallbackSize?: number,
): ActivityTableState {
  const defaults = defaultsOf(context);
  const matterId = context.kind === "global" ? readMatterId(params.get("matter")) : null;
  const statuses = params.get("statuses");
  return {
    ...readTableState(activitiesTable(context, matterId), params, fallbackSize),
    view: params.get("view") === "column" ? "column" : "list",
    assignedToMe: readFlag(params.get("assignedToMe"), defaults.assignedToMe),
    createdByMe: readFlag(params.get("createdByMe"), false),
    statuses: statuses === null ? [...defaults.statuses] : inCatalogueOrder(statuses.split(",")),
    matterId,
  };
}

export function writeActivityTableState(
  context: ActivityContext,
  state: ActivityTableState,
): URLSearchParams {
  const defaults = defaultsOf(context);
  const params = writeTableState(state);
  if (state.view === "column") params.set("view", "column");
  if (state.assignedToMe !== defaults.assignedToMe) params.set("assignedToMe", String(state.assignedToMe));
  if (state.createdByMe) params.set("createdByMe", "true");
  const statuses = inCatalogueOrder(state.statuses);
  if (statuses.join() !== defaults.statuses.join()) params.set("statuses", statuses.join(","));
  if (state.matterId !== null) params.set("matter", String(state.matterId));
  return params;
}

/**
 * The API call of a state: the list or, once a criterion is set, the search (with the tracking and
 * matter it is in). The columns view shows every status on one page of the largest size.
 */
export function activityListRequest(context: ActivityContext, state: ActivityTableState): ListRequest {
  const columns = state.view === "column";
  const matterId = context.kind === "tracking" ? context.matterId : state.matterId;
  const request = listRequest(activitiesTable(context, state.matterId), {
    ...state,
    ...(columns ? { page: 0, size: maxPageSize, sort: { field: "dueDate", direction: "asc" as const } } : {}),
  });
  const searching = request.path === "dbbw/activities/search";
  return {
    ...request,
    query: {
      ...request.query,
      statuses: columns ? "" : state.statuses.join(","),
      assignedToMe: state.assignedToMe ? "true" : undefined,
      createdByMe: state.createdByMe ? "true" : undefined,
      matterId: matterId ?? undefined,
      trackingId: searching && context.kind === "tracking" ? context.trackingId : undefined,
    },
  };
}

/** The cookie of the list's rows per page: per matter in a tracking's list, one for the global list. */
export const activitiesRowsPerPageKey = (context: ActivityContext) =>
  context.kind === "tracking" ? { matterId: context.matterId, table: "activities" } : { table: "activities" };

/** The list's state as its URL and the remembered rows per page say (the list and the route's loader). */
export const activityTableStateOf = (context: ActivityContext, params: URLSearchParams) =>
  readActivityTableState(context, params, storedRowsPerPage(activitiesRowsPerPageKey(context)));
