// Never a 5xx for anything a client can send: every route of the OpenAPI document (so every route
// added later too), as a SYSTEM_ADMIN on a matter with a proceeding and its lists, with requests
// generated from the route's schemas (test/fuzz-requests.ts). Each route gets FUZZ_RUNS requests
// (default 40). The seed is FUZZ_SEED when set, else today's date (YYYYMMDD, UTC): runs of one day
// replay each other, and each day explores other requests. Every error answer must also have the
// SPEC body {status, code, message, subErrors}.
import { errorCodes } from "@litfolio/shared/errors";
import { messages } from "@litfolio/shared/messages";
import { inArray } from "drizzle-orm";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { documents } from "../db/schema/documents";
import { createAdmin, createUser, sessionCookie } from "../test/factories";
import {
  type FuzzRequest,
  type IdsBySegment,
  type JsonSchema,
  type Parameter,
  type RouteSpec,
  requestsFor,
} from "../test/fuzz-requests";
import { createTestApp, type TestApp } from "../test/harness";
import { type Fixture, matterEndpoints, matterFixture } from "../test/matter-endpoints";
import { MultipartBody } from "../test/multipart";

const seed = Number(process.env.FUZZ_SEED ?? new Date().toISOString().slice(0, 10).replaceAll("-", ""));
const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 40);

const t: TestApp = await createTestApp();
const dbbwEndpoints = matterEndpoints();
let cookie: string;
let own: IdsBySegment;
let other: IdsBySegment;
let fixture: Fixture;

/** The fixture's ids under the path segment that comes before them. */
const idsOf = (f: Fixture, userIds: number[]): IdsBySegment => ({
  dbbw: [f.matter],
  matters: [f.matter],
  jurisdictions: [f.jurisdiction],
  workstreams: [f.workstream],
  assetlabels: [f.assetlabel],
  defendantlabels: [f.defendantlabel],
  servedWritAt: [f.writ],
  menuitems: [f.menuItem],
  participations: [f.participation],
  proceedings: [f.proceeding],
  claimants: [f.claimant],
  trucks: [f.truck],
  resolutions: [f.judgement, f.settlement],
  user: userIds,
  activation: userIds,
});

const signIn = async () => sessionCookie(t.database.db, (await createAdmin(t.database.db)).id);

beforeAll(async () => {
  await t.app.ready();
  cookie = await signIn();
  fixture = await matterFixture(t);
  const user = await createUser(t.database.db, { active: false });
  own = idsOf(fixture, [user.id]);
  other = idsOf(await matterFixture(t), [user.id + 1_000]);
});
afterAll(() => t.close());

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** A known valid body for the route: the endpoint table's payloads, matched by method and path. */
function validBodiesFor(method: string, path: string): unknown[] {
  const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}$`);
  return dbbwEndpoints
    .filter((endpoint) => endpoint.method === method && endpoint.payload)
    .filter((endpoint) => pattern.test(`/api/dbbw/${endpoint.path(fixture).split("?")[0]}`))
    .map((endpoint) => endpoint.payload?.(fixture));
}

/** Every /api route with its schemas; deletes last, the deepest first, so the fixture lasts. */
function routes(): RouteSpec[] {
  const { paths } = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const all = Object.entries(paths)
    .filter(([path]) => path.startsWith("/api/"))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content["application/json"]?.schema,
        validBodies: validBodiesFor(method.toUpperCase(), path),
      })),
    );
  const depth = (route: RouteSpec) => route.path.split("/").length;
  return [
    ...all.filter((route) => route.method !== "DELETE"),
    ...all.filter((route) => route.method === "DELETE").sort((a, b) => depth(b) - depth(a)),
  ];
}

/** A seed per route, so adding a route does not change the requests of the others. */
const routeSeed = (route: RouteSpec) =>
  [...`${route.method} ${route.path}`].reduce(
    (hash, c) => Math.imul(hash ^ c.charCodeAt(0), 16777619),
    seed,
  ) | 0;

/** What is wrong with an answer: a 5xx, or an error body without the SPEC shape. */
function problemOf(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return "5xx";
  if (response.statusCode < 400) return undefined;
  const body = (() => {
    try {
      return response.json() as Record<string, unknown>;
    } catch {
      return undefined;
    }
  })();
  const specShape =
    body?.status === response.statusCode &&
    (errorCodes as readonly unknown[]).includes(body.code) &&
    typeof body.message === "string" &&
    Array.isArray(body.subErrors);
  return specShape ? undefined : "error body without the SPEC shape";
}

const describeRequest = (request: FuzzRequest, response: LightMyRequestResponse, problem: string) =>
  `${problem}: ${request.method} ${request.url.slice(0, 300)} ${request.headers["content-type"] ?? ""} ${
    request.payload?.slice(0, 300) ?? ""
  }\n  -> ${response.statusCode} ${response.body.slice(0, 300)}`;

it("answers no request with a 5xx, and every error with the SPEC body", { timeout: 600_000 }, async () => {
  console.info(`fuzz: seed ${seed} (FUZZ_SEED=${seed} replays it), ${runsPerRoute} requests per route`);
  const started = Date.now();
  const failures: string[] = [];
  let count = 0;
  let serverErrors = 0;
  const all = routes();
  for (const route of all) {
    const requests = fc.sample(requestsFor(route, own, other), {
      seed: routeSeed(route),
      numRuns: runsPerRoute,
    });
    for (const request of requests) {
      const response = await t.app.inject({ ...request, headers: { ...request.headers, cookie } });
      count += 1;
      // Signing out, or deactivating oneself, ends the session: the rest runs as a new admin.
      if (response.statusCode === 401) cookie = await signIn();
      const problem = problemOf(response);
      if (response.statusCode >= 500) serverErrors += 1;
      if (problem) failures.push(describeRequest(request, response, problem));
    }
  }
  console.info(
    `fuzz: ${count} requests over ${all.length} routes, ${serverErrors} answered 5xx, ${failures.length} failed, ${Date.now() - started} ms`,
  );
  expect(failures, `seed ${seed}:\n${failures.slice(0, 30).join("\n")}`).toEqual([]);
});

/** The routes that take an upload: their samples send a multipart body. */
const uploadRoutes = () =>
  dbbwEndpoints.filter((endpoint) => endpoint.payload?.(fixture) instanceof MultipartBody);

/** Bodies a multipart parser cannot read, each made from a valid one: [what, content type, body]. */
function malformedUploads(valid: MultipartBody): [string, string, Buffer][] {
  const boundary = valid.contentType.split("boundary=")[1] ?? "";
  const long = "b".repeat(2_000);
  return [
    ["no boundary", "multipart/form-data", valid.body],
    ["a wrong boundary", "multipart/form-data; boundary=not-the-one", valid.body],
    [
      "a 2,000-character boundary",
      `multipart/form-data; boundary=${long}`,
      Buffer.from(valid.body.toString("latin1").replaceAll(boundary, long), "latin1"),
    ],
    ["a truncated body", valid.contentType, valid.body.subarray(0, Math.floor(valid.body.length / 2))],
    ["a body that is not multipart", valid.contentType, Buffer.from('{"text": "not a form"}')],
  ];
}

it("answers a malformed upload on every upload route with 400 and a message", async () => {
  // The author of the fixture's comment, so that changing it is allowed.
  const author = await createAdmin(t.database.db);
  const authorCookie = await sessionCookie(t.database.db, author.id);
  const authored = await matterFixture(t, undefined, { author: author.id });
  const routes = uploadRoutes();
  expect(routes).toHaveLength(6);
  const answers: string[] = [];
  for (const endpoint of routes) {
    const valid = endpoint.payload?.(authored) as MultipartBody;
    for (const [what, contentType, payload] of malformedUploads(valid)) {
      const response = await t.app.inject({
        method: endpoint.method,
        url: `/api/dbbw/${endpoint.path(authored)}`,
        headers: { cookie: authorCookie, "content-type": contentType },
        payload,
      });
      answers.push(
        `${endpoint.method} ${endpoint.route} with ${what}: ${response.statusCode} ${response.json().message}`,
      );
    }
  }
  expect(answers).toEqual(
    answers.map((answer) => `${answer.split(": ")[0]}: 400 ${messages.malformedUpload}`),
  );
});

/** Above and below PostgreSQL's `integer` column: a number JSON carries and a safe integer, but not storable. */
const unstorableIntegers = [2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER];

/** Copies of `value` with one whole number (at any depth) replaced by `by`, one copy per number. */
function withIntegerReplaced(value: unknown, by: number): unknown[] {
  if (Number.isInteger(value)) return [by];
  if (Array.isArray(value))
    return value.flatMap((item, index) =>
      withIntegerReplaced(item, by).map((changed) => value.with(index, changed)),
    );
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) =>
      withIntegerReplaced(item, by).map((changed) => ({ ...value, [key]: changed })),
    );
  return [];
}

/**
 * Whole numbers beyond the `integer` range in every place of every body: none reaches the database
 * (a 5xx); a version or an id answers 400 (counts and sums are `bigint` columns and may hold them).
 */
it("answers a whole number beyond an integer column anywhere in a body without a 5xx", async () => {
  // A fixture of its own: the fuzzing above deletes objects of the shared one.
  const fresh = await matterFixture(t);
  const failures: string[] = [];
  let count = 0;
  for (const endpoint of dbbwEndpoints) {
    const valid = endpoint.payload?.(fresh);
    if (valid === undefined || valid instanceof MultipartBody) continue;
    for (const payload of unstorableIntegers.flatMap((by) => withIntegerReplaced(valid, by))) {
      const response = await t.app.inject({
        method: endpoint.method,
        url: `/api/dbbw/${endpoint.path(fresh)}`,
        headers: { cookie },
        payload: payload as object,
      });
      count += 1;
      if (response.statusCode === 401) cookie = await signIn();
      const versionOrId = /"(version|id)":(2147483648|-2147483649|9007199254740991)\b/.test(
        JSON.stringify(payload),
      );
      if (problemOf(response) || (versionOrId && response.statusCode !== 400))
        failures.push(
          `${endpoint.method} ${endpoint.route} ${JSON.stringify(payload).slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
    }
  }
  console.info(`fuzz: ${count} bodies with an integer beyond its column`);
  expect(count).toBeGreaterThan(50);
  expect(failures).toEqual([]);
});

it.each(["menuitems", "claimants"])(
  "refuses a %s list version above 2^31 - 1 with 400 at the field",
  async (list) => {
    const endpoint = dbbwEndpoints.find((one) => one.method === "PUT" && one.route.endsWith(`/${list}`));
    const valid = endpoint?.payload?.(fixture) as object;
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/dbbw/${endpoint?.path(fixture)}`,
      headers: { cookie },
      payload: { ...valid, version: 2 ** 31 },
    });
    expect(response.json()).toEqual({
      status: 400,
      code: "VALIDATION_FAILED",
      message: messages.formInvalid,
      subErrors: [{ field: "version", message: messages.versionRequired }],
    });
  },
);

it("answers a download whose file is gone with 404 and a message, and logs the integrity problem", async () => {
  const lost = await matterFixture(t);
  const rows = await t.database.db
    .select({ id: documents.id, storageKey: documents.storageKey })
    .from(documents)
    .where(inArray(documents.id, [lost.document, lost.commentDocument]));
  for (const row of rows) await t.app.files.remove(row.storageKey);
  const downloads = dbbwEndpoints.filter((endpoint) => endpoint.route.endsWith("/download"));
  expect(downloads).toHaveLength(2);
  const logged = vi.spyOn(t.app.log, "error");
  for (const endpoint of downloads) {
    const response = await t.app.inject({ url: `/api/dbbw/${endpoint.path(lost)}`, headers: { cookie } });
    expect(response.json()).toEqual({
      status: 404,
      code: "NOT_FOUND",
      message: messages.documentFileMissing,
      subErrors: [],
    });
  }
  const problems = logged.mock.calls.map(([fields]) => fields as { integrity?: string; documentId?: number });
  expect(problems.every((fields) => fields.integrity === "documentFileMissing")).toBe(true);
  expect(problems.map((fields) => fields.documentId).sort()).toEqual(rows.map((row) => row.id).sort());
  logged.mockRestore();
});
