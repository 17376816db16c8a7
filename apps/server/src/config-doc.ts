// What each setting means, as the README's settings table shows it (`npm run docs` renders the
// table between its markers; reference-doc.test.ts fails when the README differs). Typed by the
// settings schema, so a new setting cannot go undocumented.
import type { SettingName } from "./config";

export const settingsDoc: Record<SettingName, { shownDefault: string; meaning: string }> = {
  PORT: { shownDefault: "`8080`", meaning: "HTTP port" },
  HOST: { shownDefault: "`0.0.0.0`", meaning: "address to listen on" },
  WEB_CONCURRENCY: {
    shownDefault: "the number of cores with PostgreSQL, `1` with PGlite",
    meaning:
      'server processes sharing the port (docs/architecture.md, "Processes"); PGlite runs one and refuses more',
  },
  DATA_DIR: {
    shownDefault: "`./data`",
    meaning:
      "embedded database (`pgdata/`) and uploaded documents (`files/`, outside any web root; back it up with the database)",
  },
  DATABASE_URL: { shownDefault: "–", meaning: "when set, PostgreSQL is used and PGlite is not" },
  PUBLIC_URL: {
    shownDefault: "`http://localhost:{PORT}`",
    meaning: "the address users reach; used for links in e-mails and the CSRF origin check",
  },
  SMTP_URL: {
    shownDefault: "–",
    meaning:
      "e.g. `smtp://user:pass@mail.example.com:587`; required unless in demo mode (`DEMO_DATA` on), where without it e-mail goes to the console outbox",
  },
  MAIL_FROM: { shownDefault: "`Litfolio <no-reply@litfolio.example>`", meaning: "sender of e-mails" },
  PRODUCT_NAME: { shownDefault: "`Litfolio`", meaning: "shown in titles and e-mails" },
  SUPPORT_EMAIL: {
    shownDefault: "`support@litfolio.example`",
    meaning: "support contact in the footer and error messages",
  },
  SUPPORT_PHONE: {
    shownDefault: "`+31 20 123 4567`",
    meaning: "support phone in the footer and error messages",
  },
  DEMO_DATA: {
    shownDefault: "`true` with PGlite, `false` with PostgreSQL",
    meaning:
      "demo mode: seed demo accounts and data into an empty database, and allow e-mail (sign-in codes) on the console when `SMTP_URL` is unset",
  },
  DEMO_PASSWORD: {
    shownDefault: "`Litfolio-demo-2026`",
    meaning: "password of the demo accounts (12+ characters)",
  },
  LOGIN_DELAY_MAX_SECONDS: {
    shownDefault: "`10`",
    meaning:
      'the longest a sign-in waits when its account has had many failed sign-ins, and the longest a wrong password or code waits when its address has had many (docs/architecture.md, "Sign-in and sessions")',
  },
  IMPORT_PREVIEW_SECONDS: {
    shownDefault: "`120`",
    meaning:
      'the longest an import preview (upload and check of the file) may take; each user checks one file at a time and the server two at once (docs/architecture.md, "Importing claimants and trucks")',
  },
  LOG_LEVEL: {
    shownDefault: "`info`",
    meaning: "`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`",
  },
  TRUST_PROXY: {
    shownDefault: "off",
    meaning:
      "proxies allowed to name the client in `X-Forwarded-For`/`-Proto`/`-Host`: their addresses or ranges (`10.0.0.5,10.1.0.0/16`, `loopback`, `uniquelocal`), or a hop count (`1`); see below",
  },
  CONNECT_BASE_URL: {
    shownDefault: "– (Connect off)",
    meaning:
      "the firm's HighQ Collaborate address, e.g. `https://firm.highq.com`; with it the settings below are required and every uploaded document is copied to its matter's Connect folder; without it documents stay in Litfolio only and nothing is shown about Connect",
  },
  CONNECT_INSTANCE: {
    shownDefault: "–",
    meaning: "the Collaborate site's instance name (the path segment after the address)",
  },
  CONNECT_API_VERSION: { shownDefault: "`3`", meaning: "the Collaborate API version in the upload address" },
  CONNECT_CLIENT_ID: { shownDefault: "–", meaning: "the OAuth client registered with Collaborate: its id" },
  CONNECT_CLIENT_SECRET: {
    shownDefault: "–",
    meaning: "the OAuth client registered with Collaborate: its secret",
  },
  CONNECT_REDIRECT_URL: {
    shownDefault: "`{PUBLIC_URL}/`",
    meaning:
      "where Collaborate sends the administrator back after authorising (the Dashboard, which forwards to Connect settings); register this address with Collaborate",
  },
  CONNECT_TOKEN_KEY: {
    shownDefault: "–",
    meaning:
      "32 random bytes in hex (`openssl rand -hex 32`) that encrypt the stored tokens (AES-256-GCM); changing it makes the stored token unreadable until an administrator clicks Refresh token",
  },
};
