// The stand-in HighQ Collaborate service ("Connect", DECISIONS "The external collaboration service"):
// the authorize page, the token endpoint and the file upload under `/{instance}/`, plus test
// controls under `/_standin/` that are not part of HighQ.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from "fastify";
import { z } from "zod";
import { registerAuthorizePage } from "./authorize-page";
import { type Behaviour, behaviourUpdateSchema, defaultBehaviour } from "./behaviour";
import { defaultMaxUploadBytes, FileStore, registerUploadRoute, StandinError } from "./files";
import { OAuthStore, registerTokenEndpoint, type StandinClient } from "./oauth";

export interface StandinOptions {
  /** The site's instance name, the first path segment (default "litfolio"). */
  instance?: string;
  /** The API version in the upload path (default "3"). */
  apiVersion?: string;
  /** The registered clients (default one: id "litfolio", secret "stand-in-secret"). */
  clients?: StandinClient[];
  /** Where uploads are kept; default a temporary directory removed on close. */
  storageDir?: string;
  logger?: FastifyServerOptions["logger"];
  /** The clock, in milliseconds since the epoch (default Date.now): tests move it to expire codes and tokens. */
  now?: () => number;
  /** Default 3600. */
  accessTokenLifetimeSeconds?: number;
  /** Default 30 days. */
  refreshTokenLifetimeSeconds?: number;
  /** Default 200 MB; a larger file is refused with 413. */
  maxUploadBytes?: number;
}

export const defaultClient: StandinClient = { id: "litfolio", secret: "stand-in-secret" };

const pathSegment = /^[A-Za-z0-9._-]{1,100}$/;

interface Storage {
  dir: string;
  /** Made by the stand-in, so removed on close. */
  temporary: boolean;
}

function prepareStorage(storageDir: string | undefined): Storage {
  if (storageDir) {
    mkdirSync(storageDir, { recursive: true });
    return { dir: storageDir, temporary: false };
  }
  return { dir: mkdtempSync(path.join(os.tmpdir(), "litfolio-connect-standin-")), temporary: true };
}

/** JSON bodies, where an empty one counts as none (so `POST /_standin/reset` needs no body). */
function acceptEmptyJson(app: FastifyInstance) {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new StandinError(400, "invalid_request", "The body is not valid JSON"), undefined);
    }
  });
}

/** The token endpoint and the Allow button send HTML form bodies. */
function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** Every error as `{ error, message }`; the token endpoint answers its own RFC 6749 errors. */
function answerErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof StandinError) {
      return reply.code(error.status).send({ error: error.error, message: error.message });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    const code = status === 413 ? "file_too_large" : status >= 500 ? "server_error" : "invalid_request";
    return reply.code(status).send({ error: code, message: error.message });
  });
}

interface ControlState {
  behaviour: () => Behaviour;
  resetBehaviour: () => void;
  oauth: OAuthStore;
  store: FileStore;
}

/** The test controls, which keep answering while the service is "down". */
function registerControls(app: FastifyInstance, state: ControlState) {
  app.get("/_standin/behaviour", async () => state.behaviour());

  app.post("/_standin/behaviour", async (request) => {
    const parsed = behaviourUpdateSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new StandinError(400, "invalid_request", z.prettifyError(parsed.error));
    const { expireTokensNow, ...settings } = parsed.data;
    Object.assign(state.behaviour(), settings);
    if (expireTokensNow) state.oauth.expireAccessTokens();
    return state.behaviour();
  });

  app.post("/_standin/reset", async (_request, reply) => {
    state.resetBehaviour();
    state.oauth.reset();
    await state.store.clear();
    return reply.code(204).send();
  });

  app.get("/_standin/files", async () => state.store.list());
  app.get("/_standin/tokens", async () => state.oauth.tokenCounts());
}

function refuseWhileDown(app: FastifyInstance, behaviour: () => Behaviour) {
  app.addHook("onRequest", async (request, reply) => {
    if (!behaviour().down || request.url.startsWith("/_standin/")) return;
    return reply
      .code(503)
      .send({ error: "temporarily_unavailable", message: "The Connect stand-in was told to be down" });
  });
}

function checkedSegment(name: string, value: string) {
  if (!pathSegment.test(value)) throw new Error(`${name} must be a path segment (letters, digits, . _ -)`);
  return value;
}

/** The stand-in as a Fastify instance, not listening yet. */
export function buildStandin(options: StandinOptions = {}): FastifyInstance {
  const instance = checkedSegment("instance", options.instance ?? "litfolio");
  const apiVersion = checkedSegment("apiVersion", options.apiVersion ?? "3");
  const now = options.now ?? Date.now;
  let behaviour = defaultBehaviour(options);
  const currentBehaviour = () => behaviour;
  const oauth = new OAuthStore({
    clients: options.clients ?? [defaultClient],
    now,
    lifetimes: currentBehaviour,
  });
  const storage = prepareStorage(options.storageDir);
  const store = new FileStore(storage.dir);

  const app = Fastify({ logger: options.logger ?? false });
  acceptEmptyJson(app);
  acceptFormBodies(app);
  answerErrors(app);
  refuseWhileDown(app, currentBehaviour);
  registerAuthorizePage(app, instance, oauth);
  registerTokenEndpoint(app, instance, oauth);
  registerUploadRoute(app, {
    path: `/${instance}/api/${apiVersion}/files/content`,
    oauth,
    store,
    behaviour: currentBehaviour,
    maxUploadBytes: options.maxUploadBytes ?? defaultMaxUploadBytes,
    now,
  });
  const resetBehaviour = () => {
    behaviour = defaultBehaviour(options);
  };
  registerControls(app, { behaviour: currentBehaviour, resetBehaviour, oauth, store });
  app.addHook("onClose", async () => {
    await store.clear();
    if (storage.temporary) rmSync(storage.dir, { recursive: true, force: true });
  });
  return app;
}

export interface StartStandinOptions extends StandinOptions {
  /** Default 0: a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
}

export interface RunningStandin {
  /** `http://host:port`, without the instance: the server's CONNECT_BASE_URL. */
  baseUrl: string;
  instance: string;
  apiVersion: string;
  app: FastifyInstance;
  close: () => Promise<void>;
}

function urlHost(host: string) {
  if (host === "0.0.0.0" || host === "::") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

/** Builds the stand-in and listens (by default on a free port of 127.0.0.1). */
export async function startStandin(options: StartStandinOptions = {}): Promise<RunningStandin> {
  const { port = 0, host = "127.0.0.1", ...standinOptions } = options;
  const app = buildStandin(standinOptions);
  await app.listen({ port, host });
  const address = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://${urlHost(host)}:${address.port}`,
    instance: standinOptions.instance ?? "litfolio",
    apiVersion: standinOptions.apiVersion ?? "3",
    app,
    close: () => app.close(),
  };
}
