// The configuration SQL that is no kind's own (each kind's rows are read and written in kinds.ts):
// the categories the forms offer.
import type { CategoryOption } from "@litfolio/shared/matters";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { categories } from "../../db/schema/matters";
import { categoryCondition } from "../../permissions/scope";

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
