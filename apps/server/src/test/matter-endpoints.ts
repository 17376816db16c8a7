// Every endpoint under dbbw/, from the reviewed table of who may call each route
// (permissions/route-table.ts, not the routes' own declarations, which the route-completeness test
// holds against it): the matrix row and verb each needs, its path filled from a fixture matter, and
// a valid payload where it takes one. The authorization test calls each as every kind of caller,
// the bad-input, fuzz, version and idempotency tests with their own variations.
import { isLocalCounselRole, type ParticipationRole, type Verb } from "@litfolio/shared/permissions";
import { eq } from "drizzle-orm";
import { assetLabels, defendantLabels, servedWritPlaces } from "../db/schema/matters";
import { claimants, trucks } from "../db/schema/proceedings";
import { resolutions } from "../db/schema/resolutions";
import { proceduralSteps } from "../db/schema/tracking";
import type { Resource } from "../permissions/matrix";
import { routeTableRows } from "../permissions/route-table";
import type { Method } from "./api";
import {
  addParticipation,
  createActivity,
  createCategory,
  createComment,
  createDocument,
  createLabel,
  createMatter,
  createMenuItem,
  createProceeding,
  createTotals,
  createTracking,
  createUser,
  createWorkPackage,
  workPackageBody,
} from "./factories";
import type { TestApp } from "./harness";
import { importFixture } from "./import-fixture";
import { multipartFiles, samplePdf } from "./multipart";

/**
 * A fresh matter with one object of each kind to act on (a proceeding in the jurisdiction, unless
 * the matter must stay empty), and the participant (if any) on it in their role (local counsel on
 * the matter's jurisdiction). Rows that do not need each other are inserted together: on
 * PostgreSQL they go over several connections at once (most tests that call routes build many).
 */
export async function matterFixture(
  t: Pick<TestApp, "database" | "app">,
  participant?: { userId: number; role: ParticipationRole },
  { empty = false, author, approved = false }: { empty?: boolean; author?: number; approved?: boolean } = {},
) {
  const db = t.database.db;
  const matter = await createMatter(db);
  const [jurisdiction, workstream, other] = await Promise.all([
    createCategory(db, matter.id, { type: "jurisdiction" }),
    createCategory(db, matter.id, { type: "workstream" }),
    createUser(db, { active: false }),
  ]);
  // Created by and assigned to the caller (or the participant): the routes on one's own package.
  const owner = author ?? participant?.userId ?? null;
  const [, participation, workPackage, totals, assetlabel, defendantlabel, writ, menuItem, parts] =
    await Promise.all([
      participant &&
        addParticipation(
          db,
          matter.id,
          participant.userId,
          participant.role,
          isLocalCounselRole(participant.role) ? [jurisdiction.id] : [],
        ),
      addParticipation(db, matter.id, other.id, "DB_EXTERNAL"),
      createWorkPackage(db, matter.id, { createdBy: owner, assigneeId: owner }),
      createTotals(db, matter.id, jurisdiction.id),
      createLabel(db, assetLabels, matter.id),
      createLabel(db, defendantLabels, matter.id),
      createLabel(db, servedWritPlaces, matter.id),
      createMenuItem(db, matter.id),
      proceedingParts(t, matter.id, jurisdiction.id, {
        empty,
        author,
        approved,
        workstream: workstream.id,
        // The matter's first participant, else the other participant.
        assignee: participant?.userId ?? other.id,
      }),
    ]);
  return {
    workPackage: workPackage.number,
    totals: totals.id,
    jurisdictionCode: jurisdiction.code,
    matter: matter.id,
    jurisdiction: jurisdiction.id,
    workstream: workstream.id,
    assetlabel: assetlabel.id,
    defendantlabel: defendantlabel.id,
    writ: writ.id,
    menuItem: menuItem.id,
    menuItemUrl: "https://www.example.com",
    participation: participation.id,
    ...parts,
  };
}

interface PartOptions {
  empty: boolean;
  /** Who wrote the activity's comment: the caller, for the routes on one's own comment (else the assignee). */
  author: number | undefined;
  /** The comment's document is already approved by the client (the route that removes one). */
  approved: boolean;
  /** The matter's workstream, for the template. */
  workstream: number;
  /** The user responsible for the activity. */
  assignee: number;
}

/**
 * A proceeding in the jurisdiction with a claimant, a truck, a judgement, a settlement and a tracking
 * of one step, and the workstream's template of one step (ids 0 for an empty matter).
 */
async function proceedingParts(
  t: Pick<TestApp, "database" | "app">,
  matterId: number,
  categoryId: number,
  { empty, author, ...options }: PartOptions,
) {
  const db = t.database.db;
  if (empty) {
    return {
      proceeding: 0,
      claimant: 0,
      truck: 0,
      judgement: 0,
      settlement: 0,
      ...noTrackingParts,
      ...(await importFixture(db, matterId, 0, author)),
    };
  }
  const proceeding = (await createProceeding(db, matterId, categoryId)).id;
  const [[claimant], [truck], [judgement, settlement], tracking] = await Promise.all([
    db
      .insert(claimants)
      .values({ proceedingId: proceeding, fullName: "Koster B.V.", shortName: "Koster", position: 0 })
      .returning(),
    db.insert(trucks).values({ proceedingId: proceeding, chassisNumber: "XLRTE47MS0E000001" }).returning(),
    db
      .insert(resolutions)
      .values([
        {
          proceedingId: proceeding,
          resolution: "JUDGEMENT" as const,
          type: "FINAL",
          outcome: "Claim allowed",
          contents: ["QUANTUM"],
          courtName: "Rechtbank Amsterdam",
          legalEffect: "FINAL",
        },
        { proceedingId: proceeding, resolution: "SETTLEMENT" as const, type: "FULL", outcome: "Settled" },
      ])
      .returning(),
    trackingParts(t, matterId, proceeding, { author, ...options }),
  ]);
  return {
    proceeding,
    claimant: claimant?.id ?? 0,
    truck: truck?.id ?? 0,
    judgement: judgement?.id ?? 0,
    settlement: settlement?.id ?? 0,
    ...tracking,
    // Last: a preview of the proceeding as the fixture leaves it (the caller's, for the commit routes).
    ...(await importFixture(db, matterId, proceeding, author)),
  };
}

const noTrackingParts = {
  tracking: 0,
  step: 0,
  template: 0,
  templateStep: 0,
  document: 0,
  activity: 0,
  assignee: 0,
  comment: 0,
  commentDocument: 0,
};

/**
 * The proceeding's tracking with one step, done (so it can be reopened), holding one document (its
 * bytes in the test app's file store) and an activity with a comment (by `author`, else the assignee) holding a document that
 * needs approval; and a template of the matter's workstream with one step.
 */
async function trackingParts(
  t: Pick<TestApp, "database" | "app">,
  matterId: number,
  proceedingId: number,
  { author, approved, workstream, assignee }: Omit<PartOptions, "empty">,
) {
  const db = t.database.db;
  const [tracking, template] = await Promise.all([
    createTracking(db, matterId, { proceedingId }),
    createTracking(db, matterId, { categoryId: workstream }),
  ]);
  const step = tracking.steps[0]?.id ?? 0;
  const [, document, activity] = await Promise.all([
    db.update(proceduralSteps).set({ doneOn: "2026-01-09" }).where(eq(proceduralSteps.id, step)),
    createDocument(t, matterId, { stepId: step }),
    createActivity(db, matterId, tracking.tracking.id, step, { responsibleId: assignee }),
  ]);
  const comment = await createComment(db, activity.id, author ?? assignee);
  const commentDocument = await createDocument(t, matterId, {
    commentId: comment.id,
    approvalNeeded: true,
    createdBy: comment.createdBy,
    ...(approved ? { approvedAt: new Date() } : {}),
  });
  return {
    activity: activity.id,
    assignee,
    comment: comment.id,
    commentDocument: commentDocument.id,
    tracking: tracking.tracking.id,
    step,
    document: document.id,
    template: template.tracking.id,
    templateStep: template.steps[0]?.id ?? 0,
  };
}
export type Fixture = Awaited<ReturnType<typeof matterFixture>>;

export interface Endpoint {
  method: Method;
  /** The route as declared, below /api/dbbw/ ("PUT matters/:matterId"): the test titles. */
  route: string;
  path: (f: Fixture) => string;
  /** The matrix row and verb the table gives the route. */
  resource: Resource;
  verb: Verb;
  /** Under dbbw/matters/{id}, or of an object of a matter: the caller must READ the matter first. */
  matterBound: boolean;
  /** The matter is found from an id in the body (a body without it cannot name one: 400, not 404). */
  matterInBody: boolean;
  payload?: (f: Fixture) => unknown;
  /** Needs a matter without proceedings (changing a category's code, deleting what they use). */
  emptyMatter?: boolean;
  /** Needs the fixture's comment document approved by the client (removing an approved one). */
  approvedDocument?: boolean;
  /** Acts on the fixture's proceeding (`:proceedingId` in the path): scope and IDOR cases apply. */
  proceedingBound: boolean;
  /** Acts on one object the caller may own (the fixture's comment, written by `author`): `own` verbs count. */
  own: boolean;
}

let unique = 0;
const fresh = () => {
  unique += 1;
  return `${Date.now()}-${unique}`;
};

/** A VIN not used before in this run: a maker's prefix and 11 digits. */
const freshVin = () => {
  unique += 1;
  return `WDB${String(Date.now() % 1e6).padStart(6, "0")}${String(unique).padStart(8, "0")}`;
};

/** An update's body: the fields and the version a fixture's fresh row has. */
const editing =
  <Args extends unknown[]>(payload: (...args: Args) => object) =>
  (...args: Args) => ({ ...payload(...args), version: 1 });

const matterPayload = () => ({
  name: `Matter ${fresh()}`,
  key: `AUTH-${fresh()}`,
  client: "Client",
  connectFolderId: "1",
});

export const proceedingPayload = (f: Fixture) => ({
  category: { id: f.jurisdiction },
  status: { key: "ONGOING" },
  plaintiff: { fullName: "Transportbedrijf Jansen B.V.", shortName: "Jansen" },
  dbResponsible: { firstName: "Lieke", lastName: "Jansen" },
  assets: [{ id: { label: { id: f.assetlabel } }, number: 12 }],
  servedWrits: [{ id: { servedWritAt: { id: f.writ } }, status: "SERVED", servedOn: "2020-02-03" }],
  claimedCosts: { principalAmount: { type: "COST", currency: "EUR", amount: "100.000" } },
});

export const judgementPayload = () => ({
  resolution: "JUDGEMENT",
  type: "INTERIM",
  outcome: "Overcharge established, quantum left to an expert",
  contents: ["OVERCHARGE", "EXPERT"],
  court: { name: "Landgericht München I" },
  legalEffect: "NOT_FINAL",
  amountPaided: { currency: "EUR", amount: "0" },
});

export const settlementPayload = () => ({
  resolution: "SETTLEMENT",
  type: "PARTIAL",
  outcome: "Settled with one defendant",
  settledAmount: { label: "Settlement sum", currency: "EUR", amount: "125.000" },
});

export const activityPayload = (f: Fixture) => ({
  trackingId: f.tracking,
  proceduralStep: { id: f.step },
  title: "Prepare the expert hearing",
  description: "Brief the economist on the pass-on questions.",
  status: "DOING",
  dueDate: "2027-05-03",
  responsible: { id: f.assignee },
});

const workPackagePayload = (f: Fixture) => workPackageBody(f.assignee);

/** A judgement or settlement on the fixture tracking's step (required once a tracking has steps). */
const onStep = (payload: () => object) => (f: Fixture) => ({ ...payload(), step: { id: f.step } });

/** What a call needs beyond the ids in its path. */
interface Sample {
  query?: (f: Fixture) => string;
  payload?: (f: Fixture) => unknown;
  /** The object for `:id` when the path's segment does not tell (a judgement or a settlement). */
  id?: (f: Fixture) => number;
  /** The object for a named parameter when it is not the usual one (a template as `:trackingId`). */
  params?: Record<string, (f: Fixture) => number | string>;
  emptyMatter?: boolean;
  approvedDocument?: boolean;
}

const configurationPayloads = {
  jurisdictions: () => ({ code: "QQQ", name: `J ${fresh()}` }),
  workstreams: () => ({ code: "WWW", name: `W ${fresh()}` }),
  assetlabels: () => ({ name: `Item ${fresh()}` }),
  defendantlabels: () => ({ name: `Defendant ${fresh()}` }),
  servedWritAt: () => ({ name: `Place ${fresh()}` }),
};

const proceeding = "matters/:matterId/proceedings/:proceedingId";
const comments = "activities/:activityId/comments";
const comment = `${comments}/:commentId`;
const commentDocument = `${comment}/attachedDocuments/:documentId`;
/** `:documentId` under a comment is the comment's document, not the step's. */
const onComment = { documentId: (f: Fixture) => f.commentDocument };

/**
 * The samples of the routes that need more than their path's ids: a body, a query, an empty matter,
 * several calls. Every other declared route is called with its path alone, so a new route gets its
 * role-by-role cases without an entry here (route-access.test.ts checks that every write has one).
 */
export const routeSamples: Record<string, Sample[]> = {
  "GET matters/search": [{ query: () => "name=a" }],
  "POST matters": [{ payload: matterPayload }],
  "PUT matters/:matterId": [{ payload: editing(matterPayload) }],
  "DELETE matters/:matterId": [{ emptyMatter: true }],
  "GET matters/:matterId/participations/search": [{ query: () => "query=someone@example.com" }],
  "POST matters/:matterId/participations": [
    {
      payload: () => ({
        user: { emailAddress: `p${fresh()}@example.com`, firstName: "New", lastName: "Person" },
        role: { key: "DB_LAWYER" },
      }),
    },
  ],
  "PUT matters/:matterId/participations/:participationId": [
    { payload: () => ({ role: { key: "CLIENT_ACTIVE" }, version: 1 }) },
  ],
  ...Object.fromEntries(
    Object.entries(configurationPayloads).flatMap(([list, payload]) => [
      [`POST matters/:matterId/${list}`, [{ payload }]],
      [`PUT matters/:matterId/${list}/:id`, [{ payload: editing(payload), emptyMatter: true }]],
      [`DELETE matters/:matterId/${list}/:id`, [{ emptyMatter: true }]],
    ]),
  ),
  "POST matters/:matterId/menuitems": [{ payload: () => ({ name: "Link", url: "link.example.com" }) }],
  "PUT matters/:matterId/menuitems": [
    { payload: (f) => ({ items: [{ id: f.menuItem, name: "Renamed", url: f.menuItemUrl }], version: 1 }) },
  ],
  "GET matters/:matterId/proceedings/search": [{ query: () => "plaintiff=jan&statuses=" }],
  "GET :matterId/proceedingcode": [{ query: (f) => `categoryId=${f.jurisdiction}` }],
  "POST matters/:matterId/proceedings": [{ payload: proceedingPayload }],
  [`PUT ${proceeding}`]: [{ payload: editing(proceedingPayload) }],
  [`PUT ${proceeding}/claimants`]: [
    { payload: () => ({ items: [{ fullName: "Anders AB", shortName: "Anders" }], version: 1 }) },
  ],
  [`GET ${proceeding}/trucks`]: [{ query: () => "confirmed=false" }],
  [`GET ${proceeding}/trucks/search`]: [{ query: () => "chassisNumber=xlr" }],
  [`GET ${proceeding}/trucks/truck-information`]: [{ query: () => "chassisNumber=XLRTE47MS0E000001" }],
  [`POST ${proceeding}/trucks`]: [{ payload: () => ({ chassisNumber: freshVin() }) }],
  [`PATCH ${proceeding}/trucks/:id`]: [{ payload: () => ({ confirmed: true, version: 1 }) }],
  [`PUT ${proceeding}/trucks/confirm`]: [{ payload: (f) => [f.truck] }],
  [`POST ${proceeding}/claimants/import/preview`]: [
    {
      payload: () =>
        multipartFiles([
          { name: "claimants.csv", content: Buffer.from("Full name;Short name\nAnders AB;Anders\n") },
        ]),
    },
  ],
  [`POST ${proceeding}/claimants/import/:importId/commit`]: [
    { payload: () => ({ confirm: true }), params: { importId: (f) => f.claimantImport } },
  ],
  [`POST ${proceeding}/trucks/import/preview`]: [
    {
      payload: () =>
        multipartFiles([{ name: "trucks.csv", content: Buffer.from(`Chassis number\n${freshVin()}\n`) }]),
    },
  ],
  [`POST ${proceeding}/trucks/import/:importId/commit`]: [
    { payload: () => ({ confirm: true }), params: { importId: (f) => f.truckImport } },
  ],
  [`PUT ${proceeding}/defendants`]: [
    {
      // Not assessed yet: no row, so no version.
      payload: (f) => ({
        id: { label: { id: f.defendantlabel } },
        involvement: "JOINER",
        status: "ACTIVE",
        version: null,
      }),
    },
  ],
  [`GET ${proceeding}/resolutions`]: [{}, { query: () => "resolution=SETTLEMENT" }],
  [`POST ${proceeding}/resolutions`]: [
    { payload: onStep(judgementPayload) },
    { payload: onStep(settlementPayload) },
  ],
  [`PUT ${proceeding}/resolutions/:id`]: [
    { payload: editing(onStep(judgementPayload)), id: (f) => f.judgement },
    { payload: editing(onStep(settlementPayload)), id: (f) => f.settlement },
  ],
  [`DELETE ${proceeding}/resolutions/:id`]: [{ id: (f) => f.judgement }, { id: (f) => f.settlement }],
  "GET matters/:matterId/tracking/templates": [{}, { query: () => "query=country&sort=steps,desc" }],
  "POST matters/:matterId/tracking/templates": [
    {
      payload: (f) => ({
        category: { id: f.jurisdiction },
        proceduralSteps: [{ title: "Writ", averageDuration: "P2W" }],
      }),
    },
  ],
  "PUT matters/:matterId/tracking/templates/:templateId": [
    {
      payload: (f) => ({
        category: { id: f.workstream },
        proceduralSteps: [{ id: f.templateStep, title: "Statement of defence", averageDuration: "P6W" }],
        version: 1,
      }),
    },
  ],
  "GET matters/:matterId/tracking/templates/available/:categoryCode": [
    { params: { categoryCode: () => "NLD" } },
  ],
  "DELETE matters/:matterId/tracking/:trackingId": [{ params: { trackingId: (f) => f.template } }],
  [`POST ${proceeding}/tracking/:trackingId/proceduralsteps/:stepId/attacheddocuments`]: [
    { payload: () => multipartFiles([{ name: "Statement of defence.pdf", content: samplePdf() }]) },
  ],
  [`DELETE ${proceeding}/tracking/:trackingId/proceduralsteps/:stepId/attacheddocuments`]: [
    { query: (f) => `documentId=${f.document}` },
  ],
  [`POST ${proceeding}/tracking`]: [{ payload: () => ({ templateId: null }) }],
  [`PUT ${proceeding}/tracking/:trackingId`]: [
    {
      payload: (f) => ({
        proceduralSteps: [{ id: f.step, title: "Writ of summons served", deadline: "2027-01-11" }],
        version: 1,
      }),
    },
  ],
  [`PUT ${proceeding}/tracking/:trackingId/proceduralsteps/:stepId/done`]: [
    { payload: () => ({ doneOn: "2026-01-09", version: 1 }) },
  ],
  [`DELETE ${proceeding}/tracking/:trackingId/proceduralsteps/:stepId/done`]: [{ query: () => "version=1" }],
  [`POST ${proceeding}/tracking/proposal`]: [
    {
      payload: (f) => ({
        proceduralSteps: [
          { id: f.step, title: "Writ of summons served", deadline: "2027-07-15", averageDuration: "P1M" },
          { title: "Statement of defence" },
        ],
        from: 0,
      }),
    },
  ],
  [`GET ${proceeding}/tracking/workingday`]: [{ query: () => "date=2027-08-16" }],
  "PUT matters/:matterId/courtcalendar": [
    {
      payload: (f) => ({
        defaultCountry: "DEU",
        vacations: [{ category: { id: f.jurisdiction }, from: "01-08", to: "31-08", label: "August" }],
        version: 1,
      }),
    },
  ],
  // Filtered by the fixture's tracking, so on its matter (without it: across the caller's matters).
  "GET activities/search": [{ query: (f) => `trackingId=${f.tracking}` }],
  "GET activities/export": [{ query: (f) => `trackingId=${f.tracking}` }],
  "POST activities": [{ payload: (f) => activityPayload(f) }],
  "PUT activities/:activityId": [{ payload: editing(activityPayload) }],
  "POST matters/:matterId/totals": [
    {
      payload: (f) => ({
        category: { id: f.workstream },
        totalNumberOfFirstAssets: "1.200",
        totalNumberOfProceedings: 12,
      }),
    },
  ],
  "PUT matters/:matterId/totals/:id": [
    {
      payload: (f) => ({
        category: { id: f.jurisdiction },
        totalNumberOfFirstAssets: 900,
        totalNumberOfProceedings: 9,
        version: 1,
      }),
    },
  ],
  "GET matters/:matterId/totals/category/:categoryCode": [
    { params: { categoryCode: (f) => f.jurisdictionCode } },
  ],
  "GET matters/:matterId/aggregator": [{}, { query: () => "statuses=ONGOING,ONGOING_BUT_SETTLED" }],
  "POST matters/:matterId/workpackage": [{ payload: (f) => workPackagePayload(f) }],
  "PUT matters/:matterId/workpackage/:number": [{ payload: editing(workPackagePayload) }],
  "POST matters/:matterId/workpackage/:number/approval": [
    {
      payload: () => ({
        status: "APPROVED",
        comments: "Approved within budget",
        amountApproved: "45.000",
        version: 1,
      }),
    },
  ],
  [`POST ${comments}`]: [
    {
      query: () => "approvalNeeded=true",
      payload: () =>
        multipartFiles([{ name: "Draft defence.pdf", content: samplePdf() }], {
          text: "<p>Draft for approval</p>",
        }),
    },
  ],
  [`PUT ${comment}`]: [{ payload: () => multipartFiles([], { text: "<p>Revised</p>", version: "1" }) }],
  [`POST ${comment}/attachedDocuments`]: [
    { payload: () => multipartFiles([{ name: "Annex.pdf", content: samplePdf() }]) },
  ],
  [`PUT ${commentDocument}`]: [{ payload: () => ({ approvalNeeded: false }), params: onComment }],
  [`PUT ${commentDocument}/approve`]: [{ payload: () => ({ approved: true }), params: onComment }],
  [`DELETE ${commentDocument}`]: [{ params: onComment }],
  [`DELETE ${commentDocument}/approved`]: [
    { payload: () => ({ reason: "Filed on the wrong matter" }), params: onComment, approvedDocument: true },
  ],
  [`GET ${commentDocument}/download`]: [{ params: onComment }],
  "POST matters/:matterId/connect-copies/retry": [{ payload: () => ({ status: "FAILED" }) }],
  // The comment's document: uploaded by the fixture's author, the caller (the uploader's own retry).
  "POST documents/:documentId/connect-copy/retry": [
    { payload: () => ({ status: "FAILED" }), params: onComment },
  ],
  [`PUT ${proceeding}/grantedCosts`]: [
    {
      // Before the first save of granted costs there is no row, so no version.
      payload: () => ({
        grantedCosts: { principalAmount: { type: "COST", currency: "EUR", amount: "80.000" } },
        version: null,
      }),
    },
  ],
};

/** The fixture's object for a path parameter: by its name, or for `:id` by the segment before it. */
const idsByParameter: Record<string, (f: Fixture) => number> = {
  matterId: (f) => f.matter,
  proceedingId: (f) => f.proceeding,
  participationId: (f) => f.participation,
  templateId: (f) => f.template,
  trackingId: (f) => f.tracking,
  stepId: (f) => f.step,
  documentId: (f) => f.document,
  activityId: (f) => f.activity,
  commentId: (f) => f.comment,
  number: (f) => f.workPackage,
};
const idsBySegment: Record<string, (f: Fixture) => number> = {
  jurisdictions: (f) => f.jurisdiction,
  workstreams: (f) => f.workstream,
  assetlabels: (f) => f.assetlabel,
  defendantlabels: (f) => f.defendantlabel,
  servedWritAt: (f) => f.writ,
  menuitems: (f) => f.menuItem,
  claimants: (f) => f.claimant,
  trucks: (f) => f.truck,
  totals: (f) => f.totals,
};

function pathOf(route: string, sample: Sample) {
  const segments = route.split("/");
  return (f: Fixture) => {
    const filled = segments.map((segment, index) => {
      if (!segment.startsWith(":")) return segment;
      const name = segment.slice(1);
      const id =
        name === "id"
          ? (sample.id ?? idsBySegment[segments[index - 1] ?? ""])
          : (sample.params?.[name] ?? idsByParameter[name]);
      if (!id) throw new Error(`matter-endpoints.ts: no fixture object for ${segment} in ${route}`);
      return String(id(f));
    });
    const query = sample.query?.(f);
    return filled.join("/") + (query ? `?${query}` : "");
  };
}

const DBBW = "/api/dbbw/";

/** "METHOD path below /api/dbbw/", the key of `routeSamples`. */
export const routeKey = (route: { method: string; url: string }) =>
  `${route.method} ${route.url.slice(DBBW.length)}`;

/** The table's dbbw/ routes with a matrix row and verb, in the table's order. */
export const resourceRoutes = () =>
  routeTableRows.flatMap(({ method, url, access }) =>
    url.startsWith(DBBW) && typeof access === "object" ? [{ method, url, access }] : [],
  );

/** Every call the tests make: one per sample of each resource route of the table. */
export function matterEndpoints(): Endpoint[] {
  return resourceRoutes().flatMap(({ method, url, access }) => {
    const route = url.slice(DBBW.length);
    return (routeSamples[`${method} ${route}`] ?? [{}]).map((sample) => ({
      method: method as Method,
      route,
      path: pathOf(route, sample),
      resource: access.resource,
      verb: access.verb,
      matterBound: route.includes(":matterId") || access.matter !== undefined,
      matterInBody: access.matter?.startsWith("body:") === true,
      proceedingBound: route.includes(":proceedingId"),
      own: access.own === true,
      ...(sample.payload ? { payload: sample.payload } : {}),
      ...(sample.emptyMatter ? { emptyMatter: true } : {}),
      ...(sample.approvedDocument ? { approvedDocument: true } : {}),
    }));
  });
}

/** "PUT matters/:matterId/jurisdictions/:id": an endpoint's name for test titles. */
export const endpointLabel = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.route}`;
