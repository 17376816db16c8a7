// A proceeding's tracking, dbbw/matters/{m}/proceedings/{p}/tracking (SPEC 2.3 "Tracking", 7.5):
// GET available, POST (from a template or blank; the existing one when there is one), GET and PUT /{id} (the whole step list with the
// version), GET /{id}/activities/count, PUT and DELETE /{id}/proceduralsteps/{s}/done (mark a step
// done, reopen it: WRITE, like editing the tracking, with the tracking's version). The `trackings` row of the matrix decides, scoped by the
// proceeding's category like the proceeding itself.

import { entityId } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import {
  type StepActivityCounts,
  stepDoneBody,
  stepReopenQuery,
  type Tracking,
  type TrackingAvailability,
  trackingCreateBody,
  trackingUpdateBody,
} from "@litfolio/shared/tracking";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { proceedingParams } from "../../http/params";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { proceedingWriter } from "../proceedings/service";
import { findTracking, stepActivityCounts, trackingIdOfProceeding } from "./queries";
import {
  createTracking,
  markStepDone,
  readTracking,
  reopenStep,
  trackingVerbs,
  updateTracking,
} from "./service";

const trackingParams = proceedingParams.extend({ trackingId: entityId });
const stepParams = trackingParams.extend({ stepId: entityId });

export async function trackingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = "/matters/:matterId/proceedings/:proceedingId/tracking";
  const one = `${collection}/:trackingId`;

  api.get(
    `${collection}/available`,
    { config: { access: needs("trackings", "READ") }, schema: { params: proceedingParams } },
    async (request): Promise<TrackingAvailability> => {
      const { proceedingId } = request.params;
      const permissions = await trackingVerbs(app.db, matterAccessOf(request), proceedingId);
      return { trackingId: await trackingIdOfProceeding(app.db, proceedingId), permissions };
    },
  );

  api.post(
    collection,
    {
      config: { access: needs("trackings", "CREATE"), idempotent: true },
      schema: { params: proceedingParams, body: trackingCreateBody },
    },
    async (request) => {
      const { proceedingId } = request.params;
      const writer = proceedingWriter(request, proceedingId);
      const { id, created } = await createTracking(app.db, writer, request.body);
      const tracking = await readTracking(app, writer.access, proceedingId, id);
      return created ? { ...tracking, message: messages.trackingSaved } : tracking;
    },
  );

  api.get(
    one,
    { config: { access: needs("trackings", "READ") }, schema: { params: trackingParams } },
    async (request) =>
      readTracking(app, matterAccessOf(request), request.params.proceedingId, request.params.trackingId),
  );

  api.put(
    one,
    {
      config: { access: needs("trackings", "WRITE") },
      schema: { params: trackingParams, body: trackingUpdateBody },
    },
    async (request) => {
      const { proceedingId, trackingId } = request.params;
      const writer = proceedingWriter(request, proceedingId);
      await updateTracking(app, writer, trackingId, request.body);
      return {
        ...(await readTracking(app, writer.access, proceedingId, trackingId)),
        message: messages.trackingSaved,
      };
    },
  );

  api.get(
    `${one}/activities/count`,
    { config: { access: needs("trackings", "READ") }, schema: { params: trackingParams } },
    async (request): Promise<StepActivityCounts> => {
      const { proceedingId, trackingId } = request.params;
      const access = matterAccessOf(request);
      await trackingVerbs(app.db, access, proceedingId);
      await findTracking(app.db, access.matterId, proceedingId, trackingId);
      const counts = await stepActivityCounts(app.db, trackingId);
      return { counts: Object.fromEntries([...counts].map(([stepId, n]) => [String(stepId), n])) };
    },
  );

  const done = `${one}/proceduralsteps/:stepId/done`;

  api.put(
    done,
    {
      config: { access: needs("trackings", "WRITE") },
      schema: { params: stepParams, body: stepDoneBody },
    },
    async (request): Promise<Tracking & { message: string }> => {
      const { proceedingId, trackingId, stepId } = request.params;
      const writer = proceedingWriter(request, proceedingId);
      await markStepDone(app.db, writer, { trackingId, stepId }, request.body);
      return {
        ...(await readTracking(app, writer.access, proceedingId, trackingId)),
        message: messages.stepMarkedDone,
      };
    },
  );

  api.delete(
    done,
    {
      config: { access: needs("trackings", "WRITE") },
      schema: { params: stepParams, querystring: stepReopenQuery },
    },
    async (request): Promise<Tracking & { message: string }> => {
      const { proceedingId, trackingId, stepId } = request.params;
      const writer = proceedingWriter(request, proceedingId);
      await reopenStep(app.db, writer, { trackingId, stepId, version: request.query.version });
      return {
        ...(await readTracking(app, writer.access, proceedingId, trackingId)),
        message: messages.stepReopened,
      };
    },
  );
}
