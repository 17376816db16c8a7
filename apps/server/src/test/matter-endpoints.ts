// Every endpoint under dbbw/ that issues 3 and 4 added, with the matrix row and verb it needs and a
// valid payload: the authorization test calls each as every kind of caller, the bad-input test with
// junk.
import { isLocalCounselRole, type ParticipationRole, type Verb } from "@litfolio/shared/permissions";
import type { DbOrTx } from "../db/client";
import { assetLabels, claimants, defendantLabels, resolutions, servedWritPlaces, trucks } from "../db/schema";
import type { Resource } from "../permissions/matrix";
import type { Method } from "./api";
import {
  addParticipation,
  createCategory,
  createLabel,
  createMatter,
  createMenuItem,
  createProceeding,
  createUser,
} from "./factories";

/**
 * A fresh matter with one object of each kind to act on (a proceeding in the jurisdiction, unless
 * the matter must stay empty), and the participant (if any) on it in their role (local counsel on
 * the matter's jurisdiction).
 */
export async function matterFixture(
  db: DbOrTx,
  participant?: { userId: number; role: ParticipationRole },
  { empty = false } = {},
) {
  const matter = await createMatter(db);
  const jurisdiction = await createCategory(db, matter.id, { type: "jurisdiction" });
  const workstream = await createCategory(db, matter.id, { type: "workstream" });
  if (participant) {
    const { userId, role } = participant;
    await addParticipation(db, matter.id, userId, role, isLocalCounselRole(role) ? [jurisdiction.id] : []);
  }
  const other = await createUser(db, { active: false });
  return {
    matter: matter.id,
    jurisdiction: jurisdiction.id,
    workstream: workstream.id,
    assetlabel: (await createLabel(db, assetLabels, matter.id)).id,
    defendantlabel: (await createLabel(db, defendantLabels, matter.id)).id,
    writ: (await createLabel(db, servedWritPlaces, matter.id)).id,
    menuItem: (await createMenuItem(db, matter.id)).id,
    menuItemUrl: "https://www.example.com",
    participation: (await addParticipation(db, matter.id, other.id, "DB_EXTERNAL")).id,
    ...(await proceedingParts(db, matter.id, jurisdiction.id, empty)),
  };
}

/** A proceeding in the jurisdiction with a claimant, a truck, a judgement and a settlement (ids 0 for an empty matter). */
async function proceedingParts(db: DbOrTx, matterId: number, categoryId: number, empty: boolean) {
  if (empty) return { proceeding: 0, claimant: 0, truck: 0, judgement: 0, settlement: 0 };
  const proceeding = (await createProceeding(db, matterId, categoryId)).id;
  const [claimant] = await db
    .insert(claimants)
    .values({ proceedingId: proceeding, fullName: "Koster B.V.", shortName: "Koster", position: 0 })
    .returning();
  const [truck] = await db
    .insert(trucks)
    .values({ proceedingId: proceeding, chassisNumber: "XLRTE47MS0E000001" })
    .returning();
  const [judgement, settlement] = await db
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
    .returning();
  return {
    proceeding,
    claimant: claimant?.id ?? 0,
    truck: truck?.id ?? 0,
    judgement: judgement?.id ?? 0,
    settlement: settlement?.id ?? 0,
  };
}
export type Fixture = Awaited<ReturnType<typeof matterFixture>>;

export interface Endpoint {
  method: Method;
  path: (f: Fixture) => string;
  /** The matrix row and verb the endpoint needs. */
  resource: Resource;
  verb: Verb;
  /** Under dbbw/matters/{id}: the caller must READ the matter first. */
  matterBound: boolean;
  payload?: (f: Fixture) => unknown;
  /** Needs a matter without proceedings (changing a category's code, deleting what they use). */
  emptyMatter?: boolean;
  /** Acts on the fixture's proceeding (`{proceeding}` in the path): scope and IDOR cases apply. */
  proceedingBound?: boolean;
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

export const matterEndpoints: Endpoint[] = [
  { method: "GET", path: () => "matters", resource: "matterList", verb: "READ", matterBound: false },
  {
    method: "GET",
    path: () => "matters/search?name=a",
    resource: "matterList",
    verb: "READ",
    matterBound: false,
  },
  {
    method: "POST",
    path: () => "matters",
    resource: "matterList",
    verb: "CREATE",
    matterBound: false,
    payload: matterPayload,
  },
  {
    method: "GET",
    path: () => "participationroles",
    resource: "matterList",
    verb: "READ",
    matterBound: false,
  },
  { method: "GET", path: (f) => `matters/${f.matter}`, resource: "matter", verb: "READ", matterBound: true },
  {
    method: "PUT",
    path: (f) => `matters/${f.matter}`,
    resource: "matter",
    verb: "WRITE",
    matterBound: true,
    payload: editing(matterPayload),
  },
  {
    method: "DELETE",
    path: (f) => `matters/${f.matter}`,
    resource: "matter",
    verb: "DELETE",
    matterBound: true,
    emptyMatter: true,
  },
  {
    method: "GET",
    path: (f) => `matters/${f.matter}/assignees`,
    resource: "matter",
    verb: "READ",
    matterBound: true,
  },
  {
    method: "GET",
    path: (f) => `matters/${f.matter}/participations`,
    resource: "participants",
    verb: "READ",
    matterBound: true,
  },
  {
    method: "GET",
    path: (f) => `matters/${f.matter}/participations/search?query=someone@example.com`,
    resource: "participants",
    verb: "CREATE",
    matterBound: true,
  },
  {
    method: "POST",
    path: (f) => `matters/${f.matter}/participations`,
    resource: "participants",
    verb: "CREATE",
    matterBound: true,
    payload: () => ({
      user: { emailAddress: `p${fresh()}@example.com`, firstName: "New", lastName: "Person" },
      role: { key: "DB_LAWYER" },
    }),
  },
  {
    method: "PUT",
    path: (f) => `matters/${f.matter}/participations/${f.participation}`,
    resource: "participants",
    verb: "WRITE",
    matterBound: true,
    payload: () => ({ role: { key: "CLIENT_ACTIVE" }, version: 1 }),
  },
  {
    method: "DELETE",
    path: (f) => `matters/${f.matter}/participations/${f.participation}`,
    resource: "participants",
    verb: "DELETE",
    matterBound: true,
  },
  {
    method: "GET",
    path: (f) => `matters/${f.matter}/participations/${f.participation}/activation`,
    resource: "participants",
    verb: "WRITE",
    matterBound: true,
  },
  {
    method: "GET",
    path: (f) => `matters/${f.matter}/categories`,
    resource: "configuration",
    verb: "READ",
    matterBound: true,
  },
  ...(
    [
      ["jurisdictions", (f: Fixture) => f.jurisdiction, () => ({ code: "QQQ", name: `J ${fresh()}` })],
      ["workstreams", (f: Fixture) => f.workstream, () => ({ code: "WWW", name: `W ${fresh()}` })],
      ["assetlabels", (f: Fixture) => f.assetlabel, () => ({ name: `Item ${fresh()}` })],
      ["defendantlabels", (f: Fixture) => f.defendantlabel, () => ({ name: `Defendant ${fresh()}` })],
      ["servedWritAt", (f: Fixture) => f.writ, () => ({ name: `Place ${fresh()}` })],
    ] as const
  ).flatMap(([list, id, payload]): Endpoint[] => [
    {
      method: "GET",
      path: (f) => `matters/${f.matter}/${list}`,
      resource: "configuration",
      verb: "READ",
      matterBound: true,
    },
    {
      method: "POST",
      path: (f) => `matters/${f.matter}/${list}`,
      resource: "configuration",
      verb: "ADMIN",
      matterBound: true,
      payload,
    },
    {
      method: "PUT",
      path: (f) => `matters/${f.matter}/${list}/${id(f)}`,
      resource: "configuration",
      verb: "ADMIN",
      matterBound: true,
      payload: editing(payload),
      emptyMatter: true,
    },
    {
      method: "DELETE",
      path: (f) => `matters/${f.matter}/${list}/${id(f)}`,
      resource: "configuration",
      verb: "ADMIN",
      matterBound: true,
      emptyMatter: true,
    },
  ]),
  {
    method: "GET",
    path: (f) => `matters/${f.matter}/menuitems`,
    resource: "menuItems",
    verb: "READ",
    matterBound: true,
  },
  {
    method: "POST",
    path: (f) => `matters/${f.matter}/menuitems`,
    resource: "menuItems",
    verb: "CREATE",
    matterBound: true,
    payload: () => ({ name: "Link", url: "link.example.com" }),
  },
  {
    method: "PUT",
    path: (f) => `matters/${f.matter}/menuitems`,
    resource: "menuItems",
    verb: "WRITE",
    matterBound: true,
    payload: (f) => ({ items: [{ id: f.menuItem, name: "Renamed", url: f.menuItemUrl }], version: 1 }),
  },
  {
    method: "DELETE",
    path: (f) => `matters/${f.matter}/menuitems/${f.menuItem}`,
    resource: "menuItems",
    verb: "DELETE",
    matterBound: true,
  },
];

export const proceedingPayload = (f: Fixture) => ({
  category: { id: f.jurisdiction },
  status: { key: "ONGOING" },
  plaintiff: { fullName: "Transportbedrijf Jansen B.V.", shortName: "Jansen" },
  dbResponsible: { firstName: "Lieke", lastName: "Jansen" },
  assets: [{ id: { label: { id: f.assetlabel } }, number: 12 }],
  servedWrits: [{ id: { servedWritAt: { id: f.writ } }, status: "SERVED", servedOn: "2020-02-03" }],
  claimedCosts: { principalAmount: { type: "COST", currency: "EUR", amount: "100.000" } },
});

const lookup = (path: string): Endpoint => ({
  method: "GET",
  path: () => path,
  resource: "matterList",
  verb: "READ",
  matterBound: false,
});

/** The proceedings endpoints (issue 4). */
export const proceedingEndpoints: Endpoint[] = [
  lookup("proceedingstatus"),
  lookup("currencies"),
  lookup("truckInformationSources"),
  ...(
    [
      ["GET", (f: Fixture) => `matters/${f.matter}/proceedings`, "READ"],
      ["GET", (f: Fixture) => `matters/${f.matter}/proceedings/search?plaintiff=jan&statuses=`, "READ"],
      ["GET", (f: Fixture) => `${f.matter}/proceedingcode?categoryId=${f.jurisdiction}`, "READ"],
    ] as const
  ).map(
    ([method, path, verb]): Endpoint => ({ method, path, resource: "proceedings", verb, matterBound: true }),
  ),
  {
    method: "POST",
    path: (f) => `matters/${f.matter}/proceedings`,
    resource: "proceedings",
    verb: "CREATE",
    matterBound: true,
    payload: proceedingPayload,
  },
  ...(
    [
      ["GET", "", "READ"],
      ["PUT", "", "WRITE"],
      ["DELETE", "", "DELETE"],
      ["GET", "/history", "READ"],
    ] as const
  ).map(
    ([method, suffix, verb]): Endpoint => ({
      method,
      path: (f) => `matters/${f.matter}/proceedings/${f.proceeding}${suffix}`,
      resource: "proceedings",
      verb,
      matterBound: true,
      proceedingBound: true,
      ...(method === "PUT" ? { payload: editing(proceedingPayload) } : {}),
    }),
  ),
];

/** The lists of one proceeding: claimants, trucks, defendants (READ to read, WRITE to change). */
const proceedingListEndpoints: Endpoint[] = (
  [
    ["GET", "claimants", "READ"],
    [
      "PUT",
      "claimants",
      "WRITE",
      () => ({ items: [{ fullName: "Anders AB", shortName: "Anders" }], version: 1 }),
    ],
    ["DELETE", "claimants/{claimant}", "WRITE"],
    ["GET", "trucks?confirmed=false", "READ"],
    ["GET", "trucks/search?chassisNumber=xlr", "READ"],
    ["GET", "trucks/confirmed/count", "READ"],
    ["GET", "trucks/unconfirmed/count", "READ"],
    ["GET", "trucks/truck-information?chassisNumber=XLRTE47MS0E000001", "READ"],
    ["POST", "trucks", "WRITE", () => ({ chassisNumber: freshVin() })],
    ["PATCH", "trucks/{truck}", "WRITE", () => ({ confirmed: true, version: 1 })],
    ["DELETE", "trucks/{truck}", "WRITE"],
    ["PUT", "trucks/confirm", "WRITE", (f: Fixture) => [f.truck]],
    ["GET", "defendants", "READ"],
    [
      "PUT",
      "defendants",
      "WRITE",
      // Not assessed yet: no row, so no version.
      (f: Fixture) => ({
        id: { label: { id: f.defendantlabel } },
        involvement: "JOINER",
        status: "ACTIVE",
        version: null,
      }),
    ],
  ] as const
).map(
  ([method, suffix, verb, payload]: readonly [
    Method,
    string,
    Verb,
    ((f: Fixture) => unknown)?,
  ]): Endpoint => ({
    method,
    path: (f) =>
      `matters/${f.matter}/proceedings/${f.proceeding}/${suffix.replace("{claimant}", String(f.claimant)).replace("{truck}", String(f.truck))}`,
    resource: "proceedings",
    verb,
    matterBound: true,
    proceedingBound: true,
    ...(payload ? { payload } : {}),
  }),
);

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

/** Before the first save of granted costs there is no row, so no version. */
const grantedCostsPayload = () => ({
  grantedCosts: { principalAmount: { type: "COST", currency: "EUR", amount: "80.000" } },
  version: null,
});

/** Judgements, settlements and granted costs of one proceeding; their lookups. */
const resolutionEndpoints: Endpoint[] = [
  ...["judgement/types", "judgement/instances", "judgement/legaleffects", "judgement/contents"].map(lookup),
  ...["settlement/types", "settlement/contents"].map(lookup),
  ...(
    [
      ["GET", "resolutions", "READ"],
      ["GET", "resolutions?resolution=SETTLEMENT", "READ"],
      ["GET", "resolutions/hearings", "READ"],
      ["POST", "resolutions", "WRITE", judgementPayload],
      ["POST", "resolutions", "WRITE", settlementPayload],
      ["PUT", "resolutions/{judgement}", "WRITE", editing(judgementPayload)],
      ["PUT", "resolutions/{settlement}", "WRITE", editing(settlementPayload)],
      ["DELETE", "resolutions/{judgement}", "WRITE"],
      ["DELETE", "resolutions/{settlement}", "WRITE"],
      ["GET", "grantedCosts", "READ"],
      ["PUT", "grantedCosts", "WRITE", grantedCostsPayload],
    ] as const
  ).map(
    ([method, suffix, verb, payload]: readonly [Method, string, Verb, (() => unknown)?]): Endpoint => ({
      method,
      path: (f) =>
        `matters/${f.matter}/proceedings/${f.proceeding}/${suffix.replace("{judgement}", String(f.judgement)).replace("{settlement}", String(f.settlement))}`,
      resource: "proceedings",
      verb,
      matterBound: true,
      proceedingBound: true,
      ...(payload ? { payload } : {}),
    }),
  ),
];

export const dbbwEndpoints: Endpoint[] = [
  ...matterEndpoints,
  ...proceedingEndpoints,
  ...proceedingListEndpoints,
  ...resolutionEndpoints,
];

/** "PUT matters/{matter}/jurisdictions/{jurisdiction}": an endpoint's name for test titles. */
export const endpointLabel = (endpoint: Endpoint) =>
  `${endpoint.method} ${endpoint.path(new Proxy({} as Fixture, { get: (_, key) => `{${String(key)}}` }))}`;
