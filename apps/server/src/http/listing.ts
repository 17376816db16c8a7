// Helpers for list queries: text filters and sort parameters, all applied in SQL.
import { asc, type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** An ILIKE pattern for "contains": `%` and `_` typed by a user are searched for literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * ORDER BY for a validated `sort={field},asc|desc` parameter (the zod schema allows only the
 * columns' fields), with `tieBreaker` last so pages never overlap. A field may sort by several
 * columns in turn (a proceeding code: category name, then counter), all in the asked direction.
 * Empty values come last in both directions: "largest claims first" starts with claims.
 */
export function sortOrder<F extends string>(
  sort: string | undefined,
  fallback: `${F},${"asc" | "desc"}`,
  columns: Record<F, SQLWrapper | SQLWrapper[]>,
  tieBreaker: SQLWrapper,
): SQL[] {
  const [field, direction] = (sort ?? fallback).split(",") as [F, string];
  const order = direction === "desc" ? sql`desc nulls last` : sql`asc nulls last`;
  return [...[columns[field]].flat().map((column) => sql`${column} ${order}`), asc(tieBreaker)];
}

/**
 * A text's key for natural order ("Matter 2" before "Matter 10"), case-insensitive: each run of
 * digits is prefixed by its length (a longer number is a larger one), text runs stay as they are.
 * A correlated subquery per row: for short lists such as the matters.
 */
export const naturalSortKey = (column: SQLWrapper) =>
  sql`(select string_agg(case when part[1] ~ '^[0-9]' then lpad(length(ltrim(part[1], '0'))::text, 4, '0') || ltrim(part[1], '0') else part[1] end, '' order by n) from regexp_matches(lower(${column}), '([0-9]+|[^0-9]+)', 'g') with ordinality as parts(part, n))`;
