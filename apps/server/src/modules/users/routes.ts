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
import { and, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditedUpdate, recordAudit } from "../../audit";
import { currentUser } from "../../auth/guards";
import { endAllSessions, forgetCachedSessions } from "../../auth/sessions";
import type { Db, DbOrTx } from "../../db/client";
import { users } from "../../db/schema/users";
import { assertVersion, bumpVersion } from "../../http/edits";
import { badRequest, notFound } from "../../http/errors";
import { containing, pageOf, sortOrder } from "../../http/listing";
import { transactionWithMail } from "../../mail/outbox";
import { activationMail } from "../../mail/templates";
import { presentUser, type UserRow } from "./presenter";
import { assertEmailFree, createAccount, resendActivation } from "./service";

const idParams = z.object({ id: entityId });

const sortColumns = {
  emailAddress: users.emailAddress,
  firstName: sql`lower(${users.firstName})`,
  lastName: sql`lower(${users.lastName})`,
  lastLogin: users.lastLogin,
  securityRole: users.securityRole,
};

type ListQuery = z.output<typeof userSearchQuery>;

async function listUsers(db: Db, query: ListQuery): Promise<UserList> {
  const conditions: SQL[] = [];
  if (!query.showDeleted) conditions.push(eq(users.deleted, false));
  if (query.emailAddress) conditions.push(ilike(users.emailAddress, containing(query.emailAddress)));
  if (query.firstName) conditions.push(ilike(users.firstName, containing(query.firstName)));
  if (query.lastName) conditions.push(ilike(users.lastName, containing(query.lastName)));
  const { rows, totalElements } = await pageOf(
    db,
    {
      select: db.select().from(users).$dynamic(),
      countFrom: users,
      where: and(...conditions),
      orderBy: sortOrder(query.sort, "emailAddress,asc", sortColumns, users.id),
    },
    query,
  );
  return { users: rows.map(presentUser), totalElements };
}

async function loadUser(db: DbOrTx, id: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound();
  return user;
}

export async function userRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = { access: "systemAdmin" } as const;

  api.get("/users", { config: adminOnly, schema: { querystring: userListQuery } }, (request) =>
    listUsers(app.db, request.query),
  );

  api.get("/users/search", { config: adminOnly, schema: { querystring: userSearchQuery } }, (request) =>
    listUsers(app.db, request.query),
  );

  api.get("/user/:id", { config: adminOnly, schema: { params: idParams } }, async (request) =>
    presentUser(await loadUser(app.db, request.params.id)),
  );

  api.post(
    "/user",
    { config: { ...adminOnly, idempotent: true }, schema: { body: userBody } },
    async (request) => {
      const actor = currentUser(request);
      const user = await transactionWithMail(app, async (tx, queueMail) => {
        const created = await createAccount(tx, accountFields(request.body), actor.id);
        await queueMail(activationMail(app.config, created.user, created.activationToken));
        return created.user;
      });
      return presentUser(user);
    },
  );

  api.put(
    "/user/:id",
    { config: adminOnly, schema: { params: idParams, body: userUpdateBody } },
    async (request) => {
      const actor = currentUser(request);
      const { id } = request.params;
      const body = request.body;
      const updated = await app.db.transaction(async (tx) => {
        const before = await loadUser(tx, id);
        assertVersion(body.version, before.version);
        const fields = accountFields(body);
        if (id === actor.id && fields.securityRole !== before.securityRole) {
          throw badRequest(messages.cannotChangeOwnRole);
        }
        if (id === actor.id && body.deleted) throw badRequest(messages.cannotDeactivateSelf);
        await assertEmailFree(tx, fields.emailAddress, id);
        const deleted = body.deleted ?? before.deleted;
        const who = { actorId: actor.id, entity: "user" };
        const after = await auditedUpdate(tx, who, users, before, { ...fields, deleted });
        if (deleted && !before.deleted) await endAllSessions(tx, id);
        return after;
      });
      // A new role or name must reach the user's next request, not one a few seconds later.
      forgetCachedSessions(id);
      return presentUser(updated);
    },
  );

  api.delete("/user/:id", { config: adminOnly, schema: { params: idParams } }, async (request) => {
    const actor = currentUser(request);
    const { id } = request.params;
    if (id === actor.id) throw badRequest(messages.cannotDeactivateSelf);
    await app.db.transaction(async (tx) => {
      const before = await loadUser(tx, id);
      if (before.deleted) return;
      const [after] = await tx
        .update(users)
        .set({ deleted: true, ...bumpVersion(users) })
        .where(eq(users.id, id))
        .returning();
      await endAllSessions(tx, id);
      await recordAudit(tx, {
        actorId: actor.id,
        entity: "user",
        entityId: id,
        action: "delete",
        before,
        after,
      });
    });
    return { message: messages.userDeactivated };
  });

  api.get("/user/activation/:id", { config: adminOnly, schema: { params: idParams } }, async (request) => {
    await transactionWithMail(app, async (tx, queueMail) => {
      await resendActivation(tx, app.config, queueMail, await loadUser(tx, request.params.id));
    });
    return { message: messages.activationSent };
  });

  api.get(
    "/roles",
    { config: adminOnly },
    async (): Promise<RoleOption[]> => securityRoles.map((key) => ({ key, value: securityRoleLabels[key] })),
  );
}

const accountFields = (body: z.output<typeof userBody>) => ({
  emailAddress: body.emailAddress,
  firstName: body.firstName,
  lastName: body.lastName,
  securityRole: body.securityRoles[0] ?? "USER",
});
