// `npm run connect:standin`: the stand-in Connect service for the development setup. Prints the
// settings the Litfolio server needs to talk to it.
import { z } from "zod";
import { startStandin } from "./app";

const settingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  HOST: z.string().min(1).default("127.0.0.1"),
  CONNECT_INSTANCE: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{1,100}$/,
      "CONNECT_INSTANCE is the site's instance name (letters, digits, - and _)",
    )
    .default("litfolio"),
  CONNECT_API_VERSION: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, "CONNECT_API_VERSION is a number such as 3")
    .default("3"),
  CONNECT_CLIENT_ID: z.string().min(1).max(200).default("litfolio"),
  CONNECT_CLIENT_SECRET: z.string().min(1).max(500).default("stand-in-secret"),
});

function readSettings() {
  const parsed = settingsSchema.safeParse(process.env);
  if (parsed.success) return parsed.data;
  console.error(`The Connect stand-in's settings are not valid:\n${z.prettifyError(parsed.error)}`);
  process.exit(1);
}

const settings = readSettings();
const standin = await startStandin({
  port: settings.PORT,
  host: settings.HOST,
  instance: settings.CONNECT_INSTANCE,
  apiVersion: settings.CONNECT_API_VERSION,
  clients: [{ id: settings.CONNECT_CLIENT_ID, secret: settings.CONNECT_CLIENT_SECRET }],
  logger: { level: "info" },
});

console.log(`
Litfolio Connect stand-in at ${standin.baseUrl}
  authorize page: ${standin.baseUrl}/${standin.instance}/authorize.action
  test controls:  ${standin.baseUrl}/_standin/ (behaviour, reset, files, tokens)

Settings for the Litfolio server:
  CONNECT_BASE_URL=${standin.baseUrl}
  CONNECT_INSTANCE=${standin.instance}
  CONNECT_API_VERSION=${standin.apiVersion}
  CONNECT_CLIENT_ID=${settings.CONNECT_CLIENT_ID}
  CONNECT_CLIENT_SECRET=${settings.CONNECT_CLIENT_SECRET}
  CONNECT_TOKEN_KEY=<32 random bytes in hex: openssl rand -hex 32>
`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void standin.close().then(() => process.exit(0));
  });
}
