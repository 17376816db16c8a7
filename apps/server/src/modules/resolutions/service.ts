// A judgement's or settlement's checks and writes: what a body names beyond its own fields (catalogue
// keys, currencies, the procedural step: 400 with field messages, or 404 for a step that is not the
// proceeding's), its columns from the validated body, and each write in one transaction with the
// proceeding locked (WRITE on it) and its trail entry; likewise the granted costs.
import type { ClaimedCosts } from "@litfolio/shared/costs";
import { claimedSumInEuro } from "@litfolio/shared/costs";
import type { SubError } from "@litfolio/shared/errors";
import { messages } from "@litfolio/shared/messages";
import {
  catalogueOf,
  type ResolutionCatalogue,
  type ResolutionFields,
  stepIssues,
} from "@litfolio/shared/resolutions";
import { eq } from "drizzle-orm";
import { auditedUpdate, recordAudit } from "../../audit";
import type { Db, DbOrTx } from "../../db/client";
import { insertOne } from "../../db/insert-one";
import { proceedingGrantedCosts, resolutions } from "../../db/schema/resolutions";
import { assertEditing, assertVersion, versionedUpdate } from "../../http/edits";
import { badRequest, notFound } from "../../http/errors";
import { unknownCurrencies } from "../proceedings/queries";
import { assertCostCurrencies, type ProceedingWriter, writeOnProceeding } from "../proceedings/service";
import {
  type Catalogues,
  findGranted,
  judgementsOf,
  loadCatalogues,
  lockResolution,
  proceedingSteps,
} from "./queries";

async function deleteResolutionRow(tx: DbOrTx, id: number) {
  await tx.delete(resolutions).where(eq(resolutions.id, id));
}

function catalogueErrors(catalogues: Catalogues, body: ResolutionFields): SubError[] {
  const kind = catalogueOf[body.resolution];
  const named: [string, ResolutionCatalogue, string | null][] = [
    ["type", kind.type, body.type],
    ...body.contents.map((key, index): [string, ResolutionCatalogue, string] => [
      `contents.${index}`,
      kind.contents,
      key,
    ]),
    ...(body.resolution === "JUDGEMENT"
      ? ([
          ["legalEffect", "JUDGEMENT_LEGAL_EFFECT", body.legalEffect],
          ["instance", "JUDGEMENT_INSTANCE", body.instance],
        ] as [string, ResolutionCatalogue, string | null][])
      : []),
  ];
  return named.flatMap(([field, catalogue, key]) =>
    key !== null && !catalogues[catalogue]?.has(key) ? [{ field, message: messages.notInCatalogue }] : [],
  );
}

/** Each block with a currency, by its field path. */
function namedCurrencies(body: ResolutionFields): [string, string | null | undefined][] {
  const named: [string, string | null | undefined][] = [["amountPaided", body.amountPaided?.currency]];
  if (body.resolution === "SETTLEMENT") return [...named, ["settledAmount", body.settledAmount?.currency]];
  const damages = body.establishedDamages;
  return [
    ...named,
    ["legalCost", body.legalCost?.currency],
    ["legalInterest", body.legalInterest?.currency],
    ["adverseCost", body.adverseCost?.currency],
    ["establishedDamages.totalAmount", damages?.totalAmount?.currency],
    ["establishedDamages.amount", damages?.amount?.currency],
    ...(damages?.otherAmounts ?? []).map((other, index): [string, string | null] => [
      `establishedDamages.otherAmounts.${index}`,
      other.currency,
    ]),
  ];
}

/**
 * Catalogue keys, currencies and the step rule (400 with field messages); a foreign step: 404.
 * Answers the proceeding's steps (the answer names its step's title and deadline).
 */
export async function assertResolutionReferences(
  db: DbOrTx,
  proceedingId: number,
  catalogues: Catalogues,
  body: ResolutionFields,
) {
  const steps = await proceedingSteps(db, proceedingId);
  if (body.step && !steps.some((step) => step.id === body.step?.id)) throw notFound();
  const subErrors = [
    ...stepIssues(steps.length > 0, body.step).map((issue) => ({
      field: issue.path.join("."),
      message: issue.message,
    })),
    ...catalogueErrors(catalogues, body),
    ...(await unknownCurrencies(db, namedCurrencies(body))),
  ];
  if (subErrors.length > 0) throw badRequest(messages.formInvalid, subErrors);
  return steps;
}

/** The row's columns from a validated body; the other kind's columns are null. */
export function resolutionColumns(body: ResolutionFields) {
  const common = {
    resolution: body.resolution,
    stepId: body.step?.id ?? null,
    type: body.type,
    outcome: body.outcome,
    contents: body.contents,
    amountPaid: body.amountPaided,
  };
  if (body.resolution === "SETTLEMENT") {
    return {
      ...common,
      ...judgementColumnsNull,
      settledAmount: body.settledAmount ? { ...body.settledAmount, type: "COST" as const } : null,
    };
  }
  return {
    ...common,
    courtName: body.court.name,
    courtLocation: body.court.location,
    courtRecordNumber: body.court.recordNumber,
    date: body.date,
    legalEffect: body.legalEffect,
    instance: body.instance,
    establishedDamages: body.establishedDamages,
    legalCost: body.legalCost,
    legalInterest: body.legalInterest,
    adverseCost: body.adverseCost,
    settledAmount: null,
  };
}

const judgementColumnsNull = {
  courtName: null,
  courtLocation: null,
  courtRecordNumber: null,
  date: null,
  legalEffect: null,
  instance: null,
  establishedDamages: null,
  legalCost: null,
  legalInterest: null,
  adverseCost: null,
};

/** Adds a judgement or settlement; answers the row with the catalogues and the caller's verbs. */
export const createResolution = (db: Db, writer: ProceedingWriter, body: ResolutionFields) =>
  writeOnProceeding(db, writer, async (tx, permissions) => {
    const { actorId, proceedingId } = writer;
    const catalogues = await loadCatalogues(tx);
    const steps = await assertResolutionReferences(tx, proceedingId, catalogues, body);
    const row = await insertOne(tx, resolutions, {
      proceedingId,
      ...resolutionColumns(body),
      createdBy: actorId,
    });
    await recordAudit(tx, { actorId, entity: "resolution", entityId: row.id, action: "create", after: row });
    return { row, catalogues, permissions, steps };
  });

/** Saves the body over the resolution read at `body.version`; a resolution keeps its kind. */
export const updateResolution = (
  db: Db,
  writer: ProceedingWriter,
  id: number,
  body: ResolutionFields & { id?: number | null; version: number },
) =>
  writeOnProceeding(db, writer, async (tx, permissions) => {
    const { actorId, proceedingId } = writer;
    const before = await lockResolution(tx, proceedingId, id);
    assertEditing(body, before);
    if (body.resolution !== before.resolution) {
      throw badRequest(messages.formInvalid, [
        { field: "resolution", message: messages.resolutionKindFixed },
      ]);
    }
    const catalogues = await loadCatalogues(tx);
    const steps = await assertResolutionReferences(tx, proceedingId, catalogues, body);
    const who = { actorId, entity: "resolution" };
    const row = await auditedUpdate(tx, who, resolutions, before, resolutionColumns(body));
    return { row, catalogues, permissions, steps };
  });

/** Deletes the resolution; answers its kind (for the message). */
export const deleteResolution = (db: Db, writer: ProceedingWriter, id: number) =>
  writeOnProceeding(db, writer, async (tx) => {
    const { actorId, proceedingId } = writer;
    const before = await lockResolution(tx, proceedingId, id);
    await deleteResolutionRow(tx, id);
    await recordAudit(tx, { actorId, entity: "resolution", entityId: id, action: "delete", before });
    return before.resolution;
  });

/**
 * Saves the granted costs from the version read (null before the first save, which creates the row);
 * answers the row, the proceeding's judgements (for their totals) and the caller's verbs.
 */
export const saveGrantedCosts = (
  db: Db,
  writer: ProceedingWriter,
  costs: ClaimedCosts,
  version: number | null,
) =>
  writeOnProceeding(db, writer, async (tx, permissions) => {
    const { actorId, proceedingId } = writer;
    const before = await findGranted(tx, proceedingId);
    assertVersion(version, before?.version ?? null);
    await assertCostCurrencies(tx, costs, "grantedCosts");
    const fields = { costs, totalSumInEuro: claimedSumInEuro(costs) };
    const after = before
      ? await versionedUpdate(tx, proceedingGrantedCosts, before, fields, "proceedingId")
      : await insertOne(tx, proceedingGrantedCosts, { proceedingId, ...fields });
    await recordAudit(tx, {
      actorId,
      entity: "grantedCosts",
      entityId: proceedingId,
      action: before ? "update" : "create",
      before,
      after,
    });
    return { row: after, judgements: await judgementsOf(tx, proceedingId), permissions };
  });
