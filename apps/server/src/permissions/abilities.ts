// One function decides what a caller may do with an object: abilities(). Routes use it to enforce
// (authorize) and presenters to fill the `permissions` array, so the two never disagree.
import {
  isLocalCounselRole,
  type ParticipationRole,
  permissionVerbs,
  type Verb,
} from "@litfolio/shared/permissions";
import type { SecurityRole } from "@litfolio/shared/roles";
import { forbidden, notFound } from "../http/errors";
import { permissionMatrix, type Resource } from "./matrix";

export interface Caller {
  id: number;
  securityRole: SecurityRole;
}

/** The caller's participation on the object's matter, with its categories (local counsel scope). */
export interface MatterParticipation {
  role: ParticipationRole;
  categoryIds: readonly number[];
}

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

export interface Subject {
  participation: MatterParticipation | null;
  /**
   * For one object of a scoped resource: its jurisdiction or workstream. Left out for a collection
   * (its list query filters by the categories instead).
   */
  categoryId?: number | null;
  /** Users the object belongs to (its creator, its assignee): they hold the `own` verbs. */
  ownerIds?: readonly number[];
}

/**
 * The caller's verbs on a resource of a matter, in canonical order. SYSTEM_ADMIN holds every verb;
 * anyone else holds what the matrix grants their participation role (none without a participation),
 * narrowed to their categories on scoped resources. Deny by default.
 */
export function abilities(caller: Caller, resource: Resource, subject: Subject): Verb[] {
  if (caller.securityRole === "SYSTEM_ADMIN") return [...permissionVerbs];
  const rule = permissionMatrix[resource];
  const held = new Set<Verb>(rule.signedIn);
  const participation = subject.participation;
  if (participation && !outOfScope(limitedCategories(caller, resource, participation), subject.categoryId)) {
    const grant = rule.roles[participation.role];
    for (const verb of grant.verbs) held.add(verb);
    if (subject.ownerIds?.includes(caller.id)) for (const verb of grant.own) held.add(verb);
  }
  return permissionVerbs.filter((verb) => held.has(verb));
}

/** One object outside the categories the caller is limited to (a collection has no category). */
function outOfScope(limited: readonly number[] | null, categoryId: number | null | undefined) {
  if (!limited || categoryId === undefined) return false;
  return categoryId === null || !limited.includes(categoryId);
}

/**
 * Enforces one verb: what the caller may not even READ does not exist for them (404 NOT_FOUND);
 * what they may read but not do is 403 FORBIDDEN.
 */
export function authorize(verbs: readonly Verb[], verb: Verb): void {
  if (!verbs.includes("READ")) throw notFound();
  if (!verbs.includes(verb)) throw forbidden();
}
