// The five per-matter configuration lists (SPEC 2.3 "Specific information", 3, 5.3): jurisdictions
// and workstreams (categories with a 3-letter code) and the name lists items, defendants and
// served-writ places. Each kind says how its rows are read (queries.ts) and written (service.ts);
// routes.ts serves them all alike.

import type { SubError } from "@litfolio/shared/errors";
import {
  type Category,
  type CategoryType,
  categoryBody,
  type Label,
  labelBody,
} from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import type { Verb } from "@litfolio/shared/permissions";
import { getTableName } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { assetLabels, defendantLabels, servedWritPlaces } from "../../db/schema/matters";
import { badRequest } from "../../http/errors";
import type { LabelUsage } from "../matters/usage-queries";
import { type CategoryRow, type LabelRow, type Listed, presentCategory, presentLabel } from "./presenter";
import { categoryReads, isCategoryAssigned, labelReads } from "./queries";
import { categoryWrites, labelWrites } from "./service";

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

const nameTaken = { field: "name", message: messages.nameTaken };

// ---- Items, defendants, served-writ places ------------------------------------------------------

export type LabelTable = typeof assetLabels;

function labelKind(
  path: string,
  table: LabelTable,
  usage: LabelUsage,
  texts: { deleted: string; inUse: (row: LabelRow, n: number) => string },
): ConfigurationKind<LabelRow, typeof labelBody, Label> {
  return {
    path,
    entity: usage,
    body: labelBody,
    ...labelReads(table, usage),
    ...labelWrites(table),
    present: presentLabel,
    uniqueIndexes: { [`${getTableName(table)}_matter_name_unique`]: nameTaken },
    inUse: texts.inUse,
    deleted: texts.deleted,
  };
}

// ---- Jurisdictions and workstreams --------------------------------------------------------------

function categoryKind(
  type: CategoryType,
  path: string,
  texts: { deleted: string; inUse: (n: number) => string },
): ConfigurationKind<CategoryRow, typeof categoryBody, Category> {
  return {
    path,
    entity: "category",
    body: categoryBody,
    ...categoryReads(type),
    ...categoryWrites(type),
    present: presentCategory,
    uniqueIndexes: {
      categories_matter_code_unique: { field: "code", message: messages.categoryCodeTaken },
      categories_matter_type_name_unique: nameTaken,
    },
    inUse: (_row, n) => texts.inUse(n),
    deleted: texts.deleted,
    // Proceeding codes start with the category code: it stays while proceedings carry it.
    checkUpdate: ({ row, count }, body) => {
      if (count > 0 && body.code !== row.code) {
        throw badRequest(messages.categoryCodeLocked, [
          { field: "code", message: messages.categoryCodeLocked },
        ]);
      }
    },
    // A local counsel's categories are their scope: refuse to take one away silently.
    checkDelete: async (tx, row) => {
      if (await isCategoryAssigned(tx, row.id)) throw badRequest(messages.categoryAssigned);
    },
  };
}

export const configurationKinds = [
  categoryKind("jurisdiction", "jurisdictions", {
    deleted: messages.jurisdictionDeleted,
    inUse: messages.jurisdictionInUse,
  }),
  categoryKind("workstream", "workstreams", {
    deleted: messages.workstreamDeleted,
    inUse: messages.workstreamInUse,
  }),
  labelKind("assetlabels", assetLabels, "assetLabel", {
    deleted: messages.itemDeleted,
    inUse: (_row, n) => messages.itemInUse(n),
  }),
  labelKind("defendantlabels", defendantLabels, "defendantLabel", {
    deleted: messages.defendantDeleted,
    inUse: (_row, n) => messages.defendantInUse(n),
  }),
  labelKind("servedWritAt", servedWritPlaces, "servedWritPlace", {
    deleted: messages.writDeleted,
    inUse: (row, n) => messages.writInUse(row.name, n),
  }),
] as const;
