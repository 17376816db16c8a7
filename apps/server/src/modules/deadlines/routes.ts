// dbbw/matters/{m}/courtcalendar (issue 18): GET (everyone on the matter: the step dialog's warning and
// the proposals use it) and PUT, the whole calendar with the version read (the matter's ADMIN, as the
// rest of its configuration).
import { courtCalendarBody } from "@litfolio/shared/deadlines";
import { messages } from "@litfolio/shared/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser } from "../../auth/guards";
import { matterParams } from "../../http/params";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { readCourtCalendar } from "./queries";
import { saveCourtCalendar } from "./service";

export async function courtCalendarRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const path = "/matters/:matterId/courtcalendar";

  api.get(
    path,
    { config: { access: needs("configuration", "READ") }, schema: { params: matterParams } },
    async (request) => {
      const access = matterAccessOf(request);
      return readCourtCalendar(app.db, access.matterId, access.verbs("configuration"));
    },
  );

  api.put(
    path,
    {
      config: { access: needs("configuration", "ADMIN") },
      schema: { params: matterParams, body: courtCalendarBody },
    },
    async (request) => {
      const access = matterAccessOf(request);
      await saveCourtCalendar(app.db, access.matterId, currentUser(request).id, request.body);
      return {
        ...(await readCourtCalendar(app.db, access.matterId, access.verbs("configuration"))),
        message: messages.courtCalendarSaved,
      };
    },
  );
}
