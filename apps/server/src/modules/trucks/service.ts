// A proceeding's truck writes, each in one transaction with the proceeding locked (WRITE on it) and
// its trail entry: add, change (a chassis number once per proceeding; a changed one must be a VIN)
// and confirm several at once.
import { messages } from "@litfolio/shared/messages";
import {
  acceptableChassisNumber,
  type truckBody,
  type truckPatchBody,
} from "@litfolio/shared/proceeding-lists";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { auditedUpdate, recordAudit } from "../../audit";
import type { Db, DbOrTx } from "../../db/client";
import { insertOne } from "../../db/insert-one";
import { trucks } from "../../db/schema/proceedings";
import { assertEditing, bumpVersion } from "../../http/edits";
import { badRequest, notFound } from "../../http/errors";
import { type ProceedingWriter, writeOnProceeding } from "../proceedings/service";
import { chassisNumberTaken, findTruck } from "./queries";

/** Confirms the proceeding's trucks among `ids`; answers how many it found. */
async function markConfirmed(tx: DbOrTx, proceedingId: number, ids: number[]) {
  const rows = await tx
    .update(trucks)
    .set({ confirmed: true, ...bumpVersion(trucks) })
    .where(and(eq(trucks.proceedingId, proceedingId), inArray(trucks.id, ids)))
    .returning({ id: trucks.id });
  return rows.length;
}

const fieldError = (message: string) => badRequest(message, [{ field: "chassisNumber", message }]);

async function assertChassisFree(tx: DbOrTx, proceedingId: number, chassisNumber: string, exceptId?: number) {
  if (await chassisNumberTaken(tx, proceedingId, chassisNumber, exceptId)) {
    throw fieldError(messages.chassisNumberTaken);
  }
}

export const addTruck = (db: Db, writer: ProceedingWriter, body: z.output<typeof truckBody>) =>
  writeOnProceeding(db, writer, async (tx) => {
    const { actorId, proceedingId } = writer;
    await assertChassisFree(tx, proceedingId, body.chassisNumber);
    const row = await insertOne(tx, trucks, { proceedingId, ...body });
    await recordAudit(tx, { actorId, entity: "truck", entityId: row.id, action: "create", after: row });
    return row;
  });

export const changeTruck = (
  db: Db,
  writer: ProceedingWriter,
  id: number,
  body: z.output<typeof truckPatchBody>,
) =>
  writeOnProceeding(db, writer, async (tx) => {
    const { actorId, proceedingId } = writer;
    const before = await findTruck(tx, proceedingId, id);
    if (!before) throw notFound();
    assertEditing(body, before);
    const { version: _, ...changes } = body;
    if (changes.chassisNumber !== undefined) {
      if (!acceptableChassisNumber(changes.chassisNumber, before.chassisNumber)) {
        throw fieldError(messages.chassisNotVin);
      }
      await assertChassisFree(tx, proceedingId, changes.chassisNumber, id);
    }
    return auditedUpdate(tx, { actorId, entity: "truck" }, trucks, before, changes);
  });

/** Confirms every truck named, or none: an id of another proceeding's truck answers 404. */
export const confirmTrucks = (db: Db, writer: ProceedingWriter, ids: number[]) =>
  writeOnProceeding(db, writer, async (tx) => {
    const { actorId, proceedingId } = writer;
    const confirmed = await markConfirmed(tx, proceedingId, ids);
    // The transaction rolls back: nothing is confirmed.
    if (confirmed !== ids.length) throw notFound();
    await recordAudit(tx, {
      actorId,
      entity: "trucks",
      entityId: proceedingId,
      action: "update",
      before: { confirmed: [] },
      after: { confirmed: ids },
    });
    return confirmed;
  });
