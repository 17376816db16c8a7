// A proceeding's writes and the checks around them: its scope for a local counsel (by category),
// what a body names (another matter's category, label or place answers 404, an unknown currency
// 400), the code taken in the saving transaction, its child rows and the trail entry. And the frame
// of every write to a proceeding's lists (claimants, trucks, defendants, judgements and
// settlements, granted costs, documents and steps of its tracking): who writes, and the transaction.
import { type ClaimedCosts, type CostComponent, claimedSumInEuro } from "@litfolio/shared/costs";
import { messages } from "@litfolio/shared/messages";
import type { Verb } from "@litfolio/shared/permissions";
import type { ProceedingFields } from "@litfolio/shared/proceedings";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { recordAudit } from "../../audit";
import { currentUser } from "../../auth/guards";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { insertOne } from "../../db/insert-one";
import { assetLabels, categories, servedWritPlaces } from "../../db/schema/matters";
import {
  type claimants,
  proceedingAssets,
  proceedingServedWrits,
  proceedings,
  type trucks,
} from "../../db/schema/proceedings";
import { removeDocumentFilesOnCommit } from "../../files/removal";
import {
  advanceListVersion,
  assertEditing,
  assertOfMatter,
  type VersionedListOf,
  versionedUpdate,
} from "../../http/edits";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors";
import type { Enqueue } from "../../jobs/job-type";
import { transactionWithJobs } from "../../jobs/queue";
import type { MatterAccess } from "../../permissions/access";
import type { Resource } from "../../permissions/matrix";
import { matterAccessOf } from "../../permissions/route-access";
import { holdsApprovedDocument } from "../comments/queries";
import type { ProceedingDetailRow, ProceedingRow } from "./presenter";
import {
  categoryOfProceeding,
  findProceeding,
  formatProceedingCode,
  lockProceeding,
  unknownCurrencies,
} from "./queries";

/** Deletes the proceeding; its item rows, writs, claimants, trucks and defendants go with it (CASCADE). */
async function deleteProceedingRow(tx: DbOrTx, proceedingId: number) {
  await tx.delete(proceedings).where(eq(proceedings.id, proceedingId));
}

/**
 * DECISIONS "Codes and counters": the category's next counter, taken inside the saving transaction
 * (the row lock serialises concurrent saves) and never given again, even if the proceeding goes.
 */
async function takeProceedingCode(tx: DbOrTx, matterId: number, categoryId: number) {
  const [category] = await tx
    .update(categories)
    .set({ proceedingCounter: sql`${categories.proceedingCounter} + 1` })
    .where(and(eq(categories.matterId, matterId), eq(categories.id, categoryId)))
    .returning({ code: categories.code, counter: categories.proceedingCounter });
  if (!category) throw notFound();
  return {
    codeCounter: category.counter,
    proceedingCode: formatProceedingCode(category.code, category.counter),
  };
}

/** Replaces the item rows and served writs with the body's (the form saves them as a whole). */
async function replaceChildren(tx: DbOrTx, proceedingId: number, body: ProceedingFields) {
  await tx.delete(proceedingAssets).where(eq(proceedingAssets.proceedingId, proceedingId));
  await tx.delete(proceedingServedWrits).where(eq(proceedingServedWrits.proceedingId, proceedingId));
  if (body.assets.length > 0) {
    await tx
      .insert(proceedingAssets)
      .values(
        body.assets.map((asset) => ({ proceedingId, assetLabelId: asset.labelId, number: asset.number })),
      );
  }
  if (body.servedWrits.length > 0) {
    await tx.insert(proceedingServedWrits).values(
      body.servedWrits.map((writ) => ({
        proceedingId,
        servedWritPlaceId: writ.id.servedWritAt.id,
        status: writ.status,
        servedOn: writ.servedOn,
      })),
    );
  }
}

/**
 * For the routes under one proceeding: requires `verb` on it (by its category, the local counsel
 * scope) and answers the caller's verbs; 404 when it is not of this matter or not readable. In a
 * transaction, `lock` holds the proceeding until commit so writes to its lists do not interleave.
 * `resource`: a matrix row scoped by the proceeding's category (its tracking: `trackings`).
 */
export async function requireOnProceeding(
  db: DbOrTx,
  access: MatterAccess,
  proceedingId: number,
  verb: Verb,
  options: { lock?: boolean; resource?: Resource } = {},
): Promise<Verb[]> {
  return (await requireOnProceedingCategory(db, access, proceedingId, verb, options)).permissions;
}

/** requireOnProceeding, answering the proceeding's category too (its court calendar). */
export async function requireOnProceedingCategory(
  db: DbOrTx,
  access: MatterAccess,
  proceedingId: number,
  verb: Verb,
  { lock = false, resource = "proceedings" }: { lock?: boolean; resource?: Resource } = {},
): Promise<{ categoryId: number; permissions: Verb[] }> {
  const categoryId = await categoryOfProceeding(db, access.matterId, proceedingId, lock);
  if (categoryId === undefined) throw notFound();
  return { categoryId, permissions: access.require(resource, verb, { categoryId }) };
}

/** The caller's access on the matter, their id for the trail, and the proceeding written to. */
export interface ProceedingWriter {
  access: MatterAccess;
  actorId: number;
  proceedingId: number;
}

export const proceedingWriter = (request: FastifyRequest, proceedingId: number): ProceedingWriter => ({
  access: matterAccessOf(request),
  actorId: currentUser(request).id,
  proceedingId,
});

/** What a write needs on the proceeding: `verb` on `resource` there (its tracking's: `trackings`). */
interface Needed {
  resource?: Resource;
  verb?: Verb;
}

/** Requires the verb (by the proceeding's category: a local counsel's scope) and locks the proceeding. */
const lockForWriting = (
  tx: Tx,
  { access, proceedingId }: ProceedingWriter,
  { resource = "proceedings", verb = "WRITE" }: Needed,
) => requireOnProceeding(tx, access, proceedingId, verb, { lock: true, resource });

/**
 * Runs `work` in one transaction with WRITE on the proceeding required (by its category: a local
 * counsel's scope) and the proceeding locked until commit, so writes to its lists do not interleave.
 * `work` gets the caller's verbs on the proceeding (on `resource` there: its tracking's are
 * `trackings`, with `verb` CREATE, UPLOAD or DELETE).
 */
export const writeOnProceeding = <T>(
  db: Db,
  writer: ProceedingWriter,
  work: (tx: Tx, permissions: Verb[]) => Promise<T>,
  needed: Needed = {},
): Promise<T> => db.transaction(async (tx) => work(tx, await lockForWriting(tx, writer, needed)));

/** writeOnProceeding for a write that enqueues jobs in its transaction (see transactionWithJobs). */
export const writeOnProceedingWithJobs = <T>(
  app: FastifyInstance,
  writer: ProceedingWriter,
  work: (tx: Tx, permissions: Verb[], enqueue: Enqueue) => Promise<T>,
  needed: Needed = {},
): Promise<T> =>
  transactionWithJobs(app, async (tx, enqueue) =>
    work(tx, await lockForWriting(tx, writer, needed), enqueue),
  );

/**
 * Deletes one row of a proceeding's list (claimants, trucks) with WRITE on the proceeding: the row of
 * this proceeding only (else 404), audited in the transaction. A list saved as a whole (claimants)
 * has a version: the delete moves it on and answers it.
 */
export const deleteListRow = (
  db: Db,
  writer: ProceedingWriter,
  row: { table: typeof claimants | typeof trucks; entity: string; id: number; list?: VersionedListOf },
): Promise<number | undefined> =>
  writeOnProceeding(db, writer, async (tx) => {
    const [deleted] = await tx
      .delete(row.table as typeof trucks)
      .where(and(eq(row.table.proceedingId, writer.proceedingId), eq(row.table.id, row.id)))
      .returning();
    if (!deleted) throw notFound();
    await recordAudit(tx, {
      actorId: writer.actorId,
      entity: row.entity,
      entityId: row.id,
      action: "delete",
      before: deleted,
    });
    return row.list && (await advanceListVersion(tx, row.list, writer.proceedingId));
  });

/** Moving a proceeding into a category needs the verb there too (a local counsel's scope). */
function requireInCategory(access: MatterAccess, categoryId: number, verb: "CREATE" | "WRITE") {
  if (!access.verbs("proceedings", { categoryId }).includes(verb)) throw forbidden();
}

/** Each currency of a cost block must be in the catalogue; each unknown one's field gets the message. */
export async function assertCostCurrencies(db: DbOrTx, costs: ClaimedCosts, prefix = "claimedCosts") {
  const named: [string, CostComponent | null][] = [
    ["totalAmount", costs.totalAmount],
    ["principalAmount", costs.principalAmount],
    ["interestAmount", costs.interestAmount],
    ...costs.otherAmounts.map((other, index): [string, CostComponent] => [`otherAmounts.${index}`, other]),
  ];
  const subErrors = await unknownCurrencies(
    db,
    named.map(([path, component]) => [`${prefix}.${path}`, component?.currency]),
  );
  if (subErrors.length > 0) throw badRequest(messages.formInvalid, subErrors);
}

/** Checks what a body names beyond its own fields: labels, places, currencies. */
async function assertBodyReferences(db: DbOrTx, matterId: number, body: ProceedingFields) {
  await assertOfMatter(
    db,
    assetLabels,
    matterId,
    body.assets.map((asset) => asset.labelId),
  );
  await assertOfMatter(
    db,
    servedWritPlaces,
    matterId,
    body.servedWrits.map((writ) => writ.id.servedWritAt.id),
  );
  await assertCostCurrencies(db, body.claimedCosts);
}

/** The proceeding's own columns from a validated body (not its code, category or children). */
const proceedingColumns = (body: ProceedingFields) => ({
  localCounselProceedingCode: body.localCounselProceedingCode,
  status: body.status.key,
  isMassClaim: body.isMassClaim,
  issueDate: body.issueDate,
  plaintiffFullName: body.plaintiff.fullName,
  plaintiffShortName: body.plaintiff.shortName,
  lawFirm: body.lawFirm,
  lawFirms: body.lawFirms,
  localCounsels: body.localCounsels,
  expert: body.expert,
  courtName: body.court.name,
  courtLocation: body.court.location,
  courtRecordNumber: body.court.recordNumber,
  dbResponsibleFirstName: body.dbResponsible.firstName,
  dbResponsibleLastName: body.dbResponsible.lastName,
  dbResponsibleEmailAddress: body.dbResponsible.emailAddress,
  dbResponsibleTelephoneNumber: body.dbResponsible.telephoneNumber,
  claimedCosts: body.claimedCosts,
  totalSumInEuro: claimedSumInEuro(body.claimedCosts),
});

/** Creates a proceeding with its code, child rows and trail entry; answers its id. */
export function createProceeding(db: Db, access: MatterAccess, actorId: number, body: ProceedingFields) {
  return db.transaction(async (tx) => {
    // The code first: it answers 404 for another matter's category; a refusal below rolls it back.
    const code = await takeProceedingCode(tx, access.matterId, body.category.id);
    requireInCategory(access, body.category.id, "CREATE");
    await assertBodyReferences(tx, access.matterId, body);
    const row = await insertOne(tx, proceedings, {
      matterId: access.matterId,
      categoryId: body.category.id,
      ...code,
      ...proceedingColumns(body),
      createdBy: actorId,
    });
    await replaceChildren(tx, row.id, body);
    await recordAudit(tx, {
      actorId,
      entity: "proceeding",
      entityId: row.id,
      action: "create",
      after: auditedProceeding(row, body),
    });
    return row.id;
  });
}

/** Saves the body over the proceeding read at `body.version` (a new category: a new code). */
export function updateProceeding(
  db: Db,
  access: MatterAccess,
  actorId: number,
  proceedingId: number,
  body: ProceedingFields & { version: number },
) {
  return db.transaction(async (tx) => {
    const before = await lockProceeding(tx, access.matterId, proceedingId);
    access.require("proceedings", "WRITE", { categoryId: before.categoryId });
    assertEditing(body, before);
    const beforeChildren = childrenOf(await findProceeding(tx, access.matterId, proceedingId));
    const moved = body.category.id !== before.categoryId;
    await assertBodyReferences(tx, access.matterId, body);
    const code = moved
      ? { categoryId: body.category.id, ...(await takeProceedingCode(tx, access.matterId, body.category.id)) }
      : {};
    // After the code, which answers 404 for another matter's category; a refusal rolls it back.
    if (moved) requireInCategory(access, body.category.id, "WRITE");
    const after = await versionedUpdate(tx, proceedings, before, { ...proceedingColumns(body), ...code });
    await replaceChildren(tx, proceedingId, body);
    await recordAudit(tx, {
      actorId,
      entity: "proceeding",
      entityId: proceedingId,
      action: "update",
      before: auditedProceeding(before, beforeChildren),
      after: auditedProceeding(after, body),
    });
  });
}

/**
 * Deletes the proceeding with its lists and tracking, keeping what it held in the trail; refused
 * (409) while its tracking's activities hold a document the client approved.
 */
export function deleteProceeding(
  app: FastifyInstance,
  access: MatterAccess,
  actorId: number,
  proceedingId: number,
) {
  return transactionWithJobs(app, async (tx, enqueue) => {
    const before = await lockProceeding(tx, access.matterId, proceedingId);
    access.require("proceedings", "DELETE", { categoryId: before.categoryId });
    if (await holdsApprovedDocument(tx, { proceedingId })) {
      throw conflict(messages.proceedingHasApprovedDocument);
    }
    const children = childrenOf(await findProceeding(tx, access.matterId, proceedingId));
    await removeDocumentFilesOnCommit(tx, enqueue, { proceedingId });
    await deleteProceedingRow(tx, proceedingId);
    await recordAudit(tx, {
      actorId,
      entity: "proceeding",
      entityId: proceedingId,
      action: "delete",
      before: auditedProceeding(before, children),
    });
  });
}

/** One proceeding for its answer: the row and the caller's verbs on it (404 unless they may read it). */
export async function readProceeding(db: DbOrTx, access: MatterAccess, proceedingId: number) {
  const row = await findProceeding(db, access.matterId, proceedingId);
  return {
    row,
    permissions: access.require("proceedings", "READ", { categoryId: row.proceeding.categoryId }),
  };
}

/** What the audit trail keeps of a proceeding: its row with its item rows and served writs. */
const auditedProceeding = (
  row: ProceedingRow,
  children: Pick<ProceedingFields, "assets" | "servedWrits">,
) => ({
  ...row,
  assets: children.assets,
  servedWrits: children.servedWrits.map((writ) => ({
    placeId: writ.id.servedWritAt.id,
    status: writ.status,
    servedOn: writ.servedOn,
  })),
});

/** The children of a loaded detail in the body's shape, for the trail's "before". */
const childrenOf = (detail: ProceedingDetailRow): Pick<ProceedingFields, "assets" | "servedWrits"> => ({
  assets: detail.assets.map((asset) => ({ labelId: asset.labelId, number: asset.number })),
  servedWrits: detail.servedWrits.map((writ) => ({
    id: { servedWritAt: { id: writ.placeId } },
    status: writ.status,
    servedOn: writ.servedOn,
  })),
});
