// The HTTP frame every endpoint shares: health, error bodies, security headers, CSRF, OpenAPI.
import { messages } from "@litfolio/shared/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, frameOf, type TestApp } from "./test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A route that fails the way a bug would, to see what a client gets told.
  t.app.get("/api/test/explode", async () => {
    throw new Error("secret internals: connection string postgres://user:pw@db");
  });
  t.app.get("/api/test/ip", async (request) => ({ ip: request.ip }));
});
afterAll(() => t.close());

const login = (headers: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/auth/login",
    headers,
    payload: { emailAddress: "nobody@example.com", password: "whatever-it-is" },
  });

describe("health and readiness", () => {
  it("answers alive and ready", async () => {
    expect((await t.app.inject({ url: "/api/health" })).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
  });

  it("answers the public settings the web app shows before sign-in", async () => {
    expect((await t.app.inject({ url: "/api/public-settings" })).json()).toEqual({
      productName: "Litfolio",
      supportEmail: "support@litfolio.example",
      supportPhone: "+31 20 123 4567",
    });
  });
});

describe("error bodies", () => {
  it("answers an unknown API route with a 404 body", async () => {
    const response = await t.app.inject({ url: "/api/no/such/thing" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      code: "NOT_FOUND",
      message: `${messages.routeNotFound} (GET /api/no/such/thing)`,
      subErrors: [],
    });
  });

  it("answers an unexpected error with a generic 500 naming the request id, never the details", async () => {
    const response = await t.app.inject({ url: "/api/test/explode" });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({ status: 500, code: "INTERNAL", subErrors: [] });
    expect(body.message).toMatch(new RegExp(`^${messages.internalError} \\(request [0-9a-f-]{36}\\)$`));
    expect(response.body).not.toContain("secret");
  });

  it("refuses a body in a content type the API does not take", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/auth/login",
      headers: { "content-type": "text/xml" },
      payload: "<login/>",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: messages.unsupportedMediaType,
    });
  });

  it("refuses an empty JSON body with a message", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/auth/login",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.malformedJson);
  });
});

describe("security headers", () => {
  it("sends a strict content security policy and no caching of API answers", async () => {
    const response = await t.app.inject({ url: "/api/health" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "same-origin",
      "cache-control": "no-store",
    });
  });

  it("sends Strict-Transport-Security only when PUBLIC_URL is https", async () => {
    expect((await t.app.inject({ url: "/api/health" })).headers["strict-transport-security"]).toBeUndefined();
    const secure = await frameOf(t, { settings: { PUBLIC_URL: "https://litfolio.example" } });
    try {
      const response = await secure.inject({ url: "/api/health" });
      expect(response.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    } finally {
      await secure.close();
    }
  });

  it("sends the headers on error answers too", async () => {
    const response = await t.app.inject({ url: "/api/no/such/thing" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});

describe("cross-site request forgery", () => {
  it("refuses an unsafe request the browser marks cross-site", async () => {
    const response = await login({ "sec-fetch-site": "cross-site" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "FORBIDDEN", message: messages.crossSite });
  });

  it("refuses an unsafe request from a foreign origin", async () => {
    const response = await login({ origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.crossSite);
  });

  it("compares the Origin with PUBLIC_URL, never with the Host or forwarded host the client sends", async () => {
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example", host: "evil.example" },
      { origin: "https://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
      { origin: "http://localhost:9999" },
      { origin: "null" },
    ];
    for (const headers of foreign) {
      const response = await login(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().message).toBe(messages.crossSite);
    }
  });

  it("lets same-origin requests through (they then fail on the credentials, not on CSRF)", async () => {
    const sameOrigin: Record<string, string>[] = [
      { origin: "http://localhost:8080", "sec-fetch-site": "same-origin" },
      // PUBLIC_URL is on this machine: its other loopback names on the same port are the same server.
      { origin: "http://127.0.0.1:8080" },
      {},
    ];
    for (const headers of sameOrigin) {
      const response = await login(headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.credentialsInvalid);
    }
  });
});

describe("client address", () => {
  const addressOf = async (app: TestApp["app"], headers: Record<string, string>, remoteAddress: string) =>
    (await app.inject({ url: "/api/test/ip", headers, remoteAddress })).json().ip;
  const forwarded = { "x-forwarded-for": "203.0.113.9" };

  it("is the connecting address by default: X-Forwarded-For cannot choose it (per-IP limits count it)", async () => {
    expect(await addressOf(t.app, forwarded, "192.0.2.1")).toBe("192.0.2.1");
  });

  it("is the forwarded address only behind the hops or proxies TRUST_PROXY names", async () => {
    for (const setting of ["1", "192.0.2.0/24,198.51.100.7", "loopback"]) {
      const behindProxy = await frameOf(t, { settings: { TRUST_PROXY: setting } });
      try {
        behindProxy.get("/api/test/ip", async (request) => ({ ip: request.ip }));
        const proxy = setting === "loopback" ? "127.0.0.1" : "192.0.2.1";
        expect(await addressOf(behindProxy, forwarded, proxy)).toBe("203.0.113.9");
        // A client connecting directly, not through a listed proxy, is who it is.
        if (setting !== "1") expect(await addressOf(behindProxy, forwarded, "192.0.3.1")).toBe("192.0.3.1");
      } finally {
        await behindProxy.close();
      }
    }
  });
});

describe("request logs", () => {
  it("name the route's pattern and the query's keys, never the search terms or ids", async () => {
    const lines: string[] = [];
    const logged = await frameOf(t, {
      logger: { level: "info", stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      await logged.inject({ url: "/api/dbbw/matters/search?name=Koster%20Transport&client=DAF" });
      await logged.inject({ url: "/api/dbbw/matters/4242/proceedings/search?plaintiff=Jansen" });
      const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
      expect(requests.map((entry) => entry.req)).toEqual([
        expect.objectContaining({
          method: "GET",
          route: "/api/dbbw/matters/search",
          queryKeys: ["name", "client"],
        }),
        expect.objectContaining({
          route: "/api/dbbw/matters/:matterId/proceedings/search",
          queryKeys: ["plaintiff"],
        }),
      ]);
      // Without the fields any digits may turn up in (a response time of 0.31104299999424256 held
      // 4242): the time, the response time, the process and the request's random id.
      const everything = lines
        .map((line) => {
          const { time, responseTime, pid, reqId, ...rest } = JSON.parse(line);
          return JSON.stringify(rest);
        })
        .join("\n");
      for (const secret of ["Koster", "DAF", "4242", "Jansen"]) expect(everything).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});

describe("proxy warning", () => {
  /** The warnings an app built with `setting` as TRUST_PROXY logs while answering `requests`. */
  async function warningsOf(setting: string | undefined, requests: Record<string, string>[]) {
    const lines: string[] = [];
    const logged = await frameOf(t, {
      settings: setting === undefined ? {} : { TRUST_PROXY: setting },
      logger: { level: "warn", stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      for (const headers of requests) await logged.inject({ url: "/api/health", headers });
      return lines.map((line) => JSON.parse(line).msg);
    } finally {
      await logged.close();
    }
  }

  it("is logged once when requests name a forwarded client while TRUST_PROXY is not set", async () => {
    const requests: Record<string, string>[] = [
      {},
      { "x-forwarded-for": "203.0.113.9" },
      { forwarded: "for=203.0.113.10" },
      { "x-forwarded-for": "203.0.113.11" },
    ];
    expect(await warningsOf(undefined, requests)).toEqual([
      "requests come through a proxy but TRUST_PROXY is not set: every user shares the proxy's address for rate limits",
    ]);
    expect(await warningsOf(undefined, [{ forwarded: "for=203.0.113.10" }])).toHaveLength(1);
  });

  it("is not logged without forwarded requests, nor when TRUST_PROXY names the proxies", async () => {
    expect(await warningsOf(undefined, [{}, {}])).toEqual([]);
    expect(await warningsOf("1", [{ "x-forwarded-for": "203.0.113.9" }])).toEqual([]);
  });
});

describe("OpenAPI", () => {
  it("describes the routes from their schemas", async () => {
    const response = await t.app.inject({ url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe("Litfolio API");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/admin/auth/login", "/api/admin/users", "/api/admin/user/{id}"]),
    );
    const loginBody =
      document.paths["/api/admin/auth/login"].post.requestBody.content["application/json"].schema;
    expect(loginBody.required).toEqual(["emailAddress", "password"]);
  });
});

describe("readiness without a database", () => {
  it("answers 503 when the database does not answer", async () => {
    const other = await createTestApp();
    await other.database.close();
    const response = await other.app.inject({ url: "/api/ready" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    await other.app.close();
    await other.close().catch(() => {});
  });
});
