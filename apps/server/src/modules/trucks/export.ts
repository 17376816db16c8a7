// A proceeding's trucks as an Excel sheet (issue 17): confirmed, unconfirmed or both (and the list's
// chassis-number search), in chassis
// order, read in batches of 5,000 by keyset (chassis number, id), so 200,000 trucks stream through
// in constant memory and each batch is an index range, not an ever-growing OFFSET.
import { and, asc, eq, gt, ilike, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { trucks } from "../../db/schema/proceedings";
import type { ExportColumn, ExportSheet } from "../../export/workbook";
import { containing } from "../../http/listing";

type TruckExportRow = { id: number; chassisNumber: string; confirmed: boolean };

const columns: ExportColumn<TruckExportRow>[] = [
  { header: "Chassis number", kind: "text", value: (truck) => truck.chassisNumber },
  { header: "Confirmed", kind: "yesNo", value: (truck) => truck.confirmed },
];

const BATCH = 5_000;

interface TruckFilter {
  confirmed?: boolean;
  /** The list's search: chassis numbers containing this (any letter case). */
  chassisNumber?: string;
}

async function* truckBatches(db: DbOrTx, proceedingId: number, { confirmed, chassisNumber }: TruckFilter) {
  let after: TruckExportRow | null = null;
  for (;;) {
    const rows: TruckExportRow[] = await db
      .select({ id: trucks.id, chassisNumber: trucks.chassisNumber, confirmed: trucks.confirmed })
      .from(trucks)
      .where(
        and(
          eq(trucks.proceedingId, proceedingId),
          confirmed === undefined ? undefined : eq(trucks.confirmed, confirmed),
          chassisNumber ? ilike(trucks.chassisNumber, containing(chassisNumber)) : undefined,
          after === null
            ? undefined
            : or(
                gt(trucks.chassisNumber, after.chassisNumber),
                and(eq(trucks.chassisNumber, after.chassisNumber), gt(trucks.id, after.id)),
              ),
        ),
      )
      .orderBy(asc(trucks.chassisNumber), asc(trucks.id))
      .limit(BATCH);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1] ?? null;
  }
}

const listName = (confirmed: boolean | undefined) =>
  confirmed === undefined ? "Trucks" : confirmed ? "Confirmed trucks" : "Unconfirmed trucks";

export const trucksSheet = (
  db: DbOrTx,
  proceedingId: number,
  filter: TruckFilter,
  subject: string,
): ExportSheet<TruckExportRow> => ({
  name: listName(filter.confirmed),
  subject,
  filters: filter.chassisNumber ? [`Chassis number contains "${filter.chassisNumber}"`] : [],
  columns,
  batches: truckBatches(db, proceedingId, filter),
});
