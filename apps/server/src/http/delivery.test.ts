// Delivery of the web app and the API: precompressed files by Accept-Encoding, cache headers, API
// answers compressed above 1 KB. The web app is a small built-like directory, so no build is needed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";

const SCRIPT = `export const greeting = ${JSON.stringify("Welcome to Litfolio. ".repeat(100))};\n`;
const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head></html>\n';
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Three routes as the build lists them (apps/web/route-preloads.ts): two overlap on /track. */
const ROUTE_PRELOADS = {
  entry: ["assets/app-abc123.js"],
  routes: [
    { path: "/matters/", handle: "matters", signedOut: false, files: ["assets/MattersPage-m1.js"] },
    {
      path: "/matters/:matterId/proceedings/:proceedingId/:tab?",
      handle: "proceeding",
      signedOut: false,
      files: ["assets/ProceedingPage-p1.js", "assets/pages-s1.js"],
    },
    {
      path: "/matters/:matterId/proceedings/:proceedingId/track/:templateId?",
      handle: "newTracking",
      signedOut: false,
      files: ["assets/NewTrackingPage-t1.js"],
    },
  ],
};

/** Writes a file with the brotli and gzip copies the build writes (apps/web/precompress.mjs). */
function writeBuilt(root: string, file: string, text: string) {
  const target = path.join(root, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
  fs.writeFileSync(`${target}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${target}.gz`, zlib.gzipSync(text));
}

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-web-dist-"));
  writeBuilt(webDist, "index.html", INDEX_HTML);
  writeBuilt(webDist, "assets/app-abc123.js", SCRIPT);
  writeBuilt(webDist, ".vite/route-preloads.json", JSON.stringify(ROUTE_PRELOADS));
  t = await createTestApp({}, { webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("the web app's files", () => {
  it("sends the brotli copy of a script to a browser that accepts brotli", async () => {
    const response = await get("/assets/app-abc123.js", "gzip, deflate, br, zstd");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("accept-encoding");
    expect(response.headers["content-type"]).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends the gzip copy to a browser that accepts only gzip", async () => {
    const response = await get("/assets/app-abc123.js", "gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toBe("accept-encoding");
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends the file itself to a client that accepts no compression", async () => {
    const response = await get("/assets/app-abc123.js");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toBe("accept-encoding");
    expect(response.body).toBe(SCRIPT);
  });

  it("lets browsers keep a fingerprinted file for a year, in every encoding", async () => {
    for (const encoding of ["br", "gzip", undefined]) {
      expect((await get("/assets/app-abc123.js", encoding)).headers["cache-control"]).toBe(IMMUTABLE);
    }
  });

  it.each(["/index.html", "/", "/matters/", "/matters/7/proceedings/12/2"])(
    "makes browsers check index.html with the server on every use (%s)",
    async (url) => {
      const response = await get(url, "br");
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["content-encoding"]).toBe("br");
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
    },
  );

  it.each([
    ["/matters/", "</assets/MattersPage-m1.js>; rel=modulepreload"],
    ["/Matters", "</assets/MattersPage-m1.js>; rel=modulepreload"],
    [
      "/matters/7/proceedings/12/2?from=overview",
      "</assets/ProceedingPage-p1.js>; rel=modulepreload, </assets/pages-s1.js>; rel=modulepreload",
    ],
    [
      "/matters/7/proceedings/12",
      "</assets/ProceedingPage-p1.js>; rel=modulepreload, </assets/pages-s1.js>; rel=modulepreload",
    ],
    ["/matters/7/proceedings/12/track", "</assets/NewTrackingPage-t1.js>; rel=modulepreload"],
    ["/matters/7/proceedings/12/track/3", "</assets/NewTrackingPage-t1.js>; rel=modulepreload"],
  ])("names the scripts of the route of %s to preload with its index.html", async (url, link) => {
    const response = await get(url, "br");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers.link).toBe(link);
    // Headers only: the HTML stays the build's, without inline script.
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  it.each(["/", "/matters/7/proceedings/12/tracking/4/5/6", "/unknown"])(
    "names no scripts for a path no listed route matches (%s)",
    async (url) => {
      expect((await get(url)).headers.link).toBeUndefined();
    },
  );

  it("keeps the security headers on the files", async () => {
    for (const url of ["/assets/app-abc123.js", "/matters/"]) {
      const response = await get(url, "br");
      expect(response.headers).toMatchObject({
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
      });
      expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    }
  });
});

describe("API answers", () => {
  it.each([
    ["br", zlib.brotliDecompressSync],
    ["gzip", zlib.gunzipSync],
  ])("are compressed as %s above 1 KB, still never cached", async (encoding, decompress) => {
    const response = await get("/api/openapi.json", encoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers.vary).toBe("accept-encoding");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const json = JSON.parse(decompress(response.rawPayload).toString());
    expect(json.openapi).toMatch(/^3\./);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(json).length / 3);
  });

  it("are sent as they are to a client that accepts no compression", async () => {
    const response = await get("/api/openapi.json");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json().openapi).toMatch(/^3\./);
  });

  it("are sent as they are below 1 KB", async () => {
    const response = await get("/api/health", "br");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json()).toEqual({ status: "ok" });
  });
});
