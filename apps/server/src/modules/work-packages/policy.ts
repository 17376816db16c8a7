// What a caller may do with one work package beyond the matrix row (DECISIONS "Work packages can be
// edited or deleted only while not APPROVED"; "own" = created by or assigned to the caller): the
// package's verbs and its approvals' verbs, both without the changes an approval ends.
import { messages } from "@litfolio/shared/messages";
import type { Verb } from "@litfolio/shared/permissions";
import { conflict, forbidden } from "../../http/errors";
import type { MatterAccess } from "../../permissions/access";

export interface PackageSubject {
  status: string;
  createdBy: number | null;
  assigneeId: number | null;
}

const ownersOf = (row: PackageSubject) =>
  [row.createdBy, row.assigneeId].filter((id): id is number => id !== null);

const approved = (row: PackageSubject) => row.status === "APPROVED";

/** The caller's verbs on the package: no WRITE or DELETE once it is approved. */
export function packageVerbs(access: MatterAccess, row: PackageSubject): Verb[] {
  const verbs = access.verbs("workPackages", { ownerIds: ownersOf(row) });
  return approved(row) ? verbs.filter((verb) => verb !== "WRITE" && verb !== "DELETE") : verbs;
}

/** The caller's verbs on the package's approvals: CREATE (approve or reject) only until it is approved. */
export function approvalVerbs(access: MatterAccess, row: PackageSubject): Verb[] {
  const verbs = access.verbs("workPackageApprovals", { ownerIds: ownersOf(row) });
  return approved(row) ? verbs.filter((verb) => verb !== "CREATE") : verbs;
}

/**
 * Requires a verb on the package (READ missing: 404; the verb missing: 403) and, for a change, that
 * it is not approved yet (409 with the reason).
 */
export function requireOnPackage(access: MatterAccess, row: PackageSubject, verb: Verb): void {
  access.require("workPackages", "READ");
  if (verb === "READ") return;
  if (!access.verbs("workPackages", { ownerIds: ownersOf(row) }).includes(verb)) throw forbidden();
  if (approved(row)) throw conflict(messages.workPackageLocked);
}

/** Requires the verb on the package's approvals, and for CREATE that it is not approved yet. */
export function requireOnApprovals(access: MatterAccess, row: PackageSubject, verb: Verb): Verb[] {
  const verbs = access.require("workPackageApprovals", "READ", { ownerIds: ownersOf(row) });
  if (verb === "READ") return approvalVerbs(access, row);
  if (!verbs.includes(verb)) throw forbidden();
  if (approved(row)) throw conflict(messages.workPackageLocked);
  return approvalVerbs(access, row);
}
