// User administration (SPEC 2.3 "User administration", 5.11, 7.1): SYSTEM_ADMIN only. Deleting a
// user deactivates the account (soft delete); its sessions end at once.
import { entityId } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import { securityRoleLabels, securityRoles } from "@litfolio/shared/roles";
import {
  type RoleOption,
  type UserList,
  userBody,
  userListQuery,
  userSearchQuery,
  userUpdateBody,
} from "@litfolio/shared/users";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/guards";
import { presentUser } from "./presenter";
import { listUsers, loadUser } from "./queries";
import { createUser, deactivateUser, resendUserActivation, updateUser } from "./service";

const idParams = z.object({ id: entityId });

export async function userRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = { access: "systemAdmin" } as const;

  const list = async (query: z.output<typeof userSearchQuery>): Promise<UserList> => {
    const { rows, totalElements } = await listUsers(app.db, query);
    return { users: rows.map(presentUser), totalElements };
  };

  api.get("/users", { config: adminOnly, schema: { querystring: userListQuery } }, (request) =>
    list(request.query),
  );

  api.get("/users/search", { config: adminOnly, schema: { querystring: userSearchQuery } }, (request) =>
    list(request.query),
  );

  api.get("/user/:id", { config: adminOnly, schema: { params: idParams } }, async (request) =>
    presentUser(await loadUser(app.db, request.params.id)),
  );

  api.post(
    "/user",
    { config: { ...adminOnly, idempotent: true }, schema: { body: userBody } },
    async (request) => {
      return presentUser(await createUser(app, currentUser(request).id, request.body));
    },
  );

  api.put(
    "/user/:id",
    { config: adminOnly, schema: { params: idParams, body: userUpdateBody } },
    async (request) => {
      const { id } = request.params;
      return presentUser(await updateUser(app.db, currentUser(request).id, id, request.body));
    },
  );

  api.delete("/user/:id", { config: adminOnly, schema: { params: idParams } }, async (request) => {
    await deactivateUser(app.db, currentUser(request).id, request.params.id);
    return { message: messages.userDeactivated };
  });

  api.get("/user/activation/:id", { config: adminOnly, schema: { params: idParams } }, async (request) => {
    await resendUserActivation(app, request.params.id);
    return { message: messages.activationSent };
  });

  api.get(
    "/roles",
    { config: adminOnly },
    async (): Promise<RoleOption[]> => securityRoles.map((key) => ({ key, value: securityRoleLabels[key] })),
  );
}
