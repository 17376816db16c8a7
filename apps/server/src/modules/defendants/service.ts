// Saving a proceeding's defendant (SPEC 2.3 "Defendants tab", 4): its row is created by the first
// save (version null until then) and changed from the version read; its alert and the proceeding's
// defendantsAlert are recomputed in the same transaction, with the trail entry.
import { defendantAlert, type defendantBody } from "@litfolio/shared/proceeding-lists";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { recordAudit } from "../../audit";
import type { Db, DbOrTx } from "../../db/client";
import { insertOne } from "../../db/insert-one";
import { proceedingDefendants, proceedings } from "../../db/schema/proceedings";
import { assertVersion, versionedUpdate } from "../../http/edits";
import { notFound } from "../../http/errors";
import { type ProceedingWriter, writeOnProceeding } from "../proceedings/service";
import { findDefendantRow, findLabel, principalLabelId } from "./queries";

/** Sets the proceeding's defendantsAlert from its defendants' alerts (not a user edit: no version). */
async function refreshDefendantsAlert(tx: DbOrTx, proceedingId: number) {
  await tx
    .update(proceedings)
    .set({
      defendantsAlert: sql`exists (select 1 from ${proceedingDefendants} where ${proceedingDefendants.proceedingId} = ${proceedingId} and ${proceedingDefendants.alert})`,
    })
    .where(eq(proceedings.id, proceedingId));
}

type Body = z.output<typeof defendantBody>;

/** The row's columns from the body; the principal defendant takes no third party notice (SPEC 2.3). */
function defendantColumns(body: Body, principal: boolean) {
  const fields = {
    involvement: body.involvement,
    status: body.status,
    tpnSentDate: principal ? null : body.tpnSentDate,
    joinedDate: body.joinedDate,
    comment: body.comment,
  };
  return { ...fields, alert: defendantAlert({ principal, ...fields }) };
}

/** Saves the defendant named in the body; answers its label, its row and whether it is the principal. */
export const saveDefendant = (db: Db, writer: ProceedingWriter, body: Body) =>
  writeOnProceeding(db, writer, async (tx) => {
    const { access, actorId, proceedingId } = writer;
    const label = await findLabel(tx, access.matterId, body.id.label.id);
    if (!label) throw notFound();
    const before = await findDefendantRow(tx, proceedingId, label.id);
    assertVersion(body.version, before?.version ?? null);
    const principal = label.id === (await principalLabelId(tx, access.matterId));
    const columns = defendantColumns(body, principal);
    const after = before
      ? await versionedUpdate(tx, proceedingDefendants, before, columns)
      : await insertOne(tx, proceedingDefendants, { proceedingId, defendantLabelId: label.id, ...columns });
    await refreshDefendantsAlert(tx, proceedingId);
    await recordAudit(tx, {
      actorId,
      entity: "proceedingDefendant",
      entityId: after.id,
      action: before ? "update" : "create",
      before,
      after,
    });
    return { label, row: after, principal };
  });
