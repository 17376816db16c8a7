// Every export is in the audit trail: who exported which list of which matter (none for a list
// across matters: the activities), with which filters; and the subject its title row names.
import { eq } from "drizzle-orm";
import { recordAudit } from "../audit";
import type { DbOrTx } from "../db/client";
import { matters } from "../db/schema/matters";
import { proceedings } from "../db/schema/proceedings";

export const recordExport = (
  db: DbOrTx,
  actorId: number,
  what: { list: string; matterId?: number; proceedingId?: number; filters: string[] },
) =>
  recordAudit(db, {
    actorId,
    entity: "export",
    entityId: what.proceedingId ?? what.matterId ?? "all",
    action: "create",
    after: what,
  });

/** The title row's subject: the matter's name, and a proceeding's code after it. */
export async function exportSubject(db: DbOrTx, matterId: number, proceedingId?: number) {
  const [matter] = await db.select({ name: matters.name }).from(matters).where(eq(matters.id, matterId));
  if (proceedingId === undefined) return matter?.name ?? "";
  const [proceeding] = await db
    .select({ code: proceedings.proceedingCode })
    .from(proceedings)
    .where(eq(proceedings.id, proceedingId));
  return `${matter?.name ?? ""}, ${proceeding?.code ?? ""}`;
}
