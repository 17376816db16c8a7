// Templates' and trackings' writes, and a tracking read as answered. Both keep their steps as one
// ordered list saved whole with the tracking row's version (saveStepList, shared), each write in one
// transaction with its trail entry. One template per category and one tracking per proceeding are
// unique indexes: a second (also a concurrent one) is refused with a message, never stored.
import { messages } from "@litfolio/shared/messages";
import { todayUtc } from "@litfolio/shared/missed-deadlines";
import type { Verb } from "@litfolio/shared/permissions";
import type {
  StepDoneFields,
  StepFields,
  TemplateFields,
  Tracking,
  TrackingCreateFields,
  TrackingUpdateFields,
} from "@litfolio/shared/tracking";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { recordAudit } from "../../audit";
import type { Db, DbOrTx } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { insertOne } from "../../db/insert-one";
import { proceduralSteps, trackings } from "../../db/schema/tracking";
import { copyView } from "../../files/documents";
import { removeDocumentFilesOnCommit } from "../../files/removal";
import { assertEditing, versionedUpdate } from "../../http/edits";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors";
import type { Enqueue } from "../../jobs/job-type";
import type { MatterAccess } from "../../permissions/access";
import {
  type ProceedingWriter,
  requireOnProceeding,
  writeOnProceeding,
  writeOnProceedingWithJobs,
} from "../proceedings/service";
import { documentsOfSteps } from "../step-documents/queries";
import { presentSteps, presentTracking } from "./presenter";
import {
  assertCategoryOfMatter,
  findStep,
  findTemplate,
  findTracking,
  type StepRow,
  stepActivityCounts,
  stepsOf,
  trackingIdOfProceeding,
} from "./queries";

/**
 * A step's stored columns from its body; a template's steps have durations, not deadlines. The
 * estimate mark is kept without a deadline too: a template's marks the deadlines proposed for the
 * step as estimates, and a tracking step keeps it until its deadline is set (issue 18).
 */
function stepColumns(step: StepFields, position: number, template: boolean) {
  const estimate = step.estimateDeadline;
  const deadline = template || !step.deadline ? null : estimate ? `${step.deadline}-01` : step.deadline;
  return {
    position,
    title: step.title,
    description: step.description,
    averageDuration: step.averageDuration,
    estimateDeadline: estimate,
    deadline,
    courtHearing: step.courtHearing,
    clientDeadline: step.clientDeadline,
  };
}

/**
 * Writes the step list: the kept steps updated in place in one statement (their documents and
 * resolutions stay with them; each column is one array parameter), `removed` deleted, the new ones
 * inserted, each at its position.
 */
async function writeSteps(
  tx: DbOrTx,
  trackingId: number,
  steps: StepFields[],
  removed: number[],
  template: boolean,
) {
  if (removed.length > 0) {
    await tx
      .delete(proceduralSteps)
      .where(and(eq(proceduralSteps.trackingId, trackingId), inArray(proceduralSteps.id, removed)));
  }
  const rows = steps.map((step, position) => ({ id: step.id, ...stepColumns(step, position, template) }));
  const kept = rows.flatMap(({ id, ...columns }) => (id === null ? [] : [{ id, ...columns }]));
  if (kept.length > 0) await updateSteps(tx, trackingId, kept);
  const fresh = rows.flatMap(({ id, ...columns }) => (id === null ? [{ ...columns, trackingId }] : []));
  if (fresh.length > 0) await tx.insert(proceduralSteps).values(fresh);
}

function updateSteps(
  tx: DbOrTx,
  trackingId: number,
  kept: ({ id: number } & ReturnType<typeof stepColumns>)[],
) {
  const column = <K extends keyof (typeof kept)[number]>(key: K) => sql.param(kept.map((row) => row[key]));
  return tx.execute(sql`
    update ${proceduralSteps} set position = v.position, title = v.title, description = v.description,
      average_duration = v.average_duration, estimate_deadline = v.estimate_deadline,
      deadline = v.deadline, court_hearing = v.court_hearing, client_deadline = v.client_deadline,
      updated_at = now()
    from unnest(${column("id")}::int[], ${column("position")}::int[], ${column("title")}::text[],
                ${column("description")}::text[], ${column("averageDuration")}::text[],
                ${column("estimateDeadline")}::boolean[], ${column("deadline")}::date[],
                ${column("courtHearing")}::boolean[], ${column("clientDeadline")}::boolean[])
         as v(id, position, title, description, average_duration, estimate_deadline, deadline,
              court_hearing, client_deadline)
    where ${proceduralSteps.id} = v.id and ${proceduralSteps.trackingId} = ${trackingId}`);
}

/** The caller's verbs on the proceeding's tracking (404 unless they may READ it). */
export const trackingVerbs = (db: DbOrTx, access: MatterAccess, proceedingId: number) =>
  requireOnProceeding(db, access, proceedingId, "READ", { resource: "trackings" });

/** One tracking as answered: its steps with their documents (one query for all). */
export async function readTracking(
  { db, config }: Pick<FastifyInstance, "db" | "config">,
  access: MatterAccess,
  proceedingId: number,
  id: number,
): Promise<Tracking> {
  const permissions = await trackingVerbs(db, access, proceedingId);
  const record = await findTracking(db, access.matterId, proceedingId, id);
  const rows = await stepsOf(db, id);
  const documents = await documentsOfSteps(
    db,
    rows.map((row) => row.id),
  );
  const steps = presentSteps(rows, {
    template: false,
    proceedingStatus: record.proceeding.status,
    permissions,
    documents,
    copies: copyView(config.connect, access),
    today: todayUtc(),
  });
  return presentTracking(record, steps, permissions);
}

/** What the trail keeps of a step list: each step without its bookkeeping columns (and the done-by name). */
const trailOf = (steps: readonly StepRow[]) => ({
  proceduralSteps: steps.map(
    ({ trackingId: _, position: __, createdAt: ___, updatedAt: ____, doneByUser: _____, ...step }) => step,
  ),
});

/**
 * SPEC 5.9: a tracking step that activities point to cannot be deleted. The first such step of
 * `removed` as the refusal's message (its number is its place in the list), or null.
 */
export function activityLinkProblem(removed: readonly StepRow[], counts: Map<number, number>): string | null {
  const linked = removed.find((step) => (counts.get(step.id) ?? 0) > 0);
  return linked ? messages.stepLinkedToActivities(linked.position + 1, linked.title) : null;
}

/**
 * Saves a step list over the stored one: steps named by id keep their id (documents and done state),
 * the others are new, stored steps left out are deleted. Deleting a tracking's steps needs DELETE there and is
 * refused for steps with activities. Answers the steps before and after.
 */
async function saveStepList(
  tx: DbOrTx,
  trackingId: number,
  steps: StepFields[],
  {
    template,
    permissions,
    enqueue,
  }: {
    template: boolean;
    permissions: readonly Verb[];
    /** A tracking's (templates hold no documents): the removed steps' files go by a job. */
    enqueue?: Enqueue;
  },
) {
  const before = await stepsOf(tx, trackingId);
  const stored = new Set(before.map((step) => step.id));
  const named = steps.flatMap((step) => (step.id === null ? [] : [step.id]));
  if (named.some((id) => !stored.has(id))) throw notFound();
  if (new Set(named).size !== named.length) {
    throw badRequest(messages.formInvalid, [{ field: "proceduralSteps", message: messages.stepTwice }]);
  }
  const removed = before.filter((step) => !named.includes(step.id));
  if (!template && removed.length > 0) {
    if (!permissions.includes("DELETE")) throw forbidden();
    const problem = activityLinkProblem(removed, await stepActivityCounts(tx, trackingId));
    if (problem) throw badRequest(problem);
  }
  if (enqueue && removed.length > 0)
    await removeDocumentFilesOnCommit(tx, enqueue, { stepIds: removed.map((step) => step.id) });
  await writeSteps(
    tx,
    trackingId,
    steps,
    removed.map((step) => step.id),
    template,
  );
  return { before, after: await stepsOf(tx, trackingId) };
}

/** Runs an insert or update that a unique index may refuse, with `refusal` as the answer then. */
async function unlessTaken<T>(write: () => Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error) ? refusal() : error;
  }
}

const templateTaken = () =>
  badRequest(messages.formInvalid, [{ field: "category.id", message: messages.templateExists }]);

export function createTemplate(db: Db, access: MatterAccess, actorId: number, body: TemplateFields) {
  return db.transaction(async (tx) => {
    await assertCategoryOfMatter(tx, access.matterId, body.category.id);
    const row = await unlessTaken(
      () =>
        insertOne(tx, trackings, {
          matterId: access.matterId,
          template: true,
          categoryId: body.category.id,
          createdBy: actorId,
        }),
      templateTaken,
    );
    const { after } = await saveStepList(tx, row.id, body.proceduralSteps, {
      template: true,
      permissions: [],
    });
    await recordAudit(tx, {
      actorId,
      entity: "template",
      entityId: row.id,
      action: "create",
      after: { categoryId: row.categoryId, ...trailOf(after) },
    });
    return row.id;
  });
}

export function updateTemplate(
  db: Db,
  access: MatterAccess,
  actorId: number,
  id: number,
  body: TemplateFields & { version: number },
) {
  return db.transaction(async (tx) => {
    const { tracking: before } = await findTemplate(tx, access.matterId, id, { lock: true });
    assertEditing(body, before);
    await assertCategoryOfMatter(tx, access.matterId, body.category.id);
    const steps = await saveStepList(tx, id, body.proceduralSteps, { template: true, permissions: [] });
    const after = await unlessTaken(
      () => versionedUpdate(tx, trackings, before, { categoryId: body.category.id }),
      templateTaken,
    );
    await recordAudit(tx, {
      actorId,
      entity: "template",
      entityId: id,
      action: "update",
      before: { categoryId: before.categoryId, ...trailOf(steps.before) },
      after: { categoryId: after.categoryId, ...trailOf(steps.after) },
    });
  });
}

/** Deletes a template; trackings created from it keep their steps (SET NULL on basedOnTemplateId). */
export function deleteTemplate(db: Db, access: MatterAccess, actorId: number, id: number) {
  return db.transaction(async (tx) => {
    const { tracking } = await findTemplate(tx, access.matterId, id, { lock: true });
    const steps = await stepsOf(tx, id);
    await tx.delete(trackings).where(eq(trackings.id, id));
    await recordAudit(tx, {
      actorId,
      entity: "template",
      entityId: id,
      action: "delete",
      before: { categoryId: tracking.categoryId, ...trailOf(steps) },
    });
  });
}

/**
 * The template's steps as a new tracking's, or none: without deadlines, or with the ones the user
 * accepted from the proposal (`deadlines`, one per template step). A step the template marks as
 * estimated keeps that mark until a deadline says otherwise.
 */
async function stepsFromTemplate(
  tx: DbOrTx,
  matterId: number,
  { templateId, deadlines }: TrackingCreateFields,
): Promise<StepFields[]> {
  if (templateId === null) {
    if (deadlines?.length) throw badRequest(messages.deadlinesMismatch);
    return [];
  }
  await findTemplate(tx, matterId, templateId);
  const steps = await stepsOf(tx, templateId);
  if (deadlines && deadlines.length !== steps.length) throw badRequest(messages.deadlinesMismatch);
  return steps.map((step, index) => ({
    id: null,
    title: step.title,
    description: step.description,
    averageDuration: step.averageDuration,
    estimateDeadline: deadlines?.[index]?.estimateDeadline ?? step.estimateDeadline,
    deadline: deadlines?.[index]?.deadline ?? null,
    courtHearing: step.courtHearing,
    clientDeadline: step.clientDeadline,
  }));
}

/**
 * Creates the proceeding's tracking from a template or blank (CREATE on its trackings). SPEC 4
 * "Tracking creation": when it has one, that one is the answer, so two concurrent creates give one
 * tracking (the proceeding is locked; the unique index holds anyway). Answers its id and whether it
 * was created.
 */
export const createTracking = (db: Db, writer: ProceedingWriter, body: TrackingCreateFields) =>
  writeOnProceeding(
    db,
    writer,
    async (tx) => {
      const { access, actorId, proceedingId } = writer;
      const existing = await trackingIdOfProceeding(tx, proceedingId);
      if (existing !== null) return { id: existing, created: false };
      const steps = await stepsFromTemplate(tx, access.matterId, body);
      const row = await unlessTaken(
        () =>
          insertOne(tx, trackings, {
            matterId: access.matterId,
            template: false,
            proceedingId,
            basedOnTemplateId: body.templateId,
            createdBy: actorId,
          }),
        () => conflict(messages.trackingExists),
      );
      const { after } = await saveStepList(tx, row.id, steps, { template: false, permissions: [] });
      await recordAudit(tx, {
        actorId,
        entity: "tracking",
        entityId: row.id,
        action: "create",
        after: { proceedingId, basedOnTemplateId: body.templateId, ...trailOf(after) },
      });
      return { id: row.id, created: true };
    },
    { resource: "trackings", verb: "CREATE" },
  );

/** Saves the tracking's step list from the version read (WRITE; deleting steps needs DELETE). */
export const updateTracking = (
  app: FastifyInstance,
  writer: ProceedingWriter,
  id: number,
  body: TrackingUpdateFields,
) =>
  writeOnProceedingWithJobs(
    app,
    writer,
    async (tx, permissions, enqueue) => {
      const { access, actorId, proceedingId } = writer;
      const { tracking: before } = await findTracking(tx, access.matterId, proceedingId, id, { lock: true });
      assertEditing(body, before);
      const steps = await saveStepList(tx, id, body.proceduralSteps, {
        template: false,
        permissions,
        enqueue,
      });
      await versionedUpdate(tx, trackings, before, {});
      await recordAudit(tx, {
        actorId,
        entity: "tracking",
        entityId: id,
        action: "update",
        before: trailOf(steps.before),
        after: trailOf(steps.after),
      });
    },
    { resource: "trackings" },
  );

/**
 * Writes a tracking step's done state (issue 27): `doneOn` and who, or null to reopen it. WRITE on the
 * tracking, from the tracking's version read (it is bumped, so an open editor of the step list sees
 * the change, and the iCal feed's events their new sequence). Reopening a step that is not done is
 * refused: the caller's view is out of date.
 */
const writeStepDone = (
  db: Db,
  writer: ProceedingWriter,
  { trackingId, stepId, version }: { trackingId: number; stepId: number; version: number },
  doneOn: string | null,
) =>
  writeOnProceeding(
    db,
    writer,
    async (tx) => {
      const { access, actorId, proceedingId } = writer;
      const { tracking } = await findTracking(tx, access.matterId, proceedingId, trackingId, { lock: true });
      assertEditing({ version }, tracking);
      const before = await findStep(tx, trackingId, stepId);
      if (doneOn === null && before.doneOn === null) throw conflict(messages.stepNotDone);
      const after = { doneOn, doneBy: doneOn === null ? null : actorId };
      await tx
        .update(proceduralSteps)
        .set({ ...after, updatedAt: new Date() })
        .where(eq(proceduralSteps.id, stepId));
      await versionedUpdate(tx, trackings, tracking, {});
      await recordAudit(tx, {
        actorId,
        entity: "proceduralStep",
        entityId: stepId,
        action: "update",
        before: { doneOn: before.doneOn, doneBy: before.doneBy },
        after,
      });
    },
    { resource: "trackings" },
  );

/** Marks the step done on `doneOn` (none: today, `todayUtc`) by the caller; a done step gets the new day. */
export const markStepDone = (
  db: Db,
  writer: ProceedingWriter,
  step: { trackingId: number; stepId: number },
  body: StepDoneFields,
) => writeStepDone(db, writer, { ...step, version: body.version }, body.doneOn ?? todayUtc());

/** Reopens a done step: it is to be done again (and missed when its deadline has passed). */
export const reopenStep = (
  db: Db,
  writer: ProceedingWriter,
  step: { trackingId: number; stepId: number; version: number },
) => writeStepDone(db, writer, step, null);
