// A proceeding's trucks as an Excel sheet (issue 17): confirmed, unconfirmed or both (and the list's
// chassis-number search), in chassis
// order, read in batches of 5,000 by keyset (chassis number, id), so 200,000 trucks stream through
// in constant memory and each batch is an index range, not an ever-growing OFFSET.
import type { DbOrTx } from "../../db/client";
import type { ExportColumn, ExportSheet } from "../../export/workbook";
import { type TruckExportRow, type TruckFilter, trucksAfter } from "./queries";

const columns: ExportColumn<TruckExportRow>[] = [
  { header: "Chassis number", kind: "text", value: (truck) => truck.chassisNumber },
  { header: "Confirmed", kind: "yesNo", value: (truck) => truck.confirmed },
];

const BATCH = 5_000;

async function* truckBatches(db: DbOrTx, proceedingId: number, filter: TruckFilter) {
  let after: TruckExportRow | null = null;
  for (;;) {
    const rows = await trucksAfter(db, proceedingId, filter, after, BATCH);
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
