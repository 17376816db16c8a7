// Every setting, validated from the environment at start-up. A bad value stops the process with a
// message naming the setting, rather than failing later in a request.
import path from "node:path";
import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const settingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
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
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export interface Config {
  port: number;
  host: string;
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
  logLevel: string;
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
  return {
    port: s.PORT,
    host: s.HOST,
    dataDir: path.resolve(s.DATA_DIR),
    databaseUrl: s.DATABASE_URL,
    publicUrl: (s.PUBLIC_URL ?? `http://localhost:${s.PORT}`).replace(/\/$/, ""),
    smtpUrl: s.SMTP_URL,
    mailFrom: s.MAIL_FROM,
    productName: s.PRODUCT_NAME,
    supportEmail: s.SUPPORT_EMAIL,
    supportPhone: s.SUPPORT_PHONE,
    // Demo data by default only for the embedded database: a production PostgreSQL stays empty.
    demoData: s.DEMO_DATA ?? !s.DATABASE_URL,
    demoPassword: s.DEMO_PASSWORD,
    loginDelayMaxMs: s.LOGIN_DELAY_MAX_SECONDS * 1000,
    logLevel: s.LOG_LEVEL,
  };
}
