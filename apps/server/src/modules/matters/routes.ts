// Matters (SPEC 2.3 "Matters list", "Matter page"; 7.2; DECISIONS "Paths"): list and search (a
// caller sees the matters they take part in, a SYSTEM_ADMIN all), get, create (SYSTEM_ADMIN),
// update (WRITE) and delete (SYSTEM_ADMIN, refused while the matter has proceedings or an approved
// document).
import {
  type Matter,
  type MatterSummary,
  matterBody,
  matterListQuery,
  matterSearchQuery,
  matterUpdateBody,
} from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import type { ListEnvelope } from "@litfolio/shared/paging";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { currentUser } from "../../auth/guards";
import { matterParams } from "../../http/params";
import { abilities, type Caller } from "../../permissions/abilities";
import { needs } from "../../permissions/route-access";
import { presentMatter, presentMatterSummary } from "./presenter";
import { listMatters } from "./queries";
import { createMatter, deleteMatter, matterVerbs, readMatter, updateMatter } from "./service";

export async function matterRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const list = async (
    caller: Caller,
    query: z.output<typeof matterSearchQuery>,
  ): Promise<ListEnvelope<MatterSummary>> => {
    const { rows, totalElements } = await listMatters(app.db, caller, query);
    return {
      items: rows.map((row) => presentMatterSummary(row, matterVerbs(caller, row))),
      totalElements,
      permissions: abilities(caller, "matterList", { participation: null }),
    };
  };

  const presentOne = async (caller: Caller, matterId: number): Promise<Matter> => {
    const { row, items, resourcePermissions } = await readMatter(app.db, caller, matterId);
    return presentMatter(row, resourcePermissions, items);
  };

  api.get(
    "/matters",
    { config: { access: needs("matterList", "READ") }, schema: { querystring: matterListQuery } },
    (request) => list(currentUser(request), request.query),
  );

  api.get(
    "/matters/search",
    { config: { access: needs("matterList", "READ") }, schema: { querystring: matterSearchQuery } },
    (request) => list(currentUser(request), request.query),
  );

  api.get(
    "/matters/:matterId",
    { config: { access: needs("matter", "READ") }, schema: { params: matterParams } },
    (request) => presentOne(currentUser(request), request.params.matterId),
  );

  api.post(
    "/matters",
    { config: { access: needs("matterList", "CREATE"), idempotent: true }, schema: { body: matterBody } },
    async (request) => {
      const caller = currentUser(request);
      return presentOne(caller, await createMatter(app.db, caller.id, request.body));
    },
  );

  api.put(
    "/matters/:matterId",
    {
      config: { access: needs("matter", "WRITE") },
      schema: { params: matterParams, body: matterUpdateBody },
    },
    async (request) => {
      const caller = currentUser(request);
      const { matterId } = request.params;
      await updateMatter(app.db, caller.id, matterId, request.body);
      return presentOne(caller, matterId);
    },
  );

  api.delete(
    "/matters/:matterId",
    { config: { access: needs("matter", "DELETE") }, schema: { params: matterParams } },
    async (request) => {
      await deleteMatter(app.db, currentUser(request).id, request.params.matterId);
      return { message: messages.matterDeleted };
    },
  );
}
