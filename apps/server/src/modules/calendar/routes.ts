// The calendar's API (SPEC 7.2 `dbbw/proceduralsteps`; the activities come from
// dbbw/activities/calendar): step deadlines in a period across the caller's matters, scoped like the
// trackings (every one, or with `view=month` the month grid's: per day its count and first ones);
// the list view's page of step deadlines and activities together (dbbw/calendar/events);
// and the personal iCalendar feed: GET, POST (a new secret address; the old one stops at once) and
// DELETE dbbw/calendar/feed, and the feed itself, GET dbbw/calendar/feed/{token}.ics, public
// because calendar programs cannot sign in: the token is the credential.
import {
  type CalendarEvents,
  type CalendarFeed,
  type CalendarGridSteps,
  type CalendarListEvent,
  type CalendarSteps,
  type CreatedCalendarFeed,
  calendarFeedBody,
  calendarFeedToken,
  calendarListQuery,
  stepCalendarQuery,
} from "@litfolio/shared/calendar";
import { messages } from "@litfolio/shared/messages";
import { todayUtc } from "@litfolio/shared/missed-deadlines";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { randomToken, sha256 } from "../../auth/crypto";
import { currentUser } from "../../auth/guards";
import { enforceRateLimit, limits } from "../../auth/rate-limit";
import { notFound } from "../../http/errors";
import { requireMatterFilter } from "../../permissions/across-matters";
import { calendarFeedText } from "./feed";
import { presentCalendarEvent, presentCalendarStep, presentStepGrid } from "./presenter";
import { feedOfToken, findFeed, listCalendarEvents, listStepDeadlines, listStepGrid } from "./queries";
import { createFeed, stopFeed } from "./service";

const presentFeed = (row: Awaited<ReturnType<typeof findFeed>>): CalendarFeed => ({
  active: row !== null,
  createdDate: row?.createdAt.toISOString() ?? null,
  filters: row?.filters ?? null,
});

export async function calendarRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/proceduralsteps",
    { config: { access: "signedIn" }, schema: { querystring: stepCalendarQuery } },
    async (request): Promise<CalendarSteps | CalendarGridSteps> => {
      const caller = currentUser(request);
      await requireMatterFilter(app.db, caller, request.query.matterId);
      const day = todayUtc();
      if (request.query.view === "month") {
        return presentStepGrid(await listStepGrid(app.db, caller, request.query, day), day);
      }
      const { rows, totalElements } = await listStepDeadlines(app.db, caller, request.query);
      return { items: rows.map((row) => presentCalendarStep(row, day)), totalElements };
    },
  );

  api.get(
    "/calendar/events",
    { config: { access: "signedIn" }, schema: { querystring: calendarListQuery } },
    async (request): Promise<CalendarEvents<CalendarListEvent>> => {
      const caller = currentUser(request);
      await requireMatterFilter(app.db, caller, request.query.matterId);
      const { rows, totalElements } = await listCalendarEvents(app.db, caller, request.query);
      const day = todayUtc();
      return { items: rows.map((row) => presentCalendarEvent(row, day)), totalElements };
    },
  );

  api.get("/calendar/feed", { config: { access: "signedIn" } }, async (request) =>
    presentFeed(await findFeed(app.db, currentUser(request).id)),
  );

  api.post(
    "/calendar/feed",
    { config: { access: "signedIn" }, schema: { body: calendarFeedBody } },
    async (request): Promise<CreatedCalendarFeed> => {
      const caller = currentUser(request);
      await requireMatterFilter(app.db, caller, request.body.matterId);
      const token = randomToken();
      const row = await createFeed(app.db, caller.id, sha256(token), request.body);
      return {
        ...presentFeed(row ?? null),
        url: `${app.config.publicUrl}/api/dbbw/calendar/feed/${token}.ics`,
        message: messages.calendarFeedCreated,
      };
    },
  );

  api.delete("/calendar/feed", { config: { access: "signedIn" } }, async (request) => {
    await stopFeed(app.db, currentUser(request).id);
    return { message: messages.calendarFeedStopped };
  });

  api.get(
    "/calendar/feed/:token",
    { config: { access: "public" }, schema: { params: z.object({ token: calendarFeedToken }) } },
    async (request, reply) => {
      // The address first: its count also holds back someone guessing tokens.
      await enforceRateLimit(app.db, limits.calendarFeedPerIp, request.ip);
      await enforceRateLimit(app.db, limits.calendarFeedPerToken, request.params.token);
      const feed = await feedOfToken(app.db, sha256(request.params.token));
      // An unknown, replaced or switched-off token, or an owner who may no longer sign in.
      if (!feed) throw notFound();
      const text = await calendarFeedText(app.db, feed.caller, feed.filters, {
        publicUrl: app.config.publicUrl,
      });
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", 'inline; filename="litfolio.ics"')
        .send(text);
    },
  );
}
