// What a caller may see, in one place: the matters they take part in (every matter for a
// SYSTEM_ADMIN), and on a scoped resource the categories of a local-counsel participation. Lists
// turn it into SQL conditions (so counts and pages agree with what is shown); abilities() applies
// the same limit to one object.
import { isLocalCounselRole } from "@litfolio/shared/permissions";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { participations } from "../db/schema/matters";
import type { Caller, MatterParticipation } from "./abilities";
import { permissionMatrix, type Resource } from "./matrix";

/**
 * The categories (jurisdictions and workstreams) a caller is limited to on a resource of a matter:
 * a local counsel's own on a scoped resource; null when the caller is not limited there.
 */
export function limitedCategories(
  caller: Caller,
  resource: Resource,
  participation: MatterParticipation | null,
): readonly number[] | null {
  if (caller.securityRole === "SYSTEM_ADMIN" || !participation) return null;
  if (!permissionMatrix[resource].scoped || !isLocalCounselRole(participation.role)) return null;
  return participation.categoryIds;
}

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
