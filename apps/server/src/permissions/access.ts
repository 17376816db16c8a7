// The caller's standing on one matter, loaded once per request: the matter exists and the caller
// may READ it (else 404), and which participation (role, categories) the caller holds there.
import type { Verb } from "@litfolio/shared/permissions";
import { and, eq, sql } from "drizzle-orm";
import { userCache } from "../auth/user-caches";
import type { DbOrTx } from "../db/client";
import { preparedOnce } from "../db/prepared-statements";
import { matters, participationCategories, participations } from "../db/schema/matters";
import { notFound } from "../http/errors";
import {
  abilities,
  authorize,
  type Caller,
  limitedCategories,
  type MatterParticipation,
  type Subject,
} from "./abilities";
import type { Resource } from "./matrix";

export class MatterAccess {
  constructor(
    readonly caller: Caller,
    readonly matterId: number,
    readonly participation: MatterParticipation | null,
  ) {}

  /** The caller's verbs on a resource of this matter (an object's category and owners in `object`). */
  verbs(resource: Resource, object: Omit<Subject, "participation"> = {}): Verb[] {
    return abilities(this.caller, resource, { participation: this.participation, ...object });
  }

  /**
   * On a scoped resource, the categories a local counsel is limited to (list queries filter by
   * them); null when the caller is not limited.
   */
  scopedCategoryIds(resource: Resource): readonly number[] | null {
    return limitedCategories(this.caller, resource, this.participation);
  }

  /** Throws 404 or 403 unless the caller holds `verb`; answers the caller's verbs. */
  require(resource: Resource, verb: Verb, object: Omit<Subject, "participation"> = {}): Verb[] {
    const verbs = this.verbs(resource, object);
    authorize(verbs, verb);
    return verbs;
  }
}

/** The category ids of a participation, as one array column. */
export const participationCategoryIds = (participationId: typeof participations.id) =>
  sql<
    number[]
  >`coalesce((select array_agg(${participationCategories.categoryId} order by ${participationCategories.categoryId}) from ${participationCategories} where ${participationCategories.participationId} = ${participationId}), '{}')`;

/** The matter's existence and the caller's participation in it: one query on every matter request. */
const participationQuery = (db: DbOrTx) =>
  db
    .select({
      role: participations.role,
      categoryIds: participationCategoryIds(participations.id),
    })
    .from(matters)
    .leftJoin(
      participations,
      and(eq(participations.matterId, matters.id), eq(participations.userId, sql.placeholder("userId"))),
    )
    .where(eq(matters.id, sql.placeholder("matterId")));

/**
 * The caller's access to the matter: 404 unless it exists and the caller may READ it. A granted
 * participation is kept for the caller's next requests (auth/user-caches.ts: forgotten the moment a
 * participation of theirs or the matter changes, in every process); a refusal is read afresh.
 */
export async function loadMatterAccess(db: DbOrTx, caller: Caller, matterId: number): Promise<MatterAccess> {
  const cache = userCache<MatterParticipation | null>(db, "participations");
  const key = `${caller.id}:${matterId}`;
  const cached = cache?.get(key);
  const ticket = cache?.ticket() ?? 0;
  const participation = cached === undefined ? await readParticipation(db, caller, matterId) : cached;
  const access = new MatterAccess(caller, matterId, participation);
  access.require("matter", "READ");
  if (cached === undefined) cache?.keep(key, caller.id, participation, ticket);
  return access;
}

/** The caller's participation in the matter (null: none); 404 when there is no such matter. */
async function readParticipation(db: DbOrTx, caller: Caller, matterId: number) {
  const [row] = await preparedOnce(db, "matter-access", () => participationQuery(db)).execute({
    userId: caller.id,
    matterId,
  });
  if (!row) throw notFound();
  return row.role ? { role: row.role, categoryIds: row.categoryIds.map(Number) } : null;
}
