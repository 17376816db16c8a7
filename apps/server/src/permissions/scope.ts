// What a caller may see, as SQL conditions for lists (so counts and pages agree with what is shown):
// the matters they take part in (every matter for a SYSTEM_ADMIN), and on a scoped resource the
// categories abilities.ts's `limitedCategories` names, the same limit abilities() applies to one object.
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { participations } from "../db/schema/matters";
import type { Caller } from "./abilities";

/**
 * Rows whose category column is among `categories` (none when the list is empty). A placeholder
 * lets a prepared statement take the list as a parameter.
 */
export const inCategories = (column: SQLWrapper, categories: readonly number[] | SQLWrapper): SQL =>
  sql`${column} = any(${Array.isArray(categories) ? sql.param([...categories]) : categories}::int[])`;

/** The condition a list adds for a caller limited to some categories; none when not limited. */
export const categoryCondition = (
  column: SQLWrapper,
  categories: readonly number[] | null,
): SQL | undefined => (categories ? inCategories(column, categories) : undefined);

/** Rows of matters the caller takes part in (a matter id column); no condition for a SYSTEM_ADMIN. */
export const matterCondition = (caller: Caller, matterId: SQLWrapper): SQL | undefined =>
  caller.securityRole === "SYSTEM_ADMIN"
    ? undefined
    : sql`exists (select 1 from ${participations} where ${participations.matterId} = ${matterId} and ${participations.userId} = ${caller.id})`;
