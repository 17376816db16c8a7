// A matter's answers and writes: the caller's verbs on it and on each of its resources, and create,
// update (the matter number is unique in any letter case) and delete (refused while the matter holds
// a document the client approved, or has proceedings), each in one transaction with its trail entry.
import type { Matter, matterBody, matterUpdateBody } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { auditedUpdate, recordAudit } from "../../audit";
import type { Db, DbOrTx } from "../../db/client";
import { violatedConstraint } from "../../db/errors";
import { insertOne } from "../../db/insert-one";
import { matters } from "../../db/schema/matters";
import { assertEditing } from "../../http/edits";
import { badRequest, conflict, notFound } from "../../http/errors";
import { abilities, type Caller } from "../../permissions/abilities";
import { resources } from "../../permissions/matrix";
import { holdsApprovedDocument } from "../comments/queries";
import { menuItemsOf } from "../menu-items/queries";
import type { MatterListRow } from "./presenter";
import { findMatter, findMatterRow, lockMatterWithUsage } from "./queries";

/** Deletes the matter; its categories, labels, menu items and participations go with it (CASCADE). */
async function deleteMatterRow(tx: DbOrTx, id: number) {
  await tx.delete(matters).where(eq(matters.id, id));
}

const participationOf = (row: Pick<MatterListRow, "role">) =>
  row.role ? { role: row.role, categoryIds: [] } : null;

/** The caller's verbs on a matter of a list. */
export const matterVerbs = (caller: Caller, row: Pick<MatterListRow, "role">) =>
  abilities(caller, "matter", { participation: participationOf(row) });

/** One matter with its menu items and the caller's verbs on each of its resources; 404 when none. */
export async function readMatter(db: DbOrTx, caller: Caller, id: number) {
  const [row, items] = await Promise.all([findMatterRow(db, caller, id), menuItemsOf(db, id)]);
  if (!row) throw notFound();
  const participation = participationOf(row);
  const resourcePermissions = Object.fromEntries(
    resources.map((resource) => [resource, abilities(caller, resource, { participation })]),
  ) as Matter["resourcePermissions"];
  return { row, items, resourcePermissions };
}

const keyTaken = () =>
  badRequest(messages.matterKeyTaken, [{ field: "key", message: messages.matterKeyTaken }]);

/** Runs a write whose unique index on the matter number may refuse it, with our message. */
async function explainingKeyClash<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedConstraint(error) === "matters_key_unique") throw keyTaken();
    throw error;
  }
}

const matterFields = (body: z.output<typeof matterBody>) => ({
  name: body.name,
  key: body.key,
  client: body.client,
  connectFolderId: body.connectFolderId,
  status: body.status,
});

/** Creates the matter; answers its id. */
export const createMatter = (db: Db, actorId: number, body: z.output<typeof matterBody>) =>
  explainingKeyClash(() =>
    db.transaction(async (tx) => {
      const row = await insertOne(tx, matters, matterFields(body));
      await recordAudit(tx, { actorId, entity: "matter", entityId: row.id, action: "create", after: row });
      return row.id;
    }),
  );

export const updateMatter = (db: Db, actorId: number, id: number, body: z.output<typeof matterUpdateBody>) =>
  explainingKeyClash(() =>
    db.transaction(async (tx) => {
      const before = await findMatter(tx, id);
      if (!before) throw notFound();
      assertEditing(body, before);
      await auditedUpdate(tx, { actorId, entity: "matter" }, matters, before, matterFields(body));
    }),
  );

export const deleteMatter = (db: Db, actorId: number, id: number) =>
  db.transaction(async (tx) => {
    const found = await lockMatterWithUsage(tx, id);
    if (!found) throw notFound();
    // Said first: deleting the proceedings would not help, as each of them refuses too.
    if (await holdsApprovedDocument(tx, { matterId: id })) throw conflict(messages.matterHasApprovedDocument);
    if (found.proceedings > 0) throw badRequest(messages.matterHasProceedings(found.proceedings));
    await deleteMatterRow(tx, id);
    await recordAudit(tx, {
      actorId,
      entity: "matter",
      entityId: id,
      action: "delete",
      before: found.matter,
    });
  });
