// A proceeding's claimants as an Excel sheet (issue 17), in the list's order; a proceeding has at
// most a few thousand, read at once.
import type { Claimant } from "@litfolio/shared/proceeding-lists";
import type { DbOrTx } from "../../db/client";
import { type ExportSheet, oneBatch } from "../../export/workbook";
import { claimantsOf } from "./queries";

export const claimantsSheet = (db: DbOrTx, proceedingId: number, subject: string): ExportSheet<Claimant> => ({
  name: "Claimants",
  subject,
  filters: [],
  columns: [
    { header: "Full name", kind: "text", value: (claimant) => claimant.fullName },
    { header: "Short name", kind: "text", value: (claimant) => claimant.shortName },
  ],
  batches: oneBatch(() => claimantsOf(db, proceedingId)),
});
