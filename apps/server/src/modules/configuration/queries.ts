// The configuration's reads: each kind's rows (kinds.ts: a label kind's, a category kind's), whether
// a category is a local counsel's, and the categories the forms offer.
import type { CategoryOption, CategoryType, categoryBody, labelBody } from "@litfolio/shared/matters";
import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { categories, participationCategories } from "../../db/schema/matters";
import { containing } from "../../http/listing";
import { categoryCondition } from "../../permissions/scope";
import { countInScope, type LabelUsage, usageCount } from "../matters/usage-queries";
import type { ConfigRow, ConfigurationKind, LabelTable } from "./kind-type";
import type { CategoryRow, LabelRow } from "./presenter";

type Reads<Row extends ConfigRow, Body extends z.ZodObject> = Pick<
  ConfigurationKind<Row, Body, unknown>,
  "list" | "find"
>;

/** How a label kind's rows are read (items, defendants, served-writ places), by name. */
export function labelReads(table: LabelTable, usage: LabelUsage): Reads<LabelRow, typeof labelBody> {
  return {
    list: (db, matterId, query, scope) =>
      db
        .select({ row: table, count: countInScope(usage, table.id, scope) })
        .from(table)
        .where(and(eq(table.matterId, matterId), query ? ilike(table.name, containing(query)) : undefined))
        .orderBy(asc(sql`lower(${table.name})`), asc(table.id)),
    find: async (tx, matterId, id) =>
      (
        await tx
          .select({ row: table, count: usageCount(usage, table.id) })
          .from(table)
          .where(and(eq(table.matterId, matterId), eq(table.id, id)))
          .for("update")
      )[0],
  };
}

/** How a category kind's rows are read (jurisdictions, workstreams), by code. */
export function categoryReads(type: CategoryType): Reads<CategoryRow, typeof categoryBody> {
  const ofMatter = (matterId: number) => and(eq(categories.matterId, matterId), eq(categories.type, type));
  return {
    list: (db, matterId, query, scope) =>
      db
        .select({ row: categories, count: countInScope("category", categories.id, scope) })
        .from(categories)
        .where(
          and(
            ofMatter(matterId),
            query
              ? or(ilike(categories.name, containing(query)), ilike(categories.code, containing(query)))
              : undefined,
          ),
        )
        .orderBy(asc(categories.code)),
    find: async (tx, matterId, id) =>
      (
        await tx
          .select({ row: categories, count: usageCount("category", categories.id) })
          .from(categories)
          .where(and(ofMatter(matterId), eq(categories.id, id)))
          .for("update")
      )[0],
  };
}

/** Whether a participation holds the category (a local counsel's scope). */
export async function isCategoryAssigned(db: DbOrTx, categoryId: number): Promise<boolean> {
  const [assigned] = await db
    .select({ id: participationCategories.participationId })
    .from(participationCategories)
    .where(eq(participationCategories.categoryId, categoryId))
    .limit(1);
  return assigned !== undefined;
}

/** The matter's jurisdictions and workstreams, only those of `scope` for a caller limited to some. */
export const categoryOptions = (
  db: DbOrTx,
  matterId: number,
  scope: readonly number[] | null,
): Promise<CategoryOption[]> =>
  db
    .select({ id: categories.id, type: categories.type, code: categories.code, name: categories.name })
    .from(categories)
    .where(and(eq(categories.matterId, matterId), categoryCondition(categories.id, scope)))
    .orderBy(asc(categories.type), asc(categories.code));
