// Every setting, validated from the environment at start-up. A bad value stops the process with a
// message naming the setting, rather than failing later in a request.
import { isIP } from "node:net";
import os from "node:os";
import path from "node:path";
import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** proxy-addr's names for the private ranges, which TRUST_PROXY accepts besides addresses. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An IP address, a CIDR range such as 10.0.0.0/8 or fd00::/8, or one of the named ranges. */
function isAddressOrRange(text: string): boolean {
  if (NAMED_RANGES.has(text)) return true;
  const [address = "", bits, ...rest] = text.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may say who the client is (X-Forwarded-For, -Proto, -Host). Off by default: every
 * per-IP limit then counts the connecting address, which a client cannot choose. Behind proxies:
 * their addresses and ranges (preferred: a client that reaches the server directly still cannot
 * choose), or their number of hops (only when nothing reaches the server but through them).
 */
const trustProxy = z.string().transform((value, context): number | string[] | false => {
  if (/^(false|0|no)$/.test(value)) return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const addresses = value.split(",").map((part) => part.trim());
  if (addresses.every(isAddressOrRange)) return addresses;
  context.addIssue({
    code: "custom",
    message:
      "TRUST_PROXY takes the proxies' addresses or ranges (e.g. 10.0.0.5,10.1.0.0/16,loopback) or their number of hops (e.g. 1); 'true' (trust anyone) is not allowed",
  });
  return z.NEVER;
});

const settingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url().optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default("Litfolio <no-reply@litfolio.example>"),
  PRODUCT_NAME: z.string().min(1).max(60).default("Litfolio"),
  SUPPORT_EMAIL: z.email().default("support@litfolio.example"),
  SUPPORT_PHONE: z.string().min(3).max(40).default("+31 20 123 4567"),
  DEMO_DATA: flag.optional(),
  DEMO_PASSWORD: z
    .string()
    .min(12, "DEMO_PASSWORD needs at least 12 characters")
    .default("Litfolio-demo-2026"),
  LOGIN_DELAY_MAX_SECONDS: z.coerce.number().min(0).max(60).default(10),
  IMPORT_PREVIEW_SECONDS: z.coerce.number().min(1).max(3600).default(120),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxy.default(false),
  CONNECT_BASE_URL: z.url().optional(),
  CONNECT_INSTANCE: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{1,100}$/,
      "CONNECT_INSTANCE is the site's instance name (letters, digits, - and _)",
    )
    .optional(),
  CONNECT_API_VERSION: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, "CONNECT_API_VERSION is a number such as 3")
    .default("3"),
  CONNECT_CLIENT_ID: z.string().min(1).max(200).optional(),
  CONNECT_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  CONNECT_REDIRECT_URL: z.url().optional(),
  CONNECT_TOKEN_KEY: z
    .string()
    .regex(
      /^[0-9a-fA-F]{64}$/,
      "CONNECT_TOKEN_KEY is 32 random bytes in hex (64 characters: openssl rand -hex 32)",
    )
    .optional(),
});

/** The names of the settings the environment may give (docs: config-doc.ts, rendered into the README). */
export type SettingName = keyof z.input<typeof settingsSchema>;

/** The collaboration service (Connect); null when it is not configured (documents stay here only). */
export interface ConnectConfig {
  /** e.g. https://firm.highq.com, without a trailing slash. */
  baseUrl: string;
  instance: string;
  apiVersion: string;
  clientId: string;
  clientSecret: string;
  /** Where the service sends the browser back after authorising: the app's Dashboard by default. */
  redirectUrl: string;
  /** AES-256-GCM key of the stored tokens. */
  tokenKey: Buffer;
}

export interface Config {
  port: number;
  host: string;
  /** Server processes: one serves in-process; more are forked workers sharing the port (main.ts). */
  processes: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  productName: string;
  supportEmail: string;
  supportPhone: string;
  demoData: boolean;
  demoPassword: string;
  /** The longest wait an account's failed sign-ins put on a sign-in (auth/rate-limit.ts). */
  loginDelayMaxMs: number;
  /** How long an import preview (its upload and its reading) may take before it is refused. */
  importPreviewMaxMs: number;
  logLevel: string;
  /** Proxies trusted to name the client: none, a hop count, or their addresses and ranges. */
  trustProxy: false | number | string[];
  connect: ConnectConfig | null;
}

export class ConfigError extends Error {}

/**
 * The server sends sign-in codes by e-mail; printing them to the console (no SMTP_URL) is only for
 * demo and development (DEMO_DATA on), never for a production database.
 */
export function requireMailServer(config: Config) {
  if (!config.smtpUrl && !config.demoData) {
    throw new ConfigError(
      "SMTP_URL is not set: set it to your mail server (e.g. smtp://mail.example.com:587). Without it sign-in codes are printed to the console, which only demo mode (DEMO_DATA=true) allows.",
    );
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = settingsSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid settings:\n  ${problems.join("\n  ")}`);
  }
  const s = parsed.data;
  const publicUrl = (s.PUBLIC_URL ?? `http://localhost:${s.PORT}`).replace(/\/$/, "");
  return {
    port: s.PORT,
    host: s.HOST,
    processes: processCount(s),
    dataDir: path.resolve(s.DATA_DIR),
    databaseUrl: s.DATABASE_URL,
    publicUrl,
    smtpUrl: s.SMTP_URL,
    mailFrom: s.MAIL_FROM,
    productName: s.PRODUCT_NAME,
    supportEmail: s.SUPPORT_EMAIL,
    supportPhone: s.SUPPORT_PHONE,
    // Demo data by default only for the embedded database: a production PostgreSQL stays empty.
    demoData: s.DEMO_DATA ?? !s.DATABASE_URL,
    demoPassword: s.DEMO_PASSWORD,
    loginDelayMaxMs: s.LOGIN_DELAY_MAX_SECONDS * 1000,
    importPreviewMaxMs: s.IMPORT_PREVIEW_SECONDS * 1000,
    logLevel: s.LOG_LEVEL,
    trustProxy: s.TRUST_PROXY,
    connect: connectConfig(s, publicUrl),
  };
}

/**
 * One process per core on PostgreSQL unless WEB_CONCURRENCY says otherwise. PGlite is a database
 * inside the process, so it has exactly one: more is refused rather than quietly ignored, since an
 * operator who asks for several processes expects their throughput and would not get it.
 */
function processCount(s: z.infer<typeof settingsSchema>): number {
  if (s.DATABASE_URL) return s.WEB_CONCURRENCY ?? os.availableParallelism();
  if ((s.WEB_CONCURRENCY ?? 1) > 1)
    throw new ConfigError(
      `WEB_CONCURRENCY=${s.WEB_CONCURRENCY} needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) lives inside one process, so it runs one server process. Unset WEB_CONCURRENCY or set it to 1.`,
    );
  return 1;
}

const connectSettingNames = [
  "CONNECT_INSTANCE",
  "CONNECT_CLIENT_ID",
  "CONNECT_CLIENT_SECRET",
  "CONNECT_TOKEN_KEY",
] as const;

/** Connect is on with CONNECT_BASE_URL, and then needs the rest; off without it, whatever else is set. */
function connectConfig(s: z.infer<typeof settingsSchema>, publicUrl: string): ConnectConfig | null {
  if (!s.CONNECT_BASE_URL) return null;
  const missing = connectSettingNames.filter((name) => !s[name]);
  if (missing.length > 0)
    throw new ConfigError(`CONNECT_BASE_URL is set, so Connect also needs ${missing.join(", ")}`);
  return {
    baseUrl: s.CONNECT_BASE_URL.replace(/\/$/, ""),
    instance: s.CONNECT_INSTANCE ?? "",
    apiVersion: s.CONNECT_API_VERSION,
    clientId: s.CONNECT_CLIENT_ID ?? "",
    clientSecret: s.CONNECT_CLIENT_SECRET ?? "",
    redirectUrl: s.CONNECT_REDIRECT_URL ?? `${publicUrl}/`,
    tokenKey: Buffer.from(s.CONNECT_TOKEN_KEY ?? "", "hex"),
  };
}
