// Never a 500 on bad input: every matter endpoint, as a SYSTEM_ADMIN (so authorization passes),
// with malformed bodies, ids and query parameters, answers a 4xx error body.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createUser, sessionCookie } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/harness";
import { endpointLabel, type Fixture, matterEndpoints, matterFixture } from "../../test/matter-endpoints";

const t: TestApp = await createTestApp();
const dbbwEndpoints = matterEndpoints();
let cookie: string;
let f: Fixture;
beforeAll(async () => {
  cookie = await sessionCookie(t.database.db, (await createAdmin(t.database.db)).id);
  f = await matterFixture(t);
});
afterAll(() => t.close());

const junkBodies = [
  "null",
  "[]",
  '"text"',
  "{}",
  "42",
  '{"id":"x","version":"y","name":42,"key":[],"code":{},"role":{"key":1},"user":7,"categories":{"id":1}}',
  '[{"id":"x"},{"id":-1,"name":null}]',
  '{"category":{"id":"x"},"status":{"key":[]},"plaintiff":"x","assets":"x","servedWrits":[1,null],"claimedCosts":{"otherAmounts":{},"principalAmount":{"type":"COST","amount":{},"currency":7}}}',
  '{"category":{"id":1},"status":{"key":"ONGOING"},"plaintiff":{"fullName":"a","shortName":"b"},"dbResponsible":{"firstName":"a","lastName":"b"},"issueDate":"9999-99-99","assets":[{"id":{"label":{"id":2147483648}},"number":1e308}],"claimedCosts":{"totalAmount":{"type":"COST","amount":"1.000.000.000.000.000"}}}',
  `{"name":"${"x".repeat(5000)}","code":"${"A".repeat(5000)}","url":"${"a".repeat(5000)}"}`,
];

const junkIds = ["abc", "0", "-5", "2147483648", "1.5", "%00", "1e3"];

/** Every id in the path (a segment, or a query value such as categoryId=) becomes the junk. */
const withJunkIds = (path: string, id: string) => path.replace(/(^|\/|=)\d+/g, `$1${id}`);

function expectClientError(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(response.json()).toMatchObject({ status: response.statusCode, code: expect.any(String) });
}

const writes = dbbwEndpoints.filter((endpoint) => endpoint.payload);
const withIds = dbbwEndpoints.filter((endpoint) => /(^|\/):/.test(endpoint.route));

describe("bad input never makes a 500", () => {
  it.each(writes.map((endpoint) => [endpointLabel(endpoint), endpoint]))(
    "%s: junk bodies",
    async (_, endpoint) => {
      for (const payload of junkBodies) {
        const response = await t.app.inject({
          method: endpoint.method,
          url: `/api/dbbw/${endpoint.path(f)}`,
          headers: { cookie, "content-type": "application/json" },
          payload,
        });
        expectClientError(response);
      }
    },
  );

  it.each(withIds.map((endpoint) => [endpointLabel(endpoint), endpoint]))(
    "%s: junk ids",
    async (_, endpoint) => {
      for (const id of junkIds) {
        const response = await t.app.inject({
          method: endpoint.method,
          url: `/api/dbbw/${withJunkIds(endpoint.path(f), id)}`,
          headers: { cookie },
          ...(endpoint.payload ? { payload: endpoint.payload(f) as object } : {}),
        });
        expectClientError(response);
      }
    },
  );

  it.each([
    "matters?page=abc",
    "matters?size=1000000",
    "matters/search?name=a&name=b",
    `matters/search?client=${"x".repeat(300)}`,
    "matters?sort=name",
    "matters/{m}/jurisdictions?query=a&query=b",
    `matters/{m}/assetlabels?query=${"x".repeat(101)}`,
    "matters/{m}/participations?sort=password,asc",
    "matters/{m}/participations/search",
    "matters/{m}/participations/search?query=a%40b",
    "matters/{m}/proceedings?statuses=OPEN",
    "matters/{m}/proceedings?statuses=ONGOING&statuses=SETTLED",
    "matters/{m}/proceedings?sort=proceedingCode",
    "matters/{m}/proceedings/search?writStartDate=2020-02-30",
    "matters/{m}/proceedings/search?writStartDate=2021-01-01&writEndDate=2020-01-01",
    `matters/{m}/proceedings/search?plaintiff=${"x".repeat(201)}`,
    "{m}/proceedingcode",
    "{m}/proceedingcode?categoryId=abc",
  ])("GET %s: bad query parameters", async (path) => {
    const response = await t.app.inject({
      url: `/api/dbbw/${path.replace("{m}", String(f.matter))}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expectClientError(response);
  });
});

describe("authentication and the matter's access come before validation", () => {
  const junk = '{"id":"x","version":"y","name":42}';
  const send = (endpoint: (typeof writes)[number], headers: Record<string, string>) =>
    t.app.inject({
      method: endpoint.method,
      url: `/api/dbbw/${endpoint.path(f)}`,
      headers: { ...headers, "content-type": "application/json" },
      payload: junk,
    });

  it.each(writes.map((endpoint) => [endpointLabel(endpoint), endpoint]))(
    "%s: 401 for an anonymous caller, 404 for a non-participant, whatever the body",
    async (_, endpoint) => {
      const anonymous = await send(endpoint, {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: "UNAUTHENTICATED", subErrors: [] });
      if (!endpoint.matterBound || endpoint.matterInBody) return;
      const outsider = await sessionCookie(t.database.db, (await createUser(t.database.db)).id);
      const refused = await send(endpoint, { cookie: outsider });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: "NOT_FOUND", subErrors: [] });
    },
  );

  it("answers an anonymous user-administration write 401, not the body's fields", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/admin/user", payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
