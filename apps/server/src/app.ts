// buildApp: every plugin and route of the server. main.ts starts it; tests drive it with inject().
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyCookie from "@fastify/cookie";
import fastifySwagger from "@fastify/swagger";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { authRoutes } from "./auth/routes";
import { followUserChanges } from "./auth/user-caches";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { FileStore } from "./files/store";
import { registerApiCompression, registerWebApp, routePreloadLinks } from "./http/delivery";
import { databaseUnavailable, frameworkErrorOptions, registerErrorHandling } from "./http/errors";
import { registerIdempotency } from "./http/idempotency";
import { requestForLog, warnOfUntrustedProxy } from "./http/logging";
import { registerSecurity, securityHeaders } from "./http/security";
import { registerTextGuard } from "./http/text-guard";
import type { Jobs } from "./jobs/queue";
import { activityRoutes } from "./modules/activities/routes";
import { calendarRoutes } from "./modules/calendar/routes";
import { claimantRoutes } from "./modules/claimants/routes";
import { commentRoutes } from "./modules/comments/routes";
import { configurationRoutes } from "./modules/configuration/routes";
import { connectRoutes } from "./modules/connect/routes";
import { deadlineRoutes } from "./modules/deadlines/proposal-routes";
import { courtCalendarRoutes } from "./modules/deadlines/routes";
import { defendantRoutes } from "./modules/defendants/routes";
import { importRoutes } from "./modules/imports/routes";
import { matterRoutes } from "./modules/matters/routes";
import { menuItemRoutes } from "./modules/menu-items/routes";
import { missedDeadlineRoutes } from "./modules/missed-deadlines/routes";
import { notificationRoutes } from "./modules/notifications/routes";
import { overviewRoutes } from "./modules/overview/routes";
import { participationRoutes } from "./modules/participations/routes";
import { proceedingLookupRoutes } from "./modules/proceedings/lookup-routes";
import { proceedingRoutes } from "./modules/proceedings/routes";
import { grantedCostRoutes } from "./modules/resolutions/granted-cost-routes";
import { resolutionLookupRoutes } from "./modules/resolutions/lookup-routes";
import { resolutionRoutes } from "./modules/resolutions/routes";
import { stepDocumentRoutes } from "./modules/step-documents/routes";
import { trackingRoutes } from "./modules/trackings/routes";
import { templateRoutes } from "./modules/trackings/template-routes";
import { truckRoutes } from "./modules/trucks/routes";
import { userRoutes } from "./modules/users/routes";
import { workPackageRoutes } from "./modules/work-packages/routes";
import { type DeclaredRoute, registerRouteAccess } from "./permissions/route-access";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    jobs: Jobs;
    files: FileStore;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  jobs: Jobs;
  /** Where uploaded documents are kept. */
  files: FileStore;
  logger?: FastifyServerOptions["logger"];
  /** The built web app (apps/web/dist unless given); served when it holds an index.html. */
  webDist?: string;
}

/**
 * Fastify's trustProxy for the setting. Fastify 5.12 trusts no one for a plain hop count (it cannot
 * check the nearest peer), so a hop count becomes the classic rule: the nearest `hops` addresses
 * are proxies, the next one is the client.
 */
function trustedProxies(setting: Config["trustProxy"]): FastifyServerOptions["trustProxy"] {
  if (typeof setting !== "number") return setting;
  return (_address: string, hop: number) => hop < setting;
}

const builtWebApp = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

export async function buildApp({
  config,
  database,
  jobs,
  files,
  logger = false,
  webDist = builtWebApp,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && { ...(logger === true ? {} : logger), serializers: { req: requestForLog } },
    bodyLimit: 1024 * 1024,
    trustProxy: trustedProxies(config.trustProxy),
    genReqId: () => crypto.randomUUID(),
    ...frameworkErrorOptions(securityHeaders(config.publicUrl)),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("db", database.db);
  app.decorate("database", database);
  app.decorate("jobs", jobs);
  app.decorate("files", files);
  app.decorate("declaredRoutes", [] as DeclaredRoute[]);
  warnOfUntrustedProxy(app, config.trustProxy);
  const stopFollowingUserChanges = followUserChanges(database);
  app.addHook("onClose", async () => stopFollowingUserChanges());

  const serveWeb = fs.existsSync(path.join(webDist, "index.html"));
  registerErrorHandling(app, {
    serveIndexHtml: serveWeb,
    preloadsOf: serveWeb ? routePreloadLinks(webDist) : undefined,
  });
  registerSecurity(app, config.publicUrl);
  registerTextGuard(app);
  registerIdempotency(app);
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: { info: { title: `${config.productName} API`, version: "1" }, servers: [{ url: "/" }] },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      registerRouteAccess(api);
      await registerApiCompression(api);
      api.get("/health", { config: { access: "public" }, schema: { hide: true } }, async () => ({
        status: "ok",
      }));
      api.get("/ready", { config: { access: "public" }, schema: { hide: true } }, async () => {
        try {
          await database.ping();
          return { status: "ready" };
        } catch {
          throw databaseUnavailable();
        }
      });
      api.get("/public-settings", { config: { access: "public" }, schema: { hide: true } }, async () => ({
        productName: config.productName,
        supportEmail: config.supportEmail,
        supportPhone: config.supportPhone,
      }));
      api.get("/openapi.json", { config: { access: "public" }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await api.register(authRoutes, { prefix: "/admin" });
      await api.register(userRoutes, { prefix: "/admin" });
      await api.register(matterRoutes, { prefix: "/dbbw" });
      await api.register(configurationRoutes, { prefix: "/dbbw" });
      await api.register(menuItemRoutes, { prefix: "/dbbw" });
      await api.register(participationRoutes, { prefix: "/dbbw" });
      await api.register(proceedingRoutes, { prefix: "/dbbw" });
      await api.register(proceedingLookupRoutes, { prefix: "/dbbw" });
      await api.register(claimantRoutes, { prefix: "/dbbw" });
      await api.register(truckRoutes, { prefix: "/dbbw" });
      await api.register(defendantRoutes, { prefix: "/dbbw" });
      await api.register(resolutionRoutes, { prefix: "/dbbw" });
      await api.register(templateRoutes, { prefix: "/dbbw" });
      await api.register(trackingRoutes, { prefix: "/dbbw" });
      await api.register(missedDeadlineRoutes, { prefix: "/dbbw" });
      await api.register(deadlineRoutes, { prefix: "/dbbw" });
      await api.register(courtCalendarRoutes, { prefix: "/dbbw" });
      await api.register(activityRoutes, { prefix: "/dbbw" });
      await api.register(commentRoutes, { prefix: "/dbbw" });
      await api.register(workPackageRoutes, { prefix: "/dbbw" });
      await api.register(overviewRoutes, { prefix: "/dbbw" });
      await api.register(calendarRoutes, { prefix: "/dbbw" });
      await api.register(notificationRoutes, { prefix: "/dbbw" });
      await api.register(connectRoutes, { prefix: "/dbbw" });
      await api.register(stepDocumentRoutes, { prefix: "/dbbw" });
      await api.register(resolutionLookupRoutes, { prefix: "/dbbw" });
      await api.register(grantedCostRoutes, { prefix: "/dbbw" });
      await api.register(importRoutes, { prefix: "/dbbw" });
    },
    { prefix: "/api" },
  );

  if (serveWeb) await registerWebApp(app, webDist);
  return app;
}
