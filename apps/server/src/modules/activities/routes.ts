// Activities, dbbw/activities (SPEC 7.6): the global list (GET, the caller's matters), a tracking's
// (GET /tracking/{id}), the search (GET /search), the list or search as an Excel sheet (GET
// /export), one (GET /{id}), POST, PUT /{id}, DELETE /{id}; and the status catalogue
// dbbw/activitystatus; and the calendar's activities due in a period (GET /calendar, at most
// `calendarLimit` of them, or with `view=month` the month grid's: per day its count and first ones). The paths carry no matter: each route finds it from the
// activity or tracking it names (route-access.ts `matterOf`), then the `activities` row of the
// matrix decides, scoped by the proceeding's category like the proceeding itself.
import {
  type Activity,
  type ActivityStatus,
  activityBody,
  activityListQuery,
  activitySearchQuery,
  activityStatuses,
  activityStatusLabels,
  activityUpdateBody,
} from "@litfolio/shared/activities";
import {
  activityCalendarQuery,
  type CalendarActivities,
  type CalendarGridActivities,
  calendarLimit,
} from "@litfolio/shared/calendar";
import { entityId } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import type { KeyValue } from "@litfolio/shared/permissions";
import { keyValues } from "@litfolio/shared/proceedings";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/guards";
import type { DbOrTx } from "../../db/client";
import { exportSubject, recordExport } from "../../export/record";
import { sendWorkbook } from "../../export/workbook";
import { abilities, type Caller, type MatterParticipation } from "../../permissions/abilities";
import type { MatterAccess } from "../../permissions/access";
import { requireMatterFilter } from "../../permissions/across-matters";
import { seesEmailAddresses, seesEmailAddressesIn } from "../../permissions/people";
import { matterAccessOf, matterByIdIn, needs } from "../../permissions/route-access";
import { activitiesSheet, activityFilters } from "./export";
import { presentActivity, presentActivityGrid, presentCalendarActivity } from "./presenter";
import {
  type ActivityListFilter,
  type ActivityReadRow,
  findActivity,
  findTrackingScope,
  listActivities,
  listActivityGrid,
  listDueActivities,
  matterOfTracking,
} from "./queries";
import { createActivity, deleteActivity, matterOfActivity, updateActivity } from "./service";

const activityParams = z.object({ activityId: entityId });
const trackingParams = z.object({ trackingId: entityId });

const activityMatter = matterByIdIn("path", "activityId", matterOfActivity);
const trackingMatter = matterByIdIn("path", "trackingId", matterOfTracking);
const bodyTrackingMatter = matterByIdIn("body", "trackingId", matterOfTracking);
/** The search's and export's optional tracking: without it they answer across the caller's matters. */
const queryTrackingMatter = matterByIdIn("query", "trackingId", matterOfTracking);

const today = () => new Date().toISOString().slice(0, 10);

/** Rows of any matters as answered, each with the caller's verbs on its matter and category. */
function presentRows(
  caller: Caller,
  rows: ActivityReadRow[],
  participationByMatter: Map<number, MatterParticipation>,
): Activity[] {
  const day = today();
  return rows.map((row) => {
    const participation = participationByMatter.get(row.matter.id) ?? null;
    return presentActivity(
      row,
      abilities(caller, "activities", { participation, categoryId: row.category.id }),
      day,
      seesEmailAddresses(abilities(caller, "participants", { participation })),
    );
  });
}

/** One activity as answered (404 unless the caller may READ it). */
async function readActivity(db: DbOrTx, access: MatterAccess, id: number): Promise<Activity> {
  const row = await findActivity(db, access.matterId, id);
  const permissions = access.require("activities", "READ", { categoryId: row.category.id });
  return presentActivity(row, permissions, today(), seesEmailAddressesIn(access));
}

export async function activityRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /**
   * A page under the filter with the list's verbs: READ across matters, the tracking's in one. A
   * tracking's list passes the caller's access to its matter: its rows are of that matter only, so
   * the participation loaded for the route decides what is visible (no query for the others).
   */
  const page = async (
    caller: Caller,
    filter: ActivityListFilter,
    query: { page: number; size: number; sort?: string },
    permissions: string[],
    access?: MatterAccess,
  ) => {
    const participations = access?.participation
      ? [{ matterId: access.matterId, ...access.participation }]
      : [];
    const { rows, totalElements, participationByMatter } = await listActivities(
      app.db,
      filter,
      query,
      access ? { participations } : {},
    );
    return { items: presentRows(caller, rows, participationByMatter), totalElements, permissions };
  };

  api.get(
    "/activitystatus",
    { config: { access: "signedIn" } },
    async (): Promise<KeyValue<ActivityStatus>[]> => keyValues(activityStatuses, activityStatusLabels),
  );

  api.get(
    "/activities",
    { config: { access: "signedIn" }, schema: { querystring: activityListQuery } },
    async (request) => {
      const caller = currentUser(request);
      await requireMatterFilter(app.db, caller, request.query.matterId);
      return page(caller, { ...request.query, caller }, request.query, ["READ"]);
    },
  );

  api.get(
    "/activities/calendar",
    { config: { access: "signedIn" }, schema: { querystring: activityCalendarQuery } },
    async (request): Promise<CalendarActivities | CalendarGridActivities> => {
      const caller = currentUser(request);
      const { from, to, view, ...filters } = request.query;
      await requireMatterFilter(app.db, caller, filters.matterId);
      const due = { ...filters, dueFrom: from, dueTo: to, caller };
      const day = today();
      if (view === "month") return presentActivityGrid(await listActivityGrid(app.db, due, day), day);
      const { rows, totalElements } = await listDueActivities(app.db, due, calendarLimit);
      return { items: rows.map((row) => presentCalendarActivity(row, day)), totalElements };
    },
  );

  api.get(
    "/activities/search",
    {
      config: { access: needs("activities", "READ", queryTrackingMatter) },
      schema: { querystring: activitySearchQuery },
    },
    async (request) => {
      const caller = currentUser(request);
      const { trackingId, matterId } = request.query;
      await requireMatterFilter(app.db, caller, matterId);
      if (trackingId === undefined)
        return page(caller, { ...request.query, caller }, request.query, ["READ"]);
      const access = matterAccessOf(request);
      const tracking = await findTrackingScope(app.db, access.matterId, trackingId);
      const permissions = access.require("activities", "READ", { categoryId: tracking.categoryId });
      return page(caller, { ...request.query, caller }, request.query, permissions, access);
    },
  );

  // The list (or its search) as an Excel sheet: every activity under the caller's filters, all pages.
  // A tracking's is checked as the search checks it; the title names the matter, or "All matters".
  api.get(
    "/activities/export",
    {
      config: { access: needs("activities", "READ", queryTrackingMatter) },
      schema: { querystring: activitySearchQuery },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const { query } = request;
      await requireMatterFilter(app.db, caller, query.matterId);
      let where: { matterId?: number; proceedingId?: number } = { matterId: query.matterId };
      if (query.trackingId !== undefined) {
        const access = matterAccessOf(request);
        const tracking = await findTrackingScope(app.db, access.matterId, query.trackingId);
        access.require("activities", "READ", { categoryId: tracking.categoryId });
        where = { matterId: access.matterId, proceedingId: tracking.proceedingId };
      }
      const subject =
        where.matterId === undefined
          ? "All matters"
          : await exportSubject(app.db, where.matterId, where.proceedingId);
      const filters = await activityFilters(app.db, query);
      await recordExport(app.db, caller.id, { list: "activities", ...where, filters });
      return sendWorkbook(reply, activitiesSheet(app.db, caller, query, filters, subject, today()));
    },
  );

  api.get(
    "/activities/tracking/:trackingId",
    {
      config: { access: needs("activities", "READ", trackingMatter) },
      schema: { params: trackingParams, querystring: activityListQuery },
    },
    async (request) => {
      const access = matterAccessOf(request);
      const tracking = await findTrackingScope(app.db, access.matterId, request.params.trackingId);
      const permissions = access.require("activities", "READ", { categoryId: tracking.categoryId });
      const filter = { ...request.query, trackingId: tracking.id, caller: access.caller };
      return page(access.caller, filter, request.query, permissions, access);
    },
  );

  api.get(
    "/activities/:activityId",
    { config: { access: needs("activities", "READ", activityMatter) }, schema: { params: activityParams } },
    async (request) => readActivity(app.db, matterAccessOf(request), request.params.activityId),
  );

  api.post(
    "/activities",
    {
      config: { access: needs("activities", "CREATE", bodyTrackingMatter), idempotent: true },
      schema: { body: activityBody },
    },
    async (request) => {
      const access = matterAccessOf(request);
      const id = await createActivity(app.db, access, access.caller.id, request.body);
      return { ...(await readActivity(app.db, access, id)), message: messages.activitySaved };
    },
  );

  api.put(
    "/activities/:activityId",
    {
      config: { access: needs("activities", "WRITE", activityMatter) },
      schema: { params: activityParams, body: activityUpdateBody },
    },
    async (request) => {
      const access = matterAccessOf(request);
      const { activityId } = request.params;
      await updateActivity(app.db, access, access.caller.id, activityId, request.body);
      return { ...(await readActivity(app.db, access, activityId)), message: messages.activitySaved };
    },
  );

  api.delete(
    "/activities/:activityId",
    { config: { access: needs("activities", "DELETE", activityMatter) }, schema: { params: activityParams } },
    async (request) => {
      const access = matterAccessOf(request);
      await deleteActivity(app, access, access.caller.id, request.params.activityId);
      return { message: messages.activityDeleted };
    },
  );
}
