// The proceedings' reads apart from the list (list-queries.ts): one proceeding with its item rows
// and writs, the row locked for a write, its category, the codes, the catalogues (currencies, truck
// information sources) and the status history from the audit trail.
import type { SubError } from "@litfolio/shared/errors";
import { messages } from "@litfolio/shared/messages";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { preparedOnce } from "../../db/prepared-statements";
import { auditLog } from "../../db/schema/audit";
import { currencies, truckInformationSources } from "../../db/schema/catalogues";
import { assetLabels, categories, matters, servedWritPlaces } from "../../db/schema/matters";
import { proceedingAssets, proceedingServedWrits, proceedings } from "../../db/schema/proceedings";
import { users } from "../../db/schema/users";
import { notFound } from "../../http/errors";
import type { ProceedingDetailRow, ProceedingRow, StatusChangeRow } from "./presenter";

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

/** The detail's statement, with placeholders: built once per database handle (see preparedOnce). */
const detailQuery = (db: DbOrTx) =>
  db
    .select({
      ...proceedingReadColumns,
      assets: assetsJson,
      servedWrits: servedWritsJson,
      dynamicAssetValue: firstAssetNumber,
    })
    .from(proceedings)
    .innerJoin(categories, eq(categories.id, proceedings.categoryId))
    .innerJoin(matters, eq(matters.id, proceedings.matterId))
    .where(
      and(eq(proceedings.matterId, sql.placeholder("matterId")), eq(proceedings.id, sql.placeholder("id"))),
    );

/** One proceeding of the matter with everything the detail shows; 404 when there is none. */
export async function findProceeding(db: DbOrTx, matterId: number, id: number): Promise<ProceedingDetailRow> {
  const [row] = await preparedOnce(db, "proceeding-detail", () => detailQuery(db)).execute({ matterId, id });
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

/** A proceeding's category (the local counsel scope), if it is of this matter; optionally locked. */
export async function categoryOfProceeding(
  db: DbOrTx,
  matterId: number,
  proceedingId: number,
  lock: boolean,
) {
  const query = db
    .select({ categoryId: proceedings.categoryId })
    .from(proceedings)
    .where(and(eq(proceedings.matterId, matterId), eq(proceedings.id, proceedingId)));
  const [row] = lock ? await query.for("update") : await query;
  return row?.categoryId;
}

/** DECISIONS "Codes and counters": the category's code and its counter, at least 3 digits (NLD007, NLD1000). */
export const formatProceedingCode = (categoryCode: string, counter: number) =>
  `${categoryCode}${String(counter).padStart(3, "0")}`;

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

/** The currencies catalogue as the proceeding form's options, in its order. */
export const currencyOptions = (db: DbOrTx) =>
  db
    .select({ key: currencies.code, value: currencies.name })
    .from(currencies)
    .orderBy(asc(currencies.position));

/** The truck information sources as the trucks section's options, in their order. */
export const truckInformationSourceOptions = (db: DbOrTx) =>
  db
    .select({
      key: truckInformationSources.key,
      value: truckInformationSources.value,
      url: truckInformationSources.url,
    })
    .from(truckInformationSources)
    .orderBy(asc(truckInformationSources.position));

/** The audit entries that changed a proceeding's status, oldest first, with who made them. */
export const statusChanges = (db: DbOrTx, proceedingId: number): Promise<StatusChangeRow[]> =>
  db
    .select({
      at: auditLog.at,
      change: sql<{ old: unknown; new: unknown }>`${auditLog.changes} -> 'status'`,
      actorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        eq(auditLog.entity, "proceeding"),
        eq(auditLog.entityId, String(proceedingId)),
        isNotNull(sql`${auditLog.changes} -> 'status'`),
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
