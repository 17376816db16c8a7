// Deadlines on court working days (issue 18), for a proceeding's tracking form:
// POST .../tracking/proposal proposes the following steps' deadlines once one is set, and
// GET .../tracking/workingday?date= says why a typed deadline is not a working day (a warning, not an
// error). Both compute from the proceeding's court calendar and store nothing; READ on its tracking.
import {
  courtCountries,
  type DeadlineProposal,
  deadlineProposalBody,
  type WorkingDayCheck,
  workingDayQuery,
} from "@litfolio/shared/deadlines";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { DbOrTx } from "../../db/client";
import { proceedingParams } from "../../http/params";
import type { MatterAccess } from "../../permissions/access";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { requireOnProceedingCategory } from "../proceedings/service";
import { proposeDeadlines } from "./proposal";
import { courtCalendarsOf } from "./queries";
import { nextWorkingDay, nonWorkingReason } from "./working-days";

/** The proceeding's court calendar, once the caller may read its tracking (404 otherwise). */
async function calendarOfProceeding(db: DbOrTx, access: MatterAccess, proceedingId: number) {
  const { categoryId } = await requireOnProceedingCategory(db, access, proceedingId, "READ", {
    resource: "trackings",
  });
  return (await courtCalendarsOf(db, [access.matterId]))(categoryId);
}

export async function deadlineRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = "/matters/:matterId/proceedings/:proceedingId/tracking";

  api.post(
    `${collection}/proposal`,
    {
      config: { access: needs("trackings", "READ"), idempotent: true },
      schema: { params: proceedingParams, body: deadlineProposalBody },
    },
    async (request): Promise<DeadlineProposal> => {
      const calendar = await calendarOfProceeding(
        app.db,
        matterAccessOf(request),
        request.params.proceedingId,
      );
      const code = calendar.country;
      return {
        country: { code, name: courtCountries[code].name },
        proposals: proposeDeadlines(request.body.proceduralSteps, request.body.from, calendar),
      };
    },
  );

  api.get(
    `${collection}/workingday`,
    {
      config: { access: needs("trackings", "READ") },
      schema: { params: proceedingParams, querystring: workingDayQuery },
    },
    async (request): Promise<WorkingDayCheck> => {
      const calendar = await calendarOfProceeding(
        app.db,
        matterAccessOf(request),
        request.params.proceedingId,
      );
      const { date } = request.query;
      return {
        date,
        nonWorking: nonWorkingReason(date, calendar),
        nextWorkingDay: nextWorkingDay(date, calendar).date,
      };
    },
  );
}
