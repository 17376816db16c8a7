// What a configuration kind is (kinds.ts declares the five): how its rows are read (queries.ts),
// written (service.ts) and shown; routes.ts serves every kind alike through it.
import type { SubError } from "@litfolio/shared/errors";
import type { Verb } from "@litfolio/shared/permissions";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client";
import type { assetLabels } from "../../db/schema/matters";
import type { Listed } from "./presenter";

/** What every configuration row has; the index signature lets the audit trail take it whole. */
export type ConfigRow = {
  id: number;
  matterId: number;
  name: string;
  version: number;
} & Record<string, unknown>;

export interface Counted<Row> {
  row: Row;
  count: number;
}

export interface ConfigurationKind<Row extends ConfigRow, Body extends z.ZodObject, Item> {
  /** The path under dbbw/matters/{id}/ (SPEC 7.2). */
  path: string;
  /** The audit trail's entity name. */
  entity: string;
  /** The create body; an update adds the version (withVersion). */
  body: Body;
  /** The matter's rows, counting only proceedings of the categories in `scope` when there is one. */
  list(
    db: DbOrTx,
    matterId: number,
    query: string | undefined,
    scope: readonly number[] | null,
  ): Promise<Listed<Row>[]>;
  /** One row of this matter (and kind), locked for the rest of the transaction. */
  find(tx: DbOrTx, matterId: number, id: number): Promise<Counted<Row> | undefined>;
  insert(tx: DbOrTx, matterId: number, body: z.output<Body>): Promise<Row>;
  /** Applies the body when the row still has `before.version` (else 409: http/edits.ts versionedUpdate). */
  update(tx: DbOrTx, before: Row, body: z.output<Body>): Promise<Row>;
  remove(tx: DbOrTx, row: Row): Promise<void>;
  present(listed: Listed<Row>, permissions: Verb[]): Item;
  /** Unique index name -> the field and message it means. */
  uniqueIndexes: Record<string, SubError>;
  inUse(row: Row, count: number): string;
  deleted: string;
  checkUpdate?(before: Counted<Row>, body: z.output<Body>): void;
  checkDelete?(tx: DbOrTx, row: Row): Promise<void>;
}

export type LabelTable = typeof assetLabels;
