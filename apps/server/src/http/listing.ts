// Helpers for list queries: paging, text filters and sort parameters, all applied in SQL.
import { asc, count, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../db/client";

/** A list's page (numbered from 0) and page size, as the validated query gives them. */
export interface PageRequest {
  page: number;
  size: number;
}

/**
 * One page of a list and the number of rows its conditions select, in two queries run together:
 * `select` (FROM its table and joins, built with `$dynamic()`) under `where` in `orderBy`, and a
 * count of `countFrom` under the same `where`, which must therefore name only that table's columns,
 * or also those of the tables `countJoins` joins to it (the joins the conditions need, no more).
 * A list that keeps its total elsewhere (a proceeding's truck counters) passes it as `total`.
 */
export async function pageOf<Q extends PgSelect>(
  db: DbOrTx,
  list: {
    select: Q;
    countFrom: PgTable;
    countJoins?: (count: PgSelect) => PgSelect;
    where: SQL | undefined;
    orderBy: SQL[];
    total?: Promise<number>;
  },
  { page, size }: PageRequest,
): Promise<{ rows: Awaited<Q>; totalElements: number }> {
  const counting = db.select({ n: count() }).from(list.countFrom).$dynamic();
  const joined = (list.countJoins?.(counting) ?? counting) as typeof counting;
  const counted = () => joined.where(list.where).then(([row]) => row?.n ?? 0);
  const [rows, totalElements] = await Promise.all([
    list.select
      .where(list.where)
      .orderBy(...list.orderBy)
      .limit(size)
      .offset(page * size),
    list.total ?? counted(),
  ]);
  return { rows: rows as Awaited<Q>, totalElements };
}

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
