// Work package writes, each in one transaction with its trail entry and its e-mails (mail outbox):
// create (the matter's next number), update with the version (a rejected package goes back to
// SUBMITTED and the clients are told again), delete, and an approval or rejection by an active client.
import { messages } from "@litfolio/shared/messages";
import {
  type WorkPackageChange,
  type WorkPackageFields,
  workPackageFields,
} from "@litfolio/shared/work-packages";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { recordAudit } from "../../audit";
import type { Db, DbOrTx } from "../../db/client";
import { insertOne } from "../../db/insert-one";
import { matters } from "../../db/schema/matters";
import { workPackageApprovals, workPackageModifications, workPackages } from "../../db/schema/work-packages";
import { assertVersion, versionedUpdate } from "../../http/edits";
import { badRequest, conflict, notFound } from "../../http/errors";
import type { Enqueue } from "../../jobs/job-type";
import { transactionWithJobs } from "../../jobs/queue";
import { queueMail } from "../../mail/outbox";
import { approvingClients, nameOf, reachableUser } from "../../mail/recipients";
import { workPackageDecisionMail, workPackageSubmittedMail } from "../../mail/templates";
import type { MatterAccess } from "../../permissions/access";
import { isAssignee } from "../participations/queries";
import { requireOnApprovals, requireOnPackage } from "./policy";
import { type PackageReadRow, type PackageRow, packageTrail } from "./presenter";
import { findPackage } from "./queries";

/** The matter's next package number, taken in the caller's transaction (the matter row stays locked). */
async function nextPackageNumber(tx: DbOrTx, matterId: number): Promise<number> {
  const [row] = await tx
    .update(matters)
    .set({ lastWorkPackageNumber: sql`${matters.lastWorkPackageNumber} + 1` })
    .where(eq(matters.id, matterId))
    .returning({ number: matters.lastWorkPackageNumber });
  if (!row) throw notFound();
  return row.number;
}

const columnsOf = (body: WorkPackageFields) => ({
  title: body.title,
  whyEssential: body.whyEssential,
  planning: body.planning,
  claimExposureAndImpact: body.claimExposureAndImpact,
  numberDafTrucks: body.numberDafTrucks,
  numberHoursExpected: body.numberHoursExpected,
  totalAmount: body.totalAmount,
  notesAmount: body.notesAmount,
  splitBetweenParties: body.splitBetweenParties,
  feeEarnersRole: body.freeEarnersRole,
  workStream: body.workStream,
  jurisdiction: body.jurisdiction,
  assumptions: body.assumptions,
  assigneeId: body.assignee.id,
});

async function assertAssignee(tx: DbOrTx, matterId: number, body: WorkPackageFields) {
  if (!(await isAssignee(tx, matterId, body.assignee.id))) {
    throw badRequest(messages.formInvalid, [{ field: "assignee", message: messages.notAnAssignee }]);
  }
}

const trace = (
  tx: DbOrTx,
  actorId: number,
  action: "create" | "update" | "delete",
  before?: PackageRow,
  after?: PackageRow,
) =>
  recordAudit(tx, {
    actorId,
    entity: "workPackage",
    entityId: (after ?? before)?.id ?? 0,
    action,
    ...(before ? { before: packageTrail(before) } : {}),
    ...(after ? { after: packageTrail(after) } : {}),
  });

/** A field's value as a modification records it: the columns' values, the assignee by name. */
const recordedValue = (
  row: PackageRow,
  assigneeName: string | null,
  field: WorkPackageChange["field"],
): string | number | null => {
  if (field === "assignee") return assigneeName;
  if (field === "freeEarnersRole") return row.feeEarnersRole;
  return row[field];
};

/** The fields an edit changed, in the form's order, old and new (the amount in cents). */
async function changesOf(
  tx: DbOrTx,
  before: PackageReadRow,
  after: PackageRow,
): Promise<WorkPackageChange[]> {
  const nameBefore = before.assignee ? `${before.assignee.firstName} ${before.assignee.lastName}` : null;
  const nameAfter =
    after.assigneeId === before.workPackage.assigneeId
      ? nameBefore
      : after.assigneeId === null
        ? null
        : await nameOf(tx, after.assigneeId);
  return workPackageFields.flatMap((field) => {
    const old = recordedValue(before.workPackage, nameBefore, field);
    const next = recordedValue(after, nameAfter, field);
    return old === next ? [] : [{ field, old, new: next }];
  });
}

/** The matter's active clients are asked to approve the package. */
async function askClients(
  app: FastifyInstance,
  tx: DbOrTx,
  enqueue: Enqueue,
  actorId: number,
  row: PackageRow,
  resubmitted: boolean,
) {
  const by = await nameOf(tx, actorId);
  for (const client of await approvingClients(tx, row.matterId)) {
    await queueMail(
      tx,
      enqueue,
      workPackageSubmittedMail(app.config, client, { workPackage: row, by, resubmitted }),
    );
  }
}

export function createPackage(app: FastifyInstance, access: MatterAccess, body: WorkPackageFields) {
  const actorId = access.caller.id;
  return transactionWithJobs(app, async (tx, enqueue) => {
    await assertAssignee(tx, access.matterId, body);
    const row = await insertOne(tx, workPackages, {
      matterId: access.matterId,
      number: await nextPackageNumber(tx, access.matterId),
      createdBy: actorId,
      ...columnsOf(body),
    });
    await trace(tx, actorId, "create", undefined, row);
    await askClients(app, tx, enqueue, actorId, row, false);
    return row.number;
  });
}

export function updatePackage(
  app: FastifyInstance,
  access: MatterAccess,
  number: number,
  body: WorkPackageFields & { version: number },
) {
  const actorId = access.caller.id;
  return transactionWithJobs(app, async (tx, enqueue) => {
    const read = await findPackage(tx, access.matterId, number, { lock: true });
    const before = read.workPackage;
    requireOnPackage(access, before, "WRITE");
    assertVersion(body.version, before.version);
    await assertAssignee(tx, access.matterId, body);
    const resubmitted = before.status === "NOT_APPROVED";
    const after = await versionedUpdate(tx, workPackages, before, {
      ...columnsOf(body),
      status: "SUBMITTED",
      lastModifiedBy: actorId,
    });
    // Every save is an edit on the timeline (a resubmission unchanged too), with what it changed.
    await tx.insert(workPackageModifications).values({
      workPackageId: before.id,
      modifiedBy: actorId,
      modifiedAt: after.updatedAt,
      changes: await changesOf(tx, read, after),
    });
    await trace(tx, actorId, "update", before, after);
    if (resubmitted) await askClients(app, tx, enqueue, actorId, after, true);
  });
}

export function deletePackage(db: Db, access: MatterAccess, number: number) {
  return db.transaction(async (tx) => {
    const { workPackage: before } = await findPackage(tx, access.matterId, number, { lock: true });
    requireOnPackage(access, before, "DELETE");
    await tx.delete(workPackages).where(eq(workPackages.id, before.id));
    await trace(tx, access.caller.id, "delete", before);
  });
}

/** An approval or rejection: the package's status follows; its creator and assignee are told. */
export function decidePackage(
  app: FastifyInstance,
  access: MatterAccess,
  number: number,
  approval: {
    status: "APPROVED" | "NOT_APPROVED";
    comments: string;
    amountApproved: number | null;
    version: number;
  },
) {
  const actorId = access.caller.id;
  return transactionWithJobs(app, async (tx, enqueue) => {
    const { workPackage: before } = await findPackage(tx, access.matterId, number, { lock: true });
    requireOnApprovals(access, before, "CREATE");
    // Someone changed the package since the approver read it: they decide again on what it is now.
    if (approval.version !== before.version) throw conflict();
    const created = await insertOne(tx, workPackageApprovals, {
      workPackageId: before.id,
      status: approval.status,
      amountApproved: approval.amountApproved,
      comments: approval.comments,
      createdBy: actorId,
    });
    // The version moves on, the last modification (an edit's) stays.
    const after = await versionedUpdate(tx, workPackages, before, {
      status: approval.status,
      updatedAt: before.updatedAt,
    });
    await recordAudit(tx, {
      actorId,
      entity: "workPackageApproval",
      entityId: created.id,
      action: "create",
      after: created,
    });
    await trace(tx, actorId, "update", before, after);
    const by = await nameOf(tx, actorId);
    const people = [...new Set([before.createdBy, before.assigneeId])];
    for (const id of people) {
      const person = await reachableUser(tx, id);
      if (person)
        await queueMail(
          tx,
          enqueue,
          workPackageDecisionMail(app.config, person, { workPackage: after, by, approval }),
        );
    }
  });
}
