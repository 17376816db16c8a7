// The upload endpoint `{base}/{instance}/api/{version}/files/content?parentfolderid=&filename=`
// (multipart, field `file`, bearer token). The file is streamed to disk while its size and SHA-256
// are taken, so a large upload is never held in memory.
import { createHash, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { finished, pipeline } from "node:stream/promises";
import { setTimeout as sleep } from "node:timers/promises";
import multipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Behaviour, takeUploadFailure } from "./behaviour";
import type { OAuthStore } from "./oauth";

/** One stored upload, as GET /_standin/files lists it. */
export interface StoredUpload {
  fileid: number;
  parentfolderid: string;
  filename: string;
  size: number;
  sha256: string;
  /** ISO 8601, from the stand-in's clock. */
  receivedAt: string;
}

/** What the upload endpoint answers on success. */
export type UploadAnswer = Omit<StoredUpload, "receivedAt">;

export const defaultMaxUploadBytes = 200 * 1024 * 1024;

interface ReceivedBytes {
  filePath: string;
  size: number;
  sha256: string;
}

/** An HTTP error with the `{ error, message }` body the stand-in answers. */
export class StandinError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

/** The uploads kept on disk in `dir`; ids count up from 1 like HighQ's numeric file ids. */
export class FileStore {
  private uploads: StoredUpload[] = [];
  private paths: string[] = [];
  private nextId = 1;

  constructor(readonly dir: string) {}

  /** Streams one part to a new file, counting and hashing on the way; refuses past maxBytes. */
  async receive(part: MultipartFile, maxBytes: number): Promise<ReceivedBytes> {
    const filePath = path.join(this.dir, `${randomUUID()}.part`);
    const hash = createHash("sha256");
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(part.file, measure, createWriteStream(filePath));
      // @fastify/multipart ends a file cut off at the limit as "truncated" rather than failing it.
      if (part.file.truncated) throw tooLarge(maxBytes);
    } catch (error) {
      await rm(filePath, { force: true });
      throw error;
    }
    return { filePath, size, sha256: hash.digest("hex") };
  }

  /** Keeps a received file under `{dir}/{fileid}`. */
  async keep(
    received: ReceivedBytes,
    details: Pick<StoredUpload, "parentfolderid" | "filename" | "receivedAt">,
  ) {
    const upload: StoredUpload = {
      fileid: this.nextId++,
      ...details,
      size: received.size,
      sha256: received.sha256,
    };
    const filePath = path.join(this.dir, String(upload.fileid));
    await rename(received.filePath, filePath);
    this.uploads.push(upload);
    this.paths.push(filePath);
    return upload;
  }

  list(): StoredUpload[] {
    return this.uploads.map((upload) => ({ ...upload }));
  }

  async clear() {
    const paths = this.paths;
    this.uploads = [];
    this.paths = [];
    this.nextId = 1;
    await Promise.all(paths.map((filePath) => rm(filePath, { force: true })));
  }
}

const tooLarge = (maxBytes: number) =>
  new StandinError(413, "file_too_large", `The file is larger than ${maxBytes} bytes`);

/** The bearer token of the Authorization header, if any. */
function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "");
  return match?.[1];
}

function uploadTarget(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  const { parentfolderid, filename } = query;
  if (typeof parentfolderid !== "string" || parentfolderid.trim() === "") return null;
  if (typeof filename !== "string" || filename.trim() === "") return null;
  return { parentfolderid, filename };
}

/** The `file` part streamed to the store; other parts are read and dropped. Null: no `file` part. */
async function receiveFilePart(request: FastifyRequest, store: FileStore, maxBytes: number) {
  let received: ReceivedBytes | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      if (part.fieldname === "file" && !received) received = await store.receive(part, maxBytes);
      else await finished(part.file.resume());
    }
  } catch (error) {
    // A part after the file (or the end of the body) failed: the file is not kept.
    if (received) await rm(received.filePath, { force: true });
    throw error;
  }
  return received;
}

export interface UploadRouteOptions {
  path: string;
  oauth: OAuthStore;
  store: FileStore;
  behaviour: () => Behaviour;
  maxUploadBytes: number;
  now: () => number;
}

function refuseToken(reply: FastifyReply) {
  return reply
    .code(401)
    .header("www-authenticate", 'Bearer error="invalid_token"')
    .send({ error: "invalid_token", message: "The access token is missing, unknown or expired" });
}

async function handleUpload(request: FastifyRequest, reply: FastifyReply, options: UploadRouteOptions) {
  if (!options.oauth.isValidAccessToken(bearerToken(request))) return refuseToken(reply);
  const target = uploadTarget(request);
  if (!target) throw new StandinError(400, "invalid_request", "parentfolderid and filename are required");
  if (!request.isMultipart()) throw new StandinError(400, "invalid_request", "A multipart body is expected");
  const received = await receiveFilePart(request, options.store, options.maxUploadBytes);
  if (!received) throw new StandinError(400, "invalid_request", "The multipart field file is missing");
  const behaviour = options.behaviour();
  if (behaviour.uploadDelayMs > 0) await sleep(behaviour.uploadDelayMs);
  if (takeUploadFailure(behaviour)) {
    await rm(received.filePath, { force: true });
    throw new StandinError(behaviour.failStatus, "upload_failed", behaviour.failReason);
  }
  const receivedAt = new Date(options.now()).toISOString();
  const { receivedAt: _, ...answer } = await options.store.keep(received, { ...target, receivedAt });
  return answer satisfies UploadAnswer;
}

export function registerUploadRoute(app: FastifyInstance, options: UploadRouteOptions) {
  // Encapsulated so that only this route reads multipart bodies.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: options.maxUploadBytes, files: 10, fields: 20, parts: 40 },
    });
    scope.post(options.path, (request, reply) => handleUpload(request, reply, options));
  });
}
