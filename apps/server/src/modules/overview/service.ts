// Expected totals writes, each in one transaction with its trail entry: one set of totals per
// category of the matter (a second is refused with 409), updates with the version.
import { messages } from "@litfolio/shared/messages";
import type { totalsBody } from "@litfolio/shared/overview";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { recordAudit } from "../../audit";
import type { Db } from "../../db/client";
import { insertOne } from "../../db/insert-one";
import { categories } from "../../db/schema/matters";
import { expectedTotals } from "../../db/schema/overview";
import { assertOfMatter, assertVersion, versionedUpdate } from "../../http/edits";
import { conflict } from "../../http/errors";
import type { MatterAccess } from "../../permissions/access";
import { totalsTrail } from "./presenter";
import { findTotals } from "./queries";

type TotalsFields = z.output<typeof totalsBody>;

const columnsOf = (body: TotalsFields) => ({
  totalNumberOfFirstAssets: body.totalNumberOfFirstAssets,
  totalNumberOfProceedings: body.totalNumberOfProceedings,
});

export function createTotals(db: Db, access: MatterAccess, body: TotalsFields) {
  return db.transaction(async (tx) => {
    await assertOfMatter(tx, categories, access.matterId, [body.category.id]);
    const [existing] = await tx
      .select({ id: expectedTotals.id })
      .from(expectedTotals)
      .where(eq(expectedTotals.categoryId, body.category.id));
    if (existing) throw conflict(messages.totalsExist);
    const row = await insertOne(tx, expectedTotals, {
      matterId: access.matterId,
      categoryId: body.category.id,
      ...columnsOf(body),
    });
    await recordAudit(tx, {
      actorId: access.caller.id,
      entity: "expectedTotals",
      entityId: row.id,
      action: "create",
      after: totalsTrail(row),
    });
    return row.id;
  });
}

export function updateTotals(
  db: Db,
  access: MatterAccess,
  id: number,
  body: TotalsFields & { version: number },
) {
  return db.transaction(async (tx) => {
    const { totals: before } = await findTotals(tx, access.matterId, { id }, { lock: true });
    assertVersion(body.version, before.version);
    // Totals stay with their category; another category's are other totals.
    if (body.category.id !== before.categoryId) throw conflict(messages.conflict);
    const after = await versionedUpdate(tx, expectedTotals, before, columnsOf(body));
    await recordAudit(tx, {
      actorId: access.caller.id,
      entity: "expectedTotals",
      entityId: id,
      action: "update",
      before: totalsTrail(before),
      after: totalsTrail(after),
    });
  });
}

export function deleteTotals(db: Db, access: MatterAccess, id: number) {
  return db.transaction(async (tx) => {
    const { totals } = await findTotals(tx, access.matterId, { id }, { lock: true });
    await tx.delete(expectedTotals).where(eq(expectedTotals.id, id));
    await recordAudit(tx, {
      actorId: access.caller.id,
      entity: "expectedTotals",
      entityId: id,
      action: "delete",
      before: totalsTrail(totals),
    });
  });
}
