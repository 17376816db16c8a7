// The request log never holds a secret from the path (issue 28): the calendar feed's token, an
// unsubscribe token, a change-password link's e-mail address and code. Matched routes log their
// pattern; paths that match no route (a mistyped link) log the path with its secret masked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    {},
    { logger: { level: "info", stream: { write: (line: string) => lines.push(line) } } },
  );
});
afterAll(() => t.close());

const feedToken = "Zq3xT9vLwP0aB7cD1eF2gH4iJ5kL6mN8oP_qR-sTuVw";
const unsubscribeToken = "eyJ1c2VyIjo0Mn0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg";
const email = "anna.secret%40example.com";
const code = "314159265358979";

describe("the request log", () => {
  it("masks secrets in paths that match a route and in those that do not", async () => {
    const paths = [
      `/api/dbbw/calendar/feed//${feedToken}.ics`,
      `/api/dbbw/calendar/feed/${feedToken}.ics`,
      `/api/dbbw/Calendar%2Ffeed%2F${feedToken}.ics`,
      `/api/dbbw/notifications/unsubscribe/${unsubscribeToken}`,
      `/api/dbbw/notifications/unsubscribe//${unsubscribeToken}/more`,
      `/unsubscribe/${unsubscribeToken}`,
      `/changepassword/${email}/${code}`,
    ];
    const statuses = [];
    for (const url of paths)
      statuses.push((await t.app.inject({ method: "GET", url: `${url}?x=1` })).statusCode);
    // The path matches no route: a 404 whose line used to carry the raw token.
    expect(statuses[0]).toBe(404);
    const log = lines.join("");
    for (const secret of [feedToken, unsubscribeToken, email, code, "anna.secret"])
      expect(log).not.toContain(secret);
    const routes = lines
      .map((line) => JSON.parse(line))
      .flatMap((entry) => (entry.req ? [entry.req.route] : []));
    expect(routes).toEqual([
      "/api/dbbw/calendar/feed/:secret",
      "/api/dbbw/calendar/feed/:token",
      "/api/dbbw/Calendar%2Ffeed/:secret",
      "/api/dbbw/notifications/unsubscribe/:token",
      "/api/dbbw/notifications/unsubscribe/:secret",
      "/unsubscribe/:secret",
      "/changepassword/:secret",
    ]);
  });
});
