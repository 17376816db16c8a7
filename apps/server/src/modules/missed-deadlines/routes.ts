// A matter's missed deadlines (issue 18, section 2; the rule is in ./rule.ts): GET dbbw/matters/{m}/proceduralsteps/missed (paged,
// filtered, sorted) and GET .../missed/export (the same rows as an Excel sheet). They are steps of
// trackings, so the `trackings` row of the matrix decides, a local counsel seeing their categories only.
import {
  type MissedDeadline,
  missedDeadlineExportQuery,
  missedDeadlineQuery,
  todayUtc,
} from "@litfolio/shared/missed-deadlines";
import type { ListEnvelope } from "@litfolio/shared/paging";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sendExport } from "../../export/send";
import { matterParams } from "../../http/params";
import type { MatterAccess } from "../../permissions/access";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { missedDeadlineFilterWords, missedDeadlinesSheet } from "./export";
import { presentMissedDeadline } from "./presenter";
import { listMissedDeadlines, type MissedDeadlineFilter } from "./queries";

/** The query's filters in the caller's scope on this matter, as of today. */
const filterOf = (
  access: MatterAccess,
  query: Omit<MissedDeadlineFilter, "matterId" | "categories" | "today">,
) => ({
  ...query,
  matterId: access.matterId,
  categories: access.scopedCategoryIds("trackings"),
  today: todayUtc(),
});

export async function missedDeadlineRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const list = "/matters/:matterId/proceduralsteps/missed";

  api.get(
    list,
    {
      config: { access: needs("trackings", "READ") },
      schema: { params: matterParams, querystring: missedDeadlineQuery },
    },
    async (request): Promise<ListEnvelope<MissedDeadline>> => {
      const access = matterAccessOf(request);
      const { page, size, ...query } = request.query;
      const filter = filterOf(access, query);
      const { rows, totalElements } = await listMissedDeadlines(app.db, filter, { page, size });
      return {
        items: rows.map((row) => presentMissedDeadline(row, filter.today)),
        totalElements,
        permissions: access.verbs("trackings"),
      };
    },
  );

  api.get(
    `${list}/export`,
    {
      config: { access: needs("trackings", "READ") },
      schema: { params: matterParams, querystring: missedDeadlineExportQuery },
    },
    async (request, reply) => {
      const access = matterAccessOf(request);
      const filter = filterOf(access, request.query);
      const filters = await missedDeadlineFilterWords(app.db, filter);
      return sendExport(app.db, reply, access, { list: "missed deadlines" }, (subject) =>
        missedDeadlinesSheet(app.db, filter, filters, subject),
      );
    },
  );
}
