// How the bytes travel: the built web app's files in the brotli or gzip copy the build wrote next to
// them (apps/web/precompress.mjs), chosen by the browser's Accept-Encoding, with cache headers that
// let a browser keep fingerprinted files for a year; API answers compressed on the fly.
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
