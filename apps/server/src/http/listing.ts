// Helpers for list queries: text filters and sort parameters, all applied in SQL.
import { asc, desc, type SQL, type SQLWrapper } from "drizzle-orm";

/** An ILIKE pattern for "contains": `%` and `_` typed by a user are searched for literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * ORDER BY for a validated `sort={field},asc|desc` parameter (the zod schema allows only the
 * columns' fields), with `tieBreaker` last so pages never overlap. A field may sort by several
 * columns in turn (a proceeding code: category name, then counter), all in the asked direction.
 */
export function sortOrder<F extends string>(
  sort: string | undefined,
  fallback: `${F},${"asc" | "desc"}`,
  columns: Record<F, SQLWrapper | SQLWrapper[]>,
  tieBreaker: SQLWrapper,
): SQL[] {
  const [field, direction] = (sort ?? fallback).split(",") as [F, string];
  const order = direction === "desc" ? desc : asc;
  return [...[columns[field]].flat().map((column) => order(column)), asc(tieBreaker)];
}
