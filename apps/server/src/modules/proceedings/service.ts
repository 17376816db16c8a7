// A proceeding spans several tables (proceedings, its item rows and served writs, its category's
// code counter, the currencies catalogue): reading it in one query, checking what a body names,
// assigning codes, and writing its rows.

import { type ClaimedCosts, type CostComponent, claimedSumInEuro } from "@litfolio/shared/costs";
import type { SubError } from "@litfolio/shared/errors";
import { messages } from "@litfolio/shared/messages";
import type { Verb } from "@litfolio/shared/permissions";
import type { ProceedingFields } from "@litfolio/shared/proceedings";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { currencies } from "../../db/schema/catalogues";
import { assetLabels, categories, matters, servedWritPlaces } from "../../db/schema/matters";
import { proceedingAssets, proceedingServedWrits, proceedings } from "../../db/schema/proceedings";
import { assertOfMatter } from "../../http/edits";
import { badRequest, notFound } from "../../http/errors";
import type { MatterAccess } from "../../permissions/access";
import type { ProceedingDetailRow, ProceedingRow } from "./presenter";

const categoryColumns = {
  id: categories.id,
  type: categories.type,
  code: categories.code,
  name: categories.name,
};

/** A proceeding with its category and matter name: the columns of every list row and of the detail. */
export const proceedingReadColumns = {
  proceeding: proceedings,
  category: categoryColumns,
  matterName: matters.name,
};

const assetsJson = sql<ProceedingDetailRow["assets"]>`coalesce((
  select json_agg(json_build_object('labelId', ${assetLabels.id}, 'name', ${assetLabels.name},
                  'number', ${proceedingAssets.number}) order by ${assetLabels.id})
  from ${proceedingAssets} join ${assetLabels} on ${assetLabels.id} = ${proceedingAssets.assetLabelId}
  where ${proceedingAssets.proceedingId} = ${proceedings.id}), '[]'::json)`;

const servedWritsJson = sql<ProceedingDetailRow["servedWrits"]>`coalesce((
  select json_agg(json_build_object('placeId', ${servedWritPlaces.id}, 'name', ${servedWritPlaces.name},
                  'status', ${proceedingServedWrits.status}, 'servedOn', ${proceedingServedWrits.servedOn})
                  order by lower(${servedWritPlaces.name}))
  from ${proceedingServedWrits} join ${servedWritPlaces} on ${servedWritPlaces.id} = ${proceedingServedWrits.servedWritPlaceId}
  where ${proceedingServedWrits.proceedingId} = ${proceedings.id}), '[]'::json)`;

/** DECISIONS "First assets": the number of the matter's first item label in this proceeding. */
const firstAssetNumber = sql<number | null>`(
  select ${proceedingAssets.number} from ${proceedingAssets}
  where ${proceedingAssets.proceedingId} = ${proceedings.id}
    and ${proceedingAssets.assetLabelId} = (select min(${assetLabels.id}) from ${assetLabels} where ${assetLabels.matterId} = ${proceedings.matterId}))`.mapWith(
  (value) => (value === null ? null : Number(value)),
);

/** One proceeding of the matter with everything the detail shows; 404 when there is none. */
export async function findProceeding(db: DbOrTx, matterId: number, id: number): Promise<ProceedingDetailRow> {
  const [row] = await db
    .select({
      ...proceedingReadColumns,
      assets: assetsJson,
      servedWrits: servedWritsJson,
      dynamicAssetValue: firstAssetNumber,
    })
    .from(proceedings)
    .innerJoin(categories, eq(categories.id, proceedings.categoryId))
    .innerJoin(matters, eq(matters.id, proceedings.matterId))
    .where(and(eq(proceedings.matterId, matterId), eq(proceedings.id, id)));
  if (!row) throw notFound();
  return { ...row, assets: row.assets.map((asset) => ({ ...asset, number: Number(asset.number) })) };
}

/** The proceeding row alone, locked for the rest of the transaction; 404 when not of this matter. */
export async function lockProceeding(tx: DbOrTx, matterId: number, id: number): Promise<ProceedingRow> {
  const [row] = await tx
    .select()
    .from(proceedings)
    .where(and(eq(proceedings.matterId, matterId), eq(proceedings.id, id)))
    .for("update");
  if (!row) throw notFound();
  return row;
}

/**
 * For the routes under one proceeding: requires `verb` on it (by its category, the local counsel
 * scope) and answers the caller's verbs; 404 when it is not of this matter or not readable. In a
 * transaction, `lock` holds the proceeding until commit so writes to its lists do not interleave.
 */
export async function requireOnProceeding(
  db: DbOrTx,
  access: MatterAccess,
  proceedingId: number,
  verb: Verb,
  { lock = false } = {},
): Promise<Verb[]> {
  const query = db
    .select({ categoryId: proceedings.categoryId })
    .from(proceedings)
    .where(and(eq(proceedings.matterId, access.matterId), eq(proceedings.id, proceedingId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  return access.require("proceedings", verb, { categoryId: row.categoryId });
}

export const formatProceedingCode = (categoryCode: string, counter: number) =>
  `${categoryCode}${String(counter).padStart(3, "0")}`;

/**
 * DECISIONS "Codes and counters": the category's next counter, taken inside the saving transaction
 * (the row lock serialises concurrent saves) and never given again, even if the proceeding goes.
 */
export async function takeProceedingCode(tx: DbOrTx, matterId: number, categoryId: number) {
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

/** The code the next proceeding of a category would get (the form's preview). */
export async function previewProceedingCode(db: DbOrTx, matterId: number, categoryId: number) {
  const [category] = await db
    .select({ code: categories.code, counter: categories.proceedingCounter })
    .from(categories)
    .where(and(eq(categories.matterId, matterId), eq(categories.id, categoryId)));
  if (!category) throw notFound();
  return formatProceedingCode(category.code, category.counter + 1);
}

/**
 * The currencies named at each field path that are not in the catalogue, as field messages (a
 * proceeding's cost block, a judgement's amounts).
 */
export async function unknownCurrencies(
  db: DbOrTx,
  named: [path: string, currency: string | null | undefined][],
): Promise<SubError[]> {
  const codes = [...new Set(named.flatMap(([, currency]) => (currency ? [currency] : [])))];
  if (codes.length === 0) return [];
  const known = new Set(
    (await db.select({ code: currencies.code }).from(currencies).where(inArray(currencies.code, codes))).map(
      (row) => row.code,
    ),
  );
  return named.flatMap(([path, currency]) =>
    currency && !known.has(currency) ? [{ field: `${path}.currency`, message: messages.currency }] : [],
  );
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
export async function assertBodyReferences(db: DbOrTx, matterId: number, body: ProceedingFields) {
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
export const proceedingColumns = (body: ProceedingFields) => ({
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

/** Replaces the item rows and served writs with the body's (the form saves them as a whole). */
export async function replaceChildren(tx: DbOrTx, proceedingId: number, body: ProceedingFields) {
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

/** What the audit trail keeps of a proceeding: its row with its item rows and served writs. */
export const auditedProceeding = (
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
export const childrenOf = (
  detail: ProceedingDetailRow,
): Pick<ProceedingFields, "assets" | "servedWrits"> => ({
  assets: detail.assets.map((asset) => ({ labelId: asset.labelId, number: asset.number })),
  servedWrits: detail.servedWrits.map((writ) => ({
    id: { servedWritAt: { id: writ.placeId } },
    status: writ.status,
    servedOn: writ.servedOn,
  })),
});
