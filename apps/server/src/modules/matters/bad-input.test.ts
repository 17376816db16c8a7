// Never a 500 on bad input: every matter endpoint, as a SYSTEM_ADMIN (so authorization passes),
// with malformed bodies, ids and query parameters, answers a 4xx error body.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, sessionCookie } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/harness";
import { endpointLabel, type Fixture, matterEndpoints, matterFixture } from "../../test/matter-endpoints";

let t: TestApp;
let cookie: string;
let f: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await sessionCookie(t.database.db, (await createAdmin(t.database.db)).id);
  f = await matterFixture(t.database.db);
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
  `{"name":"${"x".repeat(5000)}","code":"${"A".repeat(5000)}","url":"${"a".repeat(5000)}"}`,
];

const junkIds = ["abc", "0", "-5", "2147483648", "1.5", "%00", "1e3"];

const withJunkIds = (path: string, id: string) => path.replace(/\/\d+/g, `/${id}`);

function expectClientError(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(response.json()).toMatchObject({ status: response.statusCode, code: expect.any(String) });
}

const writes = matterEndpoints.filter((endpoint) => endpoint.payload);
const withIds = matterEndpoints.filter((endpoint) => endpoint.matterBound);

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
  ])("GET %s: bad query parameters", async (path) => {
    const response = await t.app.inject({
      url: `/api/dbbw/${path.replace("{m}", String(f.matter))}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expectClientError(response);
  });
});
