// Permission verbs and participation roles of SPEC 6. The server computes every object's
// `permissions` array from them (apps/server/src/permissions); the web app only reads the array.

export const permissionVerbs = ["ADMIN", "CREATE", "READ", "UPLOAD", "WRITE", "DELETE"] as const;
export type Verb = (typeof permissionVerbs)[number];

/**
 * The rows of the permission matrix (docs/permissions.md): what a verb applies to. A matter's
 * `resourcePermissions` answers the caller's verbs on each, so the web app can show or hide a tab
 * or menu entry without deriving anything.
 */
export const permissionResources = [
  "matterList",
  "matter",
  "participants",
  "configuration",
  "menuItems",
  "proceedings",
  "expectedTotals",
  "templates",
  "trackings",
  "activities",
  "comments",
  "commentDocumentApproval",
  "connectCopies",
  "workPackages",
  "workPackageApprovals",
] as const;
export type PermissionResource = (typeof permissionResources)[number];

/** A participation's role on one matter (SPEC 6 "Participation roles"). */
export const participationRoles = [
  "ADMIN",
  "DB_LAWYER",
  "DB_EXTERNAL",
  "LOCAL_COUNSEL",
  "LOCAL_COUNSEL_SUPER_USER",
  "LOCAL_COUNSEL_FULL_ACCESS",
  "CLIENT_READ_ONLY",
  "CLIENT_ACTIVE",
  "EXTERNAL_READ_ONLY",
] as const;
export type ParticipationRole = (typeof participationRoles)[number];

export const participationRoleLabels: Record<ParticipationRole, string> = {
  ADMIN: "Matter administrator",
  DB_LAWYER: "Lawyer",
  DB_EXTERNAL: "External lawyer",
  LOCAL_COUNSEL: "Local counsel",
  LOCAL_COUNSEL_SUPER_USER: "Local counsel (super user)",
  LOCAL_COUNSEL_FULL_ACCESS: "Local counsel (full access)",
  CLIENT_READ_ONLY: "Client (read only)",
  CLIENT_ACTIVE: "Client (active)",
  EXTERNAL_READ_ONLY: "External (read only)",
};

/** Roles that must be assigned to jurisdictions or workstreams, and see only those. */
export const localCounselRoles = [
  "LOCAL_COUNSEL",
  "LOCAL_COUNSEL_SUPER_USER",
  "LOCAL_COUNSEL_FULL_ACCESS",
] as const satisfies readonly ParticipationRole[];

export const isLocalCounselRole = (role: ParticipationRole): boolean =>
  (localCounselRoles as readonly ParticipationRole[]).includes(role);

export interface KeyValue<K extends string = string> {
  key: K;
  value: string;
}
