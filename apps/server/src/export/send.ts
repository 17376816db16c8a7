// One export's request: the title row's subject, the audit entry (who, which list, which filters),
// then the streamed workbook. Each list's route builds its sheet and calls this.
import type { FastifyReply } from "fastify";
import type { DbOrTx } from "../db/client";
import type { MatterAccess } from "../permissions/access";
import { exportSubject, recordExport } from "./record";
import { type ExportSheet, sendWorkbook } from "./workbook";

export async function sendExport<Row>(
  db: DbOrTx,
  reply: FastifyReply,
  access: MatterAccess,
  { list, proceedingId }: { list: string; proceedingId?: number },
  sheetFor: (subject: string) => ExportSheet<Row>,
) {
  const sheet = sheetFor(await exportSubject(db, access.matterId, proceedingId));
  await recordExport(db, access.caller.id, {
    list,
    matterId: access.matterId,
    proceedingId,
    filters: sheet.filters,
  });
  return sendWorkbook(reply, sheet);
}
