// DECISIONS.md "Roles and permissions" as one typed table: resource x participation role -> verbs.
// abilities() reads it to enforce and to fill every `permissions` array; docs/permissions.md is
// generated from it (`npm run docs`). What the table does not grant is denied.
import {
  type ParticipationRole,
  type PermissionResource,
  permissionResources,
  permissionVerbs,
  type Verb,
} from "@litfolio/shared/permissions";

/** One letter per verb, as DECISIONS.md writes them: C R W D U A. */
const letters: Record<string, Verb> = {
  C: "CREATE",
  R: "READ",
  W: "WRITE",
  D: "DELETE",
  U: "UPLOAD",
  A: "ADMIN",
};

/** "CRWD" -> the verbs, in the canonical order of `permissionVerbs`. */
export function verbsOf(code: string): Verb[] {
  const verbs = [...code].map((letter) => {
    const verb = letters[letter];
    if (!verb) throw new Error(`Unknown verb letter ${letter} in ${code}`);
    return verb;
  });
  return permissionVerbs.filter((verb) => verbs.includes(verb));
}

/**
 * What one role holds on one resource. `verbs` always; `own` in addition on objects created by or
 * assigned to the caller (DECISIONS "own").
 */
export interface Grant {
  verbs: Verb[];
  own: Verb[];
}

const grant = (verbs: string, own = ""): Grant => ({ verbs: verbsOf(verbs), own: verbsOf(own) });
const none: Grant = grant("");

export interface ResourceRule {
  /** The row's name in docs/permissions.md. */
  title: string;
  /**
   * Local counsel roles hold their verbs only on objects whose jurisdiction or workstream is among
   * their participation's categories (DECISIONS "scoped").
   */
  scoped: boolean;
  /** Held by every signed-in user, matter or not (only the matter list). */
  signedIn: Verb[];
  roles: Record<ParticipationRole, Grant>;
  notes: string[];
}

/** The same grant for every participation role. */
const everyRole = (g: Grant): Record<ParticipationRole, Grant> => ({
  ADMIN: g,
  DB_LAWYER: g,
  DB_EXTERNAL: g,
  LOCAL_COUNSEL: g,
  LOCAL_COUNSEL_SUPER_USER: g,
  LOCAL_COUNSEL_FULL_ACCESS: g,
  CLIENT_READ_ONLY: g,
  CLIENT_ACTIVE: g,
  EXTERNAL_READ_ONLY: g,
});

const rule = (
  title: string,
  roles: Record<ParticipationRole, Grant>,
  extra: Partial<Pick<ResourceRule, "scoped" | "signedIn" | "notes">> = {},
): ResourceRule => ({ title, roles, scoped: false, signedIn: [], notes: [], ...extra });

const R = grant("R");
const commentGrant = grant("CR", "WD");

export const permissionMatrix = {
  matterList: rule("matter list (GET dbbw/matters)", everyRole(none), {
    signedIn: verbsOf("R"),
    notes: [
      "Every signed-in user holds READ on the list (participant or not) and sees only the matters they take part in.",
      "Only SYSTEM_ADMIN holds CREATE on the list (create a matter) and sees every matter.",
    ],
  }),
  matter: rule(
    "matter details and settings",
    { ...everyRole(R), ADMIN: grant("RWA") },
    {
      notes: [
        "DELETE on a matter: SYSTEM_ADMIN only, refused while the matter has proceedings or holds a document the client approved.",
      ],
    },
  ),
  participants: rule(
    "participants (users tab)",
    { ...everyRole(none), ADMIN: grant("CRWD"), DB_LAWYER: R, DB_EXTERNAL: R },
    {
      notes: [
        "READ also brings people's e-mail addresses in every answer that names a person (work packages, approvals, activities, assignees); every other role sees names only (issue 28).",
      ],
    },
  ),
  configuration: rule(
    "jurisdictions, workstreams, items, defendants, writ places",
    { ...everyRole(R), ADMIN: grant("RA") },
    { notes: ["ADMIN = add, edit and delete them."] },
  ),
  menuItems: rule("menu items", { ...everyRole(R), ADMIN: grant("CRWD") }),
  proceedings: rule(
    "proceedings with claimants, defendants, trucks, costs, judgements, settlements",
    {
      ...everyRole(R),
      ADMIN: grant("CRWD"),
      DB_LAWYER: grant("CRWD"),
      DB_EXTERNAL: grant("CRW"),
      LOCAL_COUNSEL: grant("RW"),
      LOCAL_COUNSEL_SUPER_USER: grant("CRW"),
      LOCAL_COUNSEL_FULL_ACCESS: grant("CRWD"),
    },
    { scoped: true },
  ),
  expectedTotals: rule(
    "expected totals",
    {
      ...everyRole(R),
      ADMIN: grant("CRWD"),
      DB_LAWYER: grant("CRW"),
    },
    {
      scoped: true,
      notes: [
        "A category's totals sit beside its proceedings: a local counsel reads those of their categories.",
      ],
    },
  ),
  templates: rule("templates", {
    ...everyRole(R),
    ADMIN: grant("CRWD"),
    DB_LAWYER: grant("CRWD"),
    LOCAL_COUNSEL_FULL_ACCESS: grant("CRW"),
  }),
  trackings: rule(
    "trackings, steps, step documents",
    {
      ...everyRole(R),
      ADMIN: grant("CRWDU"),
      DB_LAWYER: grant("CRWDU"),
      DB_EXTERNAL: grant("CRWU"),
      LOCAL_COUNSEL: grant("CRWU"),
      LOCAL_COUNSEL_SUPER_USER: grant("CRWDU"),
      LOCAL_COUNSEL_FULL_ACCESS: grant("CRWDU"),
    },
    { scoped: true },
  ),
  activities: rule(
    "activities",
    {
      ...everyRole(R),
      ADMIN: grant("CRWD"),
      DB_LAWYER: grant("CRWD"),
      DB_EXTERNAL: grant("CRW"),
      LOCAL_COUNSEL: grant("CRW"),
      LOCAL_COUNSEL_SUPER_USER: grant("CRWD"),
      LOCAL_COUNSEL_FULL_ACCESS: grant("CRWD"),
      CLIENT_ACTIVE: grant("CRW"),
    },
    { scoped: true },
  ),
  comments: rule(
    "comments",
    { ...everyRole(commentGrant), CLIENT_READ_ONLY: R, EXTERNAL_READ_ONLY: R },
    {
      scoped: true,
      notes: [
        "own = the caller wrote the comment; WRITE and DELETE also need it to be the activity's newest comment.",
      ],
    },
  ),
  commentDocumentApproval: rule(
    "comment documents: approve",
    { ...everyRole(R), CLIENT_ACTIVE: grant("CR") },
    {
      scoped: true,
      notes: [
        "READ = sees a comment document's approval (as every reader of comments does); CREATE = approves a document that needs client approval. Everyone else is refused (403).",
        "DELETE = removes an approved document, with a reason kept in the audit trail: no participation role holds it, so only SYSTEM_ADMIN may.",
      ],
    },
  ),
  connectCopies: rule(
    "documents' copies to Connect",
    {
      ...everyRole(grant("R", "W")),
      ADMIN: grant("RWA"),
      CLIENT_READ_ONLY: R,
      EXTERNAL_READ_ONLY: R,
    },
    {
      scoped: true,
      notes: [
        "READ = sees a document's copy state (as every reader of the document does); WRITE own = retries the failed copy of a document the caller uploaded.",
        "ADMIN = the matter's Connect panel (copies in progress and failed, the failed ones listed) and the retry of any or all failed copies.",
      ],
    },
  ),
  workPackages: rule(
    "work packages",
    {
      ...everyRole(R),
      ADMIN: grant("CRWD"),
      DB_LAWYER: grant("CRWD"),
      DB_EXTERNAL: grant("CRW"),
      LOCAL_COUNSEL: grant("CR", "W"),
      LOCAL_COUNSEL_SUPER_USER: grant("CR", "W"),
      LOCAL_COUNSEL_FULL_ACCESS: grant("CR", "WD"),
      EXTERNAL_READ_ONLY: none,
    },
    {
      notes: [
        "own = created by or assigned to the caller. Edit and delete only while not APPROVED.",
        'DECISIONS writes "CRWD own" for LOCAL_COUNSEL_FULL_ACCESS: read as create and read all, write and delete own.',
        "EXTERNAL_READ_ONLY holds nothing: the work-package routes are denied.",
      ],
    },
  ),
  workPackageApprovals: rule(
    "work-package approvals",
    {
      ...everyRole(R),
      LOCAL_COUNSEL: grant("", "R"),
      LOCAL_COUNSEL_SUPER_USER: grant("", "R"),
      LOCAL_COUNSEL_FULL_ACCESS: grant("", "R"),
      CLIENT_ACTIVE: grant("CR"),
      EXTERNAL_READ_ONLY: none,
    },
    { notes: ["CREATE = approve or reject."] },
  ),
} satisfies Record<PermissionResource, ResourceRule>;

export type Resource = PermissionResource;
/** In the order of the shared list (the docs' row order). */
export const resources: readonly Resource[] = permissionResources;
