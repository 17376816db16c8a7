// Writing a configuration row of any kind (kinds.ts), each in one transaction with its trail entry: a
// unique index refusing the write becomes the field's message, and a row proceedings use cannot go.
// And how each kind's rows are written (a label kind's, a category kind's).
import type { CategoryType, categoryBody, labelBody } from "@litfolio/shared/matters";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { recordAudit } from "../../audit";
import type { Db } from "../../db/client";
import { violatedConstraint } from "../../db/errors";
import { insertOne } from "../../db/insert-one";
import { categories } from "../../db/schema/matters";
import { assertEditing, versionedUpdate } from "../../http/edits";
import { badRequest, notFound } from "../../http/errors";
import type { ConfigRow, ConfigurationKind, Counted, LabelTable } from "./kind-type";
import type { CategoryRow, LabelRow } from "./presenter";

type Writes<Row extends ConfigRow, Body extends z.ZodObject> = Pick<
  ConfigurationKind<Row, Body, unknown>,
  "insert" | "update" | "remove"
>;

/** How a label kind's rows are written: its name. */
export const labelWrites = (table: LabelTable): Writes<LabelRow, typeof labelBody> => ({
  insert: (tx, matterId, body) => insertOne(tx, table, { matterId, name: body.name }),
  update: (tx, before, body) => versionedUpdate(tx, table, before, { name: body.name }),
  remove: async (tx, row) => {
    await tx.delete(table).where(eq(table.id, row.id));
  },
});

/** How a category kind's rows are written: its code and name (its type stays). */
export const categoryWrites = (type: CategoryType): Writes<CategoryRow, typeof categoryBody> => ({
  insert: (tx, matterId, body) =>
    insertOne(tx, categories, { matterId, type, code: body.code, name: body.name }),
  update: (tx, before, body) => versionedUpdate(tx, categories, before, { code: body.code, name: body.name }),
  remove: async (tx, row) => {
    await tx.delete(categories).where(eq(categories.id, row.id));
  },
});

type AnyKind<Row extends ConfigRow, Body extends z.ZodObject> = ConfigurationKind<Row, Body, unknown>;

/** A write's kind, the matter whose row it writes, and who writes (for the trail). */
export interface RowWriter<Row extends ConfigRow, Body extends z.ZodObject> {
  kind: AnyKind<Row, Body>;
  matterId: number;
  actorId: number;
}

/** Runs a write; the kind's unique index refusing it becomes the field's message. */
async function explained<T>(kind: AnyKind<ConfigRow, z.ZodObject>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const subError = kind.uniqueIndexes[violatedConstraint(error) ?? ""];
    if (subError) throw badRequest(subError.message, [subError]);
    throw error;
  }
}

export const createRow = <Row extends ConfigRow, Body extends z.ZodObject>(
  db: Db,
  { kind, matterId, actorId }: RowWriter<Row, Body>,
  body: z.output<Body>,
): Promise<Row> =>
  explained(kind, () =>
    db.transaction(async (tx) => {
      const row = await kind.insert(tx, matterId, body);
      await recordAudit(tx, { actorId, entity: kind.entity, entityId: row.id, action: "create", after: row });
      return row;
    }),
  );

/** Saves the body over the row read at `body.version`; answers the row with its usage count. */
export const updateRow = <Row extends ConfigRow, Body extends z.ZodObject>(
  db: Db,
  { kind, matterId, actorId }: RowWriter<Row, Body>,
  id: number,
  body: z.output<Body> & { id?: number | null; version: number },
): Promise<Counted<Row>> =>
  explained(kind, () =>
    db.transaction(async (tx) => {
      const found = await kind.find(tx, matterId, id);
      if (!found) throw notFound();
      assertEditing(body, found.row);
      kind.checkUpdate?.(found, body);
      const after = await kind.update(tx, found.row, body);
      await recordAudit(tx, {
        actorId,
        entity: kind.entity,
        entityId: after.id,
        action: "update",
        before: found.row,
        after,
      });
      return { row: after, count: found.count };
    }),
  );

export const deleteRow = <Row extends ConfigRow, Body extends z.ZodObject>(
  db: Db,
  { kind, matterId, actorId }: RowWriter<Row, Body>,
  id: number,
) =>
  db.transaction(async (tx) => {
    const found = await kind.find(tx, matterId, id);
    if (!found) throw notFound();
    if (found.count > 0) throw badRequest(kind.inUse(found.row, found.count));
    await kind.checkDelete?.(tx, found.row);
    await kind.remove(tx, found.row);
    await recordAudit(tx, {
      actorId,
      entity: kind.entity,
      entityId: found.row.id,
      action: "delete",
      before: found.row,
    });
  });
