// Who may call each route, kept by hand and reviewed against DECISIONS.md "Roles and permissions"
// (/work/shared/spec/DECISIONS.md, rendered as docs/permissions.md from permissions/matrix.ts).
// NOT generated from the routes: it is the second, independent statement of their access. The
// route-completeness test fails when a route's declaration (`config.access`, route-access.ts)
// differs from its row here, when a route has no row, or a row names no route; the authorization
// test takes its expected answers from these rows joined with the matrix, so a wrong declaration
// (DELETE declared as READ, the wrong resource, a dropped `own`) fails there too.
// A new route gets its row by reading DECISIONS for what the route does, not by copying its
// declaration; a change of row is a change of who may do what and is reviewed as such.
import type { Verb } from "@litfolio/shared/permissions";
import type { Resource } from "./matrix";
import type { MatterLookup, RouteAccess } from "./route-access";

/**
 * A verb on a row of the matrix, on the matter in the path (`:matterId`) or found from the id
 * `matter` names ("path:activityId": the activity in the path; "query:" ids are optional); `own`:
 * the route acts on one object the caller may own, so the role's `own` verbs count.
 */
export interface TableAccess {
  resource: Resource;
  verb: Verb;
  matter?: `${MatterLookup["source"]}:${string}`;
  own?: true;
}

export type ReviewedAccess = Exclude<RouteAccess, object> | TableAccess;

const row = (
  resource: Resource,
  verb: Verb,
  notes: Omit<TableAccess, "resource" | "verb"> = {},
): TableAccess => ({
  resource,
  verb,
  ...notes,
});

const matter = "/api/dbbw/matters/:matterId";
const proceeding = `${matter}/proceedings/:proceedingId`;
const tracking = `${proceeding}/tracking/:trackingId`;
const step = `${tracking}/proceduralsteps/:stepId`;
const activity = "/api/dbbw/activities/:activityId";
const comment = `${activity}/comments/:commentId`;
const commentDocument = `${comment}/attachedDocuments/:documentId`;
/** The routes below an activity find their matter from it; one's own comment, for `own`. */
const onActivity = { matter: "path:activityId" } as const;
const ownOnActivity = { ...onActivity, own: true } as const;

/** "METHOD /api/path" -> who may call it. */
export const routeTable: Record<string, ReviewedAccess> = {
  // Public: no session. Health, settings, sign-in and password reset; the calendar feed (calendar
  // programs cannot sign in: the address's secret token is the credential) and the deadline e-mails'
  // unsubscribe links (they work from the mailbox: the signed token is the credential).
  "GET /api/health": "public",
  "GET /api/ready": "public",
  "GET /api/public-settings": "public",
  "GET /api/openapi.json": "public",
  "POST /api/admin/auth/login": "public",
  "POST /api/admin/auth/verify": "public",
  "POST /api/admin/auth/logout": "public",
  "POST /api/admin/auth/password/reset": "public",
  "POST /api/admin/auth/password/reset/confirm": "public",
  "GET /api/dbbw/calendar/feed/:token": "public",
  "GET /api/dbbw/notifications/unsubscribe/:token": "public",
  "POST /api/dbbw/notifications/unsubscribe/:token": "public",

  // The security role SYSTEM_ADMIN: user administration and the system-wide Connect token (DECISIONS
  // "One system-wide token").
  "GET /api/admin/users": "systemAdmin",
  "GET /api/admin/users/search": "systemAdmin",
  "GET /api/admin/user/:id": "systemAdmin",
  "POST /api/admin/user": "systemAdmin",
  "PUT /api/admin/user/:id": "systemAdmin",
  "DELETE /api/admin/user/:id": "systemAdmin",
  "GET /api/admin/user/activation/:id": "systemAdmin",
  "GET /api/admin/roles": "systemAdmin",
  "GET /api/dbbw/collaborate/authenticationToken": "systemAdmin",
  "GET /api/dbbw/collaborate/authenticationStatus": "systemAdmin",
  "GET /api/dbbw/collaborate/authenticate": "systemAdmin",
  "GET /api/dbbw/collaborate/activate": "systemAdmin",

  // Any signed-in user: who they are, the catalogues (DECISIONS "Catalogues"), their own calendar feed
  // and notification settings, and the lists across their matters (each filtered to the matters they
  // take part in).
  "GET /api/admin/security/user": "signedIn",
  "GET /api/dbbw/participationroles": "signedIn",
  "GET /api/dbbw/proceedingstatus": "signedIn",
  "GET /api/dbbw/currencies": "signedIn",
  "GET /api/dbbw/truckInformationSources": "signedIn",
  "GET /api/dbbw/activitystatus": "signedIn",
  "GET /api/dbbw/activities": "signedIn",
  "GET /api/dbbw/activities/calendar": "signedIn",
  "GET /api/dbbw/workpackagestatus": "signedIn",
  "GET /api/dbbw/proceduralsteps": "signedIn",
  "GET /api/dbbw/calendar/events": "signedIn",
  "GET /api/dbbw/calendar/feed": "signedIn",
  "POST /api/dbbw/calendar/feed": "signedIn",
  "DELETE /api/dbbw/calendar/feed": "signedIn",
  "GET /api/dbbw/notifications/settings": "signedIn",
  "PUT /api/dbbw/notifications/settings": "signedIn",
  "GET /api/dbbw/judgement/types": "signedIn",
  "GET /api/dbbw/judgement/instances": "signedIn",
  "GET /api/dbbw/judgement/legaleffects": "signedIn",
  "GET /api/dbbw/judgement/contents": "signedIn",
  "GET /api/dbbw/settlement/types": "signedIn",
  "GET /api/dbbw/settlement/contents": "signedIn",

  // The matter list and one matter (DECISIONS: SYSTEM_ADMIN alone creates and deletes a matter).
  "GET /api/dbbw/matters": row("matterList", "READ"),
  "GET /api/dbbw/matters/search": row("matterList", "READ"),
  [`GET ${matter}`]: row("matter", "READ"),
  "POST /api/dbbw/matters": row("matterList", "CREATE"),
  [`PUT ${matter}`]: row("matter", "WRITE"),
  [`DELETE ${matter}`]: row("matter", "DELETE"),
  [`GET ${matter}/assignees`]: row("matter", "READ"),

  // A matter's configuration: jurisdictions, workstreams, items (asset labels), defendants, writ places,
  // and the court calendar's vacations per category. ADMIN = add, edit and delete.
  [`GET ${matter}/jurisdictions`]: row("configuration", "READ"),
  [`POST ${matter}/jurisdictions`]: row("configuration", "ADMIN"),
  [`PUT ${matter}/jurisdictions/:id`]: row("configuration", "ADMIN"),
  [`DELETE ${matter}/jurisdictions/:id`]: row("configuration", "ADMIN"),
  [`GET ${matter}/workstreams`]: row("configuration", "READ"),
  [`POST ${matter}/workstreams`]: row("configuration", "ADMIN"),
  [`PUT ${matter}/workstreams/:id`]: row("configuration", "ADMIN"),
  [`DELETE ${matter}/workstreams/:id`]: row("configuration", "ADMIN"),
  [`GET ${matter}/assetlabels`]: row("configuration", "READ"),
  [`POST ${matter}/assetlabels`]: row("configuration", "ADMIN"),
  [`PUT ${matter}/assetlabels/:id`]: row("configuration", "ADMIN"),
  [`DELETE ${matter}/assetlabels/:id`]: row("configuration", "ADMIN"),
  [`GET ${matter}/defendantlabels`]: row("configuration", "READ"),
  [`POST ${matter}/defendantlabels`]: row("configuration", "ADMIN"),
  [`PUT ${matter}/defendantlabels/:id`]: row("configuration", "ADMIN"),
  [`DELETE ${matter}/defendantlabels/:id`]: row("configuration", "ADMIN"),
  [`GET ${matter}/servedWritAt`]: row("configuration", "READ"),
  [`POST ${matter}/servedWritAt`]: row("configuration", "ADMIN"),
  [`PUT ${matter}/servedWritAt/:id`]: row("configuration", "ADMIN"),
  [`DELETE ${matter}/servedWritAt/:id`]: row("configuration", "ADMIN"),
  [`GET ${matter}/categories`]: row("configuration", "READ"),
  [`GET ${matter}/courtcalendar`]: row("configuration", "READ"),
  [`PUT ${matter}/courtcalendar`]: row("configuration", "ADMIN"),

  // Menu items.
  [`GET ${matter}/menuitems`]: row("menuItems", "READ"),
  [`POST ${matter}/menuitems`]: row("menuItems", "CREATE"),
  [`PUT ${matter}/menuitems`]: row("menuItems", "WRITE"),
  [`DELETE ${matter}/menuitems/:id`]: row("menuItems", "DELETE"),

  // Participants (the users tab). Searching the people to add belongs to adding one (CREATE); resending
  // an activation e-mail changes the participation (WRITE).
  [`GET ${matter}/participations`]: row("participants", "READ"),
  [`GET ${matter}/participations/search`]: row("participants", "CREATE"),
  [`POST ${matter}/participations`]: row("participants", "CREATE"),
  [`PUT ${matter}/participations/:participationId`]: row("participants", "WRITE"),
  [`DELETE ${matter}/participations/:participationId`]: row("participants", "DELETE"),
  [`GET ${matter}/participations/:participationId/activation`]: row("participants", "WRITE"),

  // Proceedings and their parts (claimants, defendants, trucks, costs, judgements, settlements, their
  // imports): one matrix row. A part is added, changed or removed by WRITE on its proceeding, so
  // LOCAL_COUNSEL (RW) keeps its parts up to date; CREATE and DELETE are of the proceeding itself. The
  // code preview is a read.
  [`GET ${matter}/proceedings`]: row("proceedings", "READ"),
  [`GET ${matter}/proceedings/search`]: row("proceedings", "READ"),
  [`GET ${matter}/proceedings/export`]: row("proceedings", "READ"),
  [`GET ${proceeding}`]: row("proceedings", "READ"),
  [`POST ${matter}/proceedings`]: row("proceedings", "CREATE"),
  [`PUT ${proceeding}`]: row("proceedings", "WRITE"),
  [`DELETE ${proceeding}`]: row("proceedings", "DELETE"),
  [`GET ${proceeding}/history`]: row("proceedings", "READ"),
  "GET /api/dbbw/:matterId/proceedingcode": row("proceedings", "READ"),
  [`GET ${proceeding}/claimants`]: row("proceedings", "READ"),
  [`GET ${proceeding}/claimants/export`]: row("proceedings", "READ"),
  [`PUT ${proceeding}/claimants`]: row("proceedings", "WRITE"),
  [`DELETE ${proceeding}/claimants/:id`]: row("proceedings", "WRITE"),
  [`GET ${proceeding}/trucks`]: row("proceedings", "READ"),
  [`GET ${proceeding}/trucks/export`]: row("proceedings", "READ"),
  [`GET ${proceeding}/trucks/search`]: row("proceedings", "READ"),
  [`GET ${proceeding}/trucks/confirmed/count`]: row("proceedings", "READ"),
  [`GET ${proceeding}/trucks/unconfirmed/count`]: row("proceedings", "READ"),
  [`GET ${proceeding}/trucks/truck-information`]: row("proceedings", "READ"),
  [`POST ${proceeding}/trucks`]: row("proceedings", "WRITE"),
  [`PATCH ${proceeding}/trucks/:id`]: row("proceedings", "WRITE"),
  [`DELETE ${proceeding}/trucks/:id`]: row("proceedings", "WRITE"),
  [`PUT ${proceeding}/trucks/confirm`]: row("proceedings", "WRITE"),
  [`GET ${proceeding}/defendants`]: row("proceedings", "READ"),
  [`GET ${proceeding}/defendants/export`]: row("proceedings", "READ"),
  [`PUT ${proceeding}/defendants`]: row("proceedings", "WRITE"),
  [`GET ${proceeding}/resolutions`]: row("proceedings", "READ"),
  [`GET ${proceeding}/resolutions/export`]: row("proceedings", "READ"),
  [`GET ${proceeding}/resolutions/hearings`]: row("proceedings", "READ"),
  [`POST ${proceeding}/resolutions`]: row("proceedings", "WRITE"),
  [`PUT ${proceeding}/resolutions/:id`]: row("proceedings", "WRITE"),
  [`DELETE ${proceeding}/resolutions/:id`]: row("proceedings", "WRITE"),
  [`GET ${proceeding}/grantedCosts`]: row("proceedings", "READ"),
  [`PUT ${proceeding}/grantedCosts`]: row("proceedings", "WRITE"),
  [`GET ${proceeding}/claimants/import/template`]: row("proceedings", "READ"),
  [`POST ${proceeding}/claimants/import/preview`]: row("proceedings", "WRITE"),
  [`POST ${proceeding}/claimants/import/:importId/commit`]: row("proceedings", "WRITE"),
  [`GET ${proceeding}/trucks/import/template`]: row("proceedings", "READ"),
  [`POST ${proceeding}/trucks/import/preview`]: row("proceedings", "WRITE"),
  [`POST ${proceeding}/trucks/import/:importId/commit`]: row("proceedings", "WRITE"),

  // Expected totals and the aggregator (the totals beside the proceedings' figures).
  [`GET ${matter}/totals`]: row("expectedTotals", "READ"),
  [`GET ${matter}/totals/:id`]: row("expectedTotals", "READ"),
  [`GET ${matter}/totals/category/:categoryCode`]: row("expectedTotals", "READ"),
  [`POST ${matter}/totals`]: row("expectedTotals", "CREATE"),
  [`PUT ${matter}/totals/:id`]: row("expectedTotals", "WRITE"),
  [`DELETE ${matter}/totals/:id`]: row("expectedTotals", "DELETE"),
  [`GET ${matter}/aggregator`]: row("expectedTotals", "READ"),
  [`GET ${matter}/aggregator/export`]: row("expectedTotals", "READ"),

  // Templates: trackings of a category (the DELETE path names the template as a tracking).
  [`GET ${matter}/tracking/templates`]: row("templates", "READ"),
  [`GET ${matter}/tracking/templates/available/:categoryCode`]: row("templates", "READ"),
  [`GET ${matter}/tracking/templates/:templateId`]: row("templates", "READ"),
  [`POST ${matter}/tracking/templates`]: row("templates", "CREATE"),
  [`PUT ${matter}/tracking/templates/:templateId`]: row("templates", "WRITE"),
  [`DELETE ${matter}/tracking/:trackingId`]: row("templates", "DELETE"),

  // Trackings, steps and step documents. The proposal computes deadlines without saving: a read.
  [`GET ${proceeding}/tracking/available`]: row("trackings", "READ"),
  [`POST ${proceeding}/tracking`]: row("trackings", "CREATE"),
  [`GET ${tracking}`]: row("trackings", "READ"),
  [`PUT ${tracking}`]: row("trackings", "WRITE"),
  [`GET ${tracking}/activities/count`]: row("trackings", "READ"),
  [`PUT ${step}/done`]: row("trackings", "WRITE"),
  [`DELETE ${step}/done`]: row("trackings", "WRITE"),
  [`GET ${matter}/proceduralsteps/missed`]: row("trackings", "READ"),
  [`GET ${matter}/proceduralsteps/missed/export`]: row("trackings", "READ"),
  [`POST ${proceeding}/tracking/proposal`]: row("trackings", "READ"),
  [`GET ${proceeding}/tracking/workingday`]: row("trackings", "READ"),
  [`POST ${step}/attacheddocuments`]: row("trackings", "UPLOAD"),
  [`DELETE ${step}/attacheddocuments`]: row("trackings", "DELETE"),
  [`GET ${step}/attachedDocuments/:documentId/download`]: row("trackings", "READ"),

  // Activities: the matter comes from the activity or tracking named. The search and its export name a
  // tracking in the query only when filtering by one; without it they list across the caller's matters.
  "GET /api/dbbw/activities/search": row("activities", "READ", { matter: "query:trackingId" }),
  "GET /api/dbbw/activities/export": row("activities", "READ", { matter: "query:trackingId" }),
  "GET /api/dbbw/activities/tracking/:trackingId": row("activities", "READ", { matter: "path:trackingId" }),
  [`GET ${activity}`]: row("activities", "READ", onActivity),
  "POST /api/dbbw/activities": row("activities", "CREATE", { matter: "body:trackingId" }),
  [`PUT ${activity}`]: row("activities", "WRITE", onActivity),
  [`DELETE ${activity}`]: row("activities", "DELETE", onActivity),

  // Comments and their documents, on the activity in the path. WRITE and DELETE only on one's own
  // comment (own; on the read of one comment, its answer's permissions count one's own verbs); the
  // client's approval is its own row, its removal SYSTEM_ADMIN's alone (no role holds its DELETE).
  [`GET ${activity}/comments`]: row("comments", "READ", onActivity),
  [`GET ${comment}`]: row("comments", "READ", ownOnActivity),
  [`POST ${activity}/comments`]: row("comments", "CREATE", onActivity),
  [`PUT ${comment}`]: row("comments", "WRITE", ownOnActivity),
  [`DELETE ${comment}`]: row("comments", "DELETE", ownOnActivity),
  [`POST ${comment}/attachedDocuments`]: row("comments", "WRITE", ownOnActivity),
  [`PUT ${commentDocument}`]: row("comments", "WRITE", ownOnActivity),
  [`PUT ${commentDocument}/approve`]: row("commentDocumentApproval", "CREATE", onActivity),
  [`DELETE ${commentDocument}`]: row("comments", "DELETE", ownOnActivity),
  [`DELETE ${commentDocument}/approved`]: row("commentDocumentApproval", "DELETE", onActivity),
  [`GET ${commentDocument}/download`]: row("comments", "READ", onActivity),

  // Work packages and their approvals. own = created by or assigned to the caller: local counsel write
  // (and FULL_ACCESS delete) only their own, and read approvals only of their own.
  [`GET ${matter}/workpackage`]: row("workPackages", "READ"),
  [`GET ${matter}/workpackage/export`]: row("workPackages", "READ"),
  [`GET ${matter}/workpackage/assignees`]: row("workPackages", "READ"),
  [`POST ${matter}/workpackage`]: row("workPackages", "CREATE"),
  [`GET ${matter}/workpackage/:number`]: row("workPackages", "READ", { own: true }),
  [`PUT ${matter}/workpackage/:number`]: row("workPackages", "WRITE", { own: true }),
  [`DELETE ${matter}/workpackage/:number`]: row("workPackages", "DELETE", { own: true }),
  [`GET ${matter}/workpackage/:number/approval`]: row("workPackageApprovals", "READ", { own: true }),
  [`GET ${matter}/workpackage/:number/timeline`]: row("workPackages", "READ", { own: true }),
  [`POST ${matter}/workpackage/:number/approval`]: row("workPackageApprovals", "CREATE"),

  // Documents' copies to Connect: the matter's panel and its retries (ADMIN), the retry of one
  // document's copy by its uploader (WRITE own).
  [`GET ${matter}/connect-copies`]: row("connectCopies", "ADMIN"),
  [`POST ${matter}/connect-copies/retry`]: row("connectCopies", "ADMIN"),
  [`GET ${matter}/connect-copies/failed`]: row("connectCopies", "ADMIN"),
  "POST /api/dbbw/documents/:documentId/connect-copy/retry": row("connectCopies", "WRITE", {
    matter: "path:documentId",
    own: true,
  }),
};

/** The table's rows: "METHOD /api/path" split, with its access. */
export const routeTableRows = Object.entries(routeTable).map(([label, access]) => {
  const [method = "", url = ""] = label.split(" ");
  return { method, url, access, label };
});
