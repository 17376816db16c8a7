// The five per-matter configuration lists (SPEC 2.3 "Specific information", 3, 5.3): jurisdictions
// and workstreams (categories with a 3-letter code) and the name lists items, defendants and
// served-writ places. Each kind says how its rows are read (queries.ts) and written (service.ts);
// routes.ts serves them all alike.

import {
  type Category,
  type CategoryType,
  categoryBody,
  type Label,
  labelBody,
} from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import { getTableName } from "drizzle-orm";
import { assetLabels, defendantLabels, servedWritPlaces } from "../../db/schema/matters";
import { badRequest } from "../../http/errors";
import type { LabelUsage } from "../matters/usage-queries";
import type { ConfigurationKind, LabelTable } from "./kind-type";
import { type CategoryRow, type LabelRow, presentCategory, presentLabel } from "./presenter";
import { categoryReads, isCategoryAssigned, labelReads } from "./queries";
import { categoryWrites, labelWrites } from "./service";

const nameTaken = { field: "name", message: messages.nameTaken };

// ---- Items, defendants, served-writ places ------------------------------------------------------

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
