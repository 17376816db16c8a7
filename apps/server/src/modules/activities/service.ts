// Activity writes, each in one transaction with its trail entry: the caller's verb on the activity's
// category (a local counsel's scope), the step of the activity's own tracking (required when the
// tracking has steps), a responsible who takes part in the matter, and the version on updates. And
// the matter of an activity, which the comments' routes ask too (their access declaration).
import type { ActivityFields } from "@litfolio/shared/activities";
import { messages } from "@litfolio/shared/messages";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { recordAudit } from "../../audit";
import type { Db, DbOrTx } from "../../db/client";
import { insertOne } from "../../db/insert-one";
import { activities } from "../../db/schema/activities";
import { removeDocumentFilesOnCommit } from "../../files/removal";
import { assertEditing, versionedUpdate } from "../../http/edits";
import { badRequest, conflict, notFound } from "../../http/errors";
import { transactionWithJobs } from "../../jobs/queue";
import type { MatterAccess } from "../../permissions/access";
import { holdsApprovedDocument } from "../comments/queries";
import { isAssignee } from "../participations/queries";
import { activityTrail } from "./presenter";
import { findActivity, findTrackingScope, stepIdsOf } from "./queries";

/** The matter of an activity; null when there is none with that id. */
export async function matterOfActivity(db: DbOrTx, activityId: number) {
  const [row] = await db
    .select({ matterId: activities.matterId })
    .from(activities)
    .where(eq(activities.id, activityId));
  return row?.matterId ?? null;
}

/** What a body names beyond the tracking: a step of that tracking, a user of the matter. */
async function assertReferences(tx: DbOrTx, matterId: number, body: ActivityFields) {
  const stepIds = await stepIdsOf(tx, body.trackingId);
  const step = body.proceduralStep?.id ?? null;
  if (step === null && stepIds.length > 0) {
    throw badRequest(messages.formInvalid, [{ field: "proceduralStep", message: messages.required }]);
  }
  if (step !== null && !stepIds.includes(step)) {
    throw badRequest(messages.formInvalid, [
      { field: "proceduralStep", message: messages.stepOfAnotherTracking },
    ]);
  }
  if (!(await isAssignee(tx, matterId, body.responsible.id))) {
    throw badRequest(messages.formInvalid, [{ field: "responsible", message: messages.notAnAssignee }]);
  }
  return step;
}

const columnsOf = (body: ActivityFields, stepId: number | null) => ({
  stepId,
  title: body.title,
  description: body.description,
  status: body.status,
  dueDate: body.dueDate,
  responsibleId: body.responsible.id,
});

export function createActivity(db: Db, access: MatterAccess, actorId: number, body: ActivityFields) {
  return db.transaction(async (tx) => {
    const tracking = await findTrackingScope(tx, access.matterId, body.trackingId);
    access.require("activities", "CREATE", { categoryId: tracking.categoryId });
    const stepId = await assertReferences(tx, access.matterId, body);
    const row = await insertOne(tx, activities, {
      matterId: access.matterId,
      trackingId: tracking.id,
      createdBy: actorId,
      ...columnsOf(body, stepId),
    });
    await recordAudit(tx, {
      actorId,
      entity: "activity",
      entityId: row.id,
      action: "create",
      after: activityTrail(row),
    });
    return row.id;
  });
}

export function updateActivity(
  db: Db,
  access: MatterAccess,
  actorId: number,
  id: number,
  body: ActivityFields & { version: number },
) {
  return db.transaction(async (tx) => {
    const { activity: before, category } = await findActivity(tx, access.matterId, id, { lock: true });
    access.require("activities", "WRITE", { categoryId: category.id });
    // An activity stays with its tracking; another tracking's id is another object.
    if (body.trackingId !== before.trackingId) throw notFound();
    assertEditing(body, before);
    const stepId = await assertReferences(tx, access.matterId, body);
    const after = await versionedUpdate(tx, activities, before, columnsOf(body, stepId));
    await recordAudit(tx, {
      actorId,
      entity: "activity",
      entityId: id,
      action: "update",
      before: activityTrail(before),
      after: activityTrail(after),
    });
  });
}

/**
 * Deletes an activity; its comments and their documents go with it (their files by a job once it
 * commits), unless one of the documents was approved by the client (409: an approval is a record).
 */
export function deleteActivity(app: FastifyInstance, access: MatterAccess, actorId: number, id: number) {
  return transactionWithJobs(app, async (tx, enqueue) => {
    const { activity, category } = await findActivity(tx, access.matterId, id, { lock: true });
    access.require("activities", "DELETE", { categoryId: category.id });
    // The activity's row lock keeps comments (and approvals, which lock it too) from arriving meanwhile.
    if (await holdsApprovedDocument(tx, { activityId: id }))
      throw conflict(messages.activityHasApprovedDocument);
    await removeDocumentFilesOnCommit(tx, enqueue, { activityId: id });
    await tx.delete(activities).where(eq(activities.id, id));
    await recordAudit(tx, {
      actorId,
      entity: "activity",
      entityId: id,
      action: "delete",
      before: activityTrail(activity),
    });
  });
}
