// A proceeding's trucks as an Excel sheet (issue 17): confirmed, unconfirmed or both, in chassis
// order, read in batches of 5,000 by keyset (chassis number, id), so 200,000 trucks stream through
// in constant memory and each batch is an index range, not an ever-growing OFFSET.
import { and, asc, eq, gt, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { trucks } from "../../db/schema/proceedings";
import type { ExportColumn, ExportSheet } from "../../export/workbook";

type TruckExportRow = { id: number; chassisNumber: string; confirmed: boolean };

const columns: ExportColumn<TruckExportRow>[] = [
  { header: "Chassis number", kind: "text", value: (truck) => truck.chassisNumber },
  { header: "Confirmed", kind: "yesNo", value: (truck) => truck.confirmed },
];

const BATCH = 5_000;

async function* truckBatches(db: DbOrTx, proceedingId: number, confirmed: boolean | undefined) {
  let after: TruckExportRow | null = null;
  for (;;) {
    const rows: TruckExportRow[] = await db
      .select({ id: trucks.id, chassisNumber: trucks.chassisNumber, confirmed: trucks.confirmed })
      .from(trucks)
      .where(
        and(
          eq(trucks.proceedingId, proceedingId),
          confirmed === undefined ? undefined : eq(trucks.confirmed, confirmed),
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
  confirmed: boolean | undefined,
  subject: string,
): ExportSheet<TruckExportRow> => ({
  name: listName(confirmed),
  subject,
  filters: [],
  columns,
  batches: truckBatches(db, proceedingId, confirmed),
});
