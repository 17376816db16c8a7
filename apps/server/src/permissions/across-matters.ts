// What a caller may see of a resource across all the matters they take part in (the global
// activities list, the calendar, the calendar feed), as one SQL condition: every row for a
// SYSTEM_ADMIN, else the rows of their matters, a local counsel's only in their categories on a
// scoped resource. Built from the caller's participations (one small query), which come along for
// each row's permissions. The deadline e-mails ask for the matters one takes part in only (a
// SYSTEM_ADMIN too) and pass participations they loaded for many users at once.
import { and, inArray, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { participations } from "../db/schema/matters";
import { type Caller, limitedCategories, type MatterParticipation } from "./abilities";
import { loadMatterAccess, participationCategoryIds } from "./access";
import type { Resource } from "./matrix";
import { inCategories } from "./scope";

export interface CrossMatterVisibility {
  /** The condition on the rows; undefined when the caller sees everything. */
  where: SQL | undefined;
  /** The condition reads the category column (the query must join it). */
  byCategory: boolean;
  participationByMatter: Map<number, MatterParticipation>;
}

/** A participation of the caller, as the conditions below are built from it. */
export interface ParticipationOfMatter extends MatterParticipation {
  matterId: number;
}

/**
 * How a condition takes a value: as a parameter of this statement (the default), or as a named
 * placeholder of a statement kept prepared (see `placeholders`).
 */
export type Bind = (name: string, value: unknown) => SQL;
export const asParameter: Bind = (_name, value) => sql`${sql.param(value)}`;

/**
 * A binder that names each value as a placeholder and collects it in `values`, for a statement
 * built once and then executed with them (db/prepared-statements.ts preparedOnce): the names bound
 * tell which conditions the statement holds.
 */
export const placeholders =
  (values: Record<string, unknown>): Bind =>
  (name, value) => {
    values[name] = value;
    return sql`${sql.placeholder(name)}`;
  };

export interface AcrossMattersOptions {
  /** Only the matters the caller takes part in, for a SYSTEM_ADMIN too (their deadline e-mails). */
  participatingOnly?: boolean;
  /** The caller's participations when loaded already (the digests load everyone's in one query). */
  participations?: readonly ParticipationOfMatter[];
  bind?: Bind;
}

/** The participations of many users in one query, by user. */
export async function participationsOfUsers(
  db: DbOrTx,
  userIds: readonly number[],
): Promise<Map<number, ParticipationOfMatter[]>> {
  const byUser = new Map<number, ParticipationOfMatter[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: participations.userId,
      matterId: participations.matterId,
      role: participations.role,
      categoryIds: participationCategoryIds(participations.id),
    })
    .from(participations)
    .where(inArray(participations.userId, [...userIds]));
  for (const { userId, categoryIds, ...row } of rows)
    byUser.set(userId, [...(byUser.get(userId) ?? []), { ...row, categoryIds: categoryIds.map(Number) }]);
  return byUser;
}

export async function visibleAcrossMatters(
  db: DbOrTx,
  caller: Caller,
  resource: Resource,
  columns: { matterId: SQLWrapper; categoryId: SQLWrapper },
  options: AcrossMattersOptions = {},
): Promise<CrossMatterVisibility> {
  const participationByMatter = new Map<number, MatterParticipation>();
  const bind = options.bind ?? asParameter;
  if (caller.securityRole === "SYSTEM_ADMIN" && !options.participatingOnly)
    return { where: undefined, byCategory: false, participationByMatter };
  const rows = options.participations ?? (await participationsOfUsers(db, [caller.id])).get(caller.id) ?? [];
  const whole: number[] = [];
  const scoped: SQL[] = [];
  for (const row of rows) {
    const participation = { role: row.role, categoryIds: row.categoryIds };
    participationByMatter.set(row.matterId, participation);
    const limited = limitedCategories(caller, resource, participation);
    if (limited === null) whole.push(row.matterId);
    else {
      const n = scoped.length;
      scoped.push(
        and(
          sql`${columns.matterId} = ${bind(`scopedMatter${n}`, row.matterId)}`,
          inCategories(columns.categoryId, bind(`scopedCategories${n}`, [...limited])),
        ) as SQL,
      );
    }
  }
  const parts = [
    ...(whole.length > 0 ? [sql`${columns.matterId} = any(${bind("wholeMatters", whole)}::int[])`] : []),
    ...scoped,
  ];
  return {
    // No matter at all binds a value of its own, so a statement kept by the names bound differs.
    where: parts.length > 0 ? or(...parts) : sql`${bind("noMatter", false)}::boolean`,
    byCategory: scoped.length > 0,
    participationByMatter,
  };
}

/** A list's Matter filter must name a matter the caller may read (404 otherwise, as for the matter). */
export async function requireMatterFilter(db: DbOrTx, caller: Caller, matterId: number | undefined) {
  if (matterId !== undefined) await loadMatterAccess(db, caller, matterId);
}
