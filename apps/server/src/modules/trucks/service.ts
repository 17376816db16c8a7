// A proceeding's truck writes, each in one transaction with the proceeding locked (WRITE on it) and
// its trail entry: add, change (a chassis number once per proceeding; a changed one must be a VIN)
// and confirm several at once.
import { messages } from "@litfolio/shared/messages";
import {
  acceptableChassisNumber,
  type truckBody,
  type truckPatchBody,
} from "@litfolio/shared/proceeding-lists";
import type { z } from "zod";
import { auditedUpdate, recordAudit } from "../../audit";
import type { Db, DbOrTx } from "../../db/client";
import { trucks } from "../../db/schema/proceedings";
import { assertEditing } from "../../http/edits";
import { badRequest, notFound } from "../../http/errors";
import type { MatterAccess } from "../../permissions/access";
import { requireOnProceeding } from "../proceedings/service";
import { chassisNumberTaken, findTruck, insertTruck, markConfirmed } from "./queries";

const fieldError = (message: string) => badRequest(message, [{ field: "chassisNumber", message }]);

async function assertChassisFree(tx: DbOrTx, proceedingId: number, chassisNumber: string, exceptId?: number) {
  if (await chassisNumberTaken(tx, proceedingId, chassisNumber, exceptId)) {
    throw fieldError(messages.chassisNumberTaken);
  }
}

export const addTruck = (
  db: Db,
  access: MatterAccess,
  actorId: number,
  proceedingId: number,
  body: z.output<typeof truckBody>,
) =>
  db.transaction(async (tx) => {
    await requireOnProceeding(tx, access, proceedingId, "WRITE", { lock: true });
    await assertChassisFree(tx, proceedingId, body.chassisNumber);
    const row = await insertTruck(tx, { proceedingId, ...body });
    await recordAudit(tx, { actorId, entity: "truck", entityId: row.id, action: "create", after: row });
    return row;
  });

export const changeTruck = (
  db: Db,
  access: MatterAccess,
  actorId: number,
  { proceedingId, id }: { proceedingId: number; id: number },
  body: z.output<typeof truckPatchBody>,
) =>
  db.transaction(async (tx) => {
    await requireOnProceeding(tx, access, proceedingId, "WRITE", { lock: true });
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
export const confirmTrucks = (
  db: Db,
  access: MatterAccess,
  actorId: number,
  proceedingId: number,
  ids: number[],
) =>
  db.transaction(async (tx) => {
    await requireOnProceeding(tx, access, proceedingId, "WRITE", { lock: true });
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
