// How the bytes travel: the built web app's files in the brotli or gzip copy the build wrote next to
// them (apps/web/precompress.mjs), chosen by the browser's Accept-Encoding, with cache headers that
// let a browser keep fingerprinted files for a year; API answers compressed on the fly.
import fs from "node:fs";
import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Vite writes only fingerprinted names (`app-[hash].js`) into assets/: a new build is a new name. */
const FINGERPRINTED = `public, max-age=${365 * 24 * 60 * 60}, immutable`;
/** index.html and the other unversioned files: kept, but checked with the server on every use. */
const REVALIDATED = "no-cache";

function isFingerprinted(root: string, file: string): boolean {
  return path.relative(root, file).split(path.sep)[0] === "assets";
}

/**
 * Serves the built web app from `root`. index.html for browser routes is sent by the not-found
 * handler (http/errors.ts) through reply.sendFile, which takes the same options.
 */
export async function registerWebApp(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header("Cache-Control", isFingerprinted(root, file) ? FINGERPRINTED : REVALIDATED);
    },
  });
}

/** What the build lists per route (apps/web/route-preloads.ts `RoutePreloads`), as far as read here. */
interface BuiltRoutes {
  routes: { path: string; files: string[] }[];
}

/** A route pattern of the web's router (`/matters/:matterId/proceedings/:proceedingId/:tab?`) as a test. */
function routeMatcher(pattern: string) {
  const segments = pattern.split("/").filter(Boolean);
  const source = segments
    .map((segment) =>
      segment.startsWith(":")
        ? segment.endsWith("?")
          ? "(?:/[^/]+)?"
          : "/[^/]+"
        : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
    )
    .join("");
  // As React Router: letter case and a trailing slash make no difference.
  const test = new RegExp(`^${source}/?$`, "i");
  return { test, statics: segments.filter((segment) => !segment.startsWith(":")).length };
}

/**
 * The `Link` header naming the script files the route of a browser path loads
 * (`rel=modulepreload`), from the build's list (dist/.vite/route-preloads.json), so the browser
 * fetches them in parallel with the entry rather than one import after another. Of several routes
 * matching a path the one with the most fixed segments wins, as in React Router. Nothing without the
 * list (a build without it) or for a path no route matches.
 */
export function routePreloadLinks(root: string): (url: string) => string | undefined {
  const file = path.join(root, ".vite", "route-preloads.json");
  if (!fs.existsSync(file)) return () => undefined;
  const built = JSON.parse(fs.readFileSync(file, "utf8")) as BuiltRoutes;
  const routes = built.routes
    .map((route) => ({
      ...routeMatcher(route.path),
      link: route.files.map((name) => `</${name}>; rel=modulepreload`).join(", "),
    }))
    .sort((a, b) => b.statics - a.statics);
  return (url) => {
    const pathname = url.split("?")[0] ?? "";
    const route = routes.find(({ test }) => test.test(pathname));
    return route?.link || undefined;
  };
}

/**
 * Compresses the answers of the scope it is registered in (the /api routes) above 1 KB, as brotli or
 * gzip. Compressed request bodies are not accepted (a client never needs to send one).
 */
export async function registerApiCompression(api: FastifyInstance) {
  await api.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    globalDecompression: false,
  });
}
