// What a judgement or settlement body names beyond its own fields (catalogue keys, currencies, the
// procedural step) and how it is stored: the checks answer 400 with field messages (or 404 for a
// step that is not the proceeding's), and the columns are written from the validated body.
import type { SubError } from "@litfolio/shared/errors";
import { messages } from "@litfolio/shared/messages";
import {
  catalogueOf,
  type ResolutionCatalogue,
  type ResolutionFields,
  type ResolutionStep,
  stepIssues,
} from "@litfolio/shared/resolutions";
import { asc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { resolutionCatalogueEntries } from "../../db/schema/catalogues";
import { badRequest, notFound } from "../../http/errors";
import { unknownCurrencies } from "../proceedings/queries";

/** Every catalogue's keys and values, in their order (a few dozen rows, read whole). */
export type Catalogues = Record<ResolutionCatalogue, Map<string, string>>;

export async function loadCatalogues(db: DbOrTx): Promise<Catalogues> {
  const rows = await db
    .select()
    .from(resolutionCatalogueEntries)
    .orderBy(asc(resolutionCatalogueEntries.catalogue), asc(resolutionCatalogueEntries.position));
  const catalogues = {} as Catalogues;
  for (const row of rows) {
    const catalogue = row.catalogue as ResolutionCatalogue;
    catalogues[catalogue] ??= new Map();
    catalogues[catalogue].set(row.key, row.value);
  }
  return catalogues;
}

/**
 * The procedural steps a resolution of the proceeding can belong to (GET .../resolutions/hearings).
 * Trackings and their steps arrive with the tracking issue; until then a proceeding has none, so
 * the step is never required and any step id names nothing.
 */
export async function proceedingSteps(_db: DbOrTx, _proceedingId: number): Promise<ResolutionStep[]> {
  return [];
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

/** Catalogue keys, currencies and the step rule (400 with field messages); a foreign step: 404. */
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
