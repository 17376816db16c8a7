// A participation's rules and writes: the categories its role keeps, and changing or removing it in
// one transaction with its trail entry (the row and its categories). And the matter's assignees, the
// list the work packages' routes answer too.
import type { participationBody, participationUpdateBody } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import { isLocalCounselRole, type ParticipationRole } from "@litfolio/shared/permissions";
import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { recordAudit } from "../../audit";
import type { Db, DbOrTx } from "../../db/client";
import { categories, participationCategories, participations } from "../../db/schema/matters";
import { users } from "../../db/schema/users";
import { assertEditing, assertOfMatter, versionedUpdate } from "../../http/edits";
import { badRequest } from "../../http/errors";
import { transactionWithJobs } from "../../jobs/queue";
import { type PersonRow, personColumns } from "../../permissions/people";
import { findUserByEmail, openAccount, resendActivation } from "../users/service";
import type { ParticipationListRow } from "./presenter";
import { findParticipation } from "./queries";

async function replaceCategories(tx: DbOrTx, participationId: number, categoryIds: number[]) {
  await tx
    .delete(participationCategories)
    .where(eq(participationCategories.participationId, participationId));
  if (categoryIds.length === 0) return;
  await tx
    .insert(participationCategories)
    .values(categoryIds.map((categoryId) => ({ participationId, categoryId })));
}

const deleteParticipationRow = async (tx: DbOrTx, participationId: number) => {
  await tx.delete(participations).where(eq(participations.id, participationId));
};

/** The matter's participants with an account in use (answered through `presentPerson`). */
export const assignees = (db: DbOrTx, matterId: number): Promise<PersonRow[]> =>
  db
    .select(personColumns(users))
    .from(participations)
    .innerJoin(users, eq(users.id, participations.userId))
    .where(and(eq(participations.matterId, matterId), eq(users.deleted, false)))
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id));

const participantExists = () =>
  badRequest(messages.participantExists, [
    { field: "user.emailAddress", message: messages.participantExists },
  ]);

/**
 * Adds a person to the matter in their role: an existing account, or a new one with its activation
 * mail (queued in the same transaction); a deactivated account is refused.
 */
export const addParticipant = (
  app: FastifyInstance,
  matterId: number,
  actorId: number,
  body: z.output<typeof participationBody>,
) =>
  transactionWithJobs(app, async (tx, enqueue) => {
    const categoryIds = await categoriesFor(tx, matterId, body.role.key, body.categories);
    const known = await findUserByEmail(tx, body.user.emailAddress);
    if (known?.deleted) {
      throw badRequest(messages.accountDeactivated, [
        { field: "user.emailAddress", message: messages.accountDeactivated },
      ]);
    }
    const user =
      known ?? (await openAccount(tx, enqueue, app.config, { ...body.user, securityRole: "USER" }, actorId));
    const [row] = await tx
      .insert(participations)
      .values({ matterId, userId: user.id, role: body.role.key })
      .onConflictDoNothing()
      .returning();
    if (!row) throw participantExists();
    await replaceCategories(tx, row.id, categoryIds);
    await recordAudit(tx, {
      actorId,
      entity: "participation",
      entityId: row.id,
      action: "create",
      after: audited(row, categoryIds),
    });
    return row.id;
  });

/** "Resend activation e-mail" on a matter's users tab. */
export const resendParticipantActivation = (
  app: FastifyInstance,
  matterId: number,
  participationId: number,
) =>
  transactionWithJobs(app, async (tx, enqueue) => {
    const { user } = await findParticipation(tx, matterId, participationId);
    await resendActivation(tx, app.config, enqueue, user);
  });

/** What the audit trail keeps of a participation: the row and its categories. */
export const audited = (row: typeof participations.$inferSelect, categoryIds: number[]) => ({
  ...row,
  categoryIds,
});

const auditedRead = (found: ParticipationListRow) =>
  audited(
    found.participation,
    found.categories.map((category) => category.id),
  );

/**
 * The categories a role keeps: local counsel roles their chosen ones (all of this matter, else 404),
 * every other role none (DECISIONS: changing to another role clears them).
 */
export async function categoriesFor(
  db: DbOrTx,
  matterId: number,
  role: ParticipationRole,
  chosen: { id: number }[],
): Promise<number[]> {
  if (!isLocalCounselRole(role)) return [];
  const ids = await assertOfMatter(
    db,
    categories,
    matterId,
    chosen.map((category) => category.id),
  );
  return ids.sort((a, b) => a - b);
}

export const updateParticipation = (
  db: Db,
  matterId: number,
  actorId: number,
  participationId: number,
  body: z.output<typeof participationUpdateBody>,
) =>
  db.transaction(async (tx) => {
    const before = await findParticipation(tx, matterId, participationId);
    assertEditing(body, before.participation);
    const categoryIds = await categoriesFor(tx, matterId, body.role.key, body.categories);
    const after = await versionedUpdate(tx, participations, before.participation, { role: body.role.key });
    await replaceCategories(tx, participationId, categoryIds);
    await recordAudit(tx, {
      actorId,
      entity: "participation",
      entityId: participationId,
      action: "update",
      before: auditedRead(before),
      after: audited(after, categoryIds),
    });
  });

export const removeParticipation = (db: Db, matterId: number, actorId: number, participationId: number) =>
  db.transaction(async (tx) => {
    const before = await findParticipation(tx, matterId, participationId);
    await deleteParticipationRow(tx, participationId);
    await recordAudit(tx, {
      actorId,
      entity: "participation",
      entityId: participationId,
      action: "delete",
      before: auditedRead(before),
    });
  });
