// Seconds from a login until its sign-in code is handed to the mail server while 1,000 other mails
// wait to be sent (target: under 5 s). The built server (embedded database, demo data) sends to a
// local SMTP sink (smtp-server) that takes 20 to 50 ms to accept each message, as a relay does. The
// queue is filled as an administrator fills it: 1,000 new users, each mailed an activation link.
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { signIn, startServer } from "./server.mjs";

const require = createRequire(path.resolve(import.meta.dirname, "../apps/server/package.json"));
const { SMTPServer } = require("smtp-server");

const BULK = 1000;
const PASSWORD = process.env.DEMO_PASSWORD ?? "Litfolio-demo-2026";

/** Every message the sink accepted: recipient, text, and when its data had arrived. */
const received = [];
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    let raw = "";
    stream.on("data", (chunk) => {
      raw += chunk;
    });
    stream.on("end", () => {
      received.push({ to: session.envelope.rcptTo[0]?.address, raw, at: performance.now() });
      setTimeout(callback, 20 + Math.random() * 30);
    });
  },
});
await new Promise((resolve) => sink.listen(0, "127.0.0.1", resolve));

const sinkMailbox = {
  mark: () => received.length,
  codeFor: (emailAddress, mark) =>
    received
      .slice(mark)
      .filter((mail) => mail.to === emailAddress)
      .map((mail) => /verification code is (\d{6})\./.exec(mail.raw)?.[1])
      .find(Boolean),
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "litfolio-bench-mail-"));
const server = await startServer({
  dataDir,
  port: 18086,
  env: { SMTP_URL: `smtp://127.0.0.1:${sink.server.address().port}` },
});
try {
  const cookie = await signIn(server, "admin@example.com", PASSWORD, sinkMailbox);
  const bulkReceived = () => received.filter((mail) => mail.to.startsWith("bench.user")).length;

  const queueStarted = performance.now();
  let next = 0;
  const createUsers = async () => {
    while (next < BULK) {
      const index = next++;
      const response = await fetch(`${server.baseUrl}/api/admin/user`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({
          emailAddress: `bench.user${index}@example.com`,
          firstName: "Bench",
          lastName: `User ${index}`,
          securityRoles: ["USER"],
        }),
      });
      if (!response.ok) throw new Error(`user ${index} refused: ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, createUsers));
  const queueSeconds = (performance.now() - queueStarted) / 1000;
  const waiting = BULK - bulkReceived();

  const mark = sinkMailbox.mark();
  const loginAt = performance.now();
  const login = await fetch(`${server.baseUrl}/api/admin/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ emailAddress: "user@example.com", password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`login refused: ${await login.text()}`);
  let codeMail;
  while (!codeMail) {
    if (performance.now() - loginAt > 600_000) throw new Error("no sign-in code within 10 minutes");
    await new Promise((resolve) => setTimeout(resolve, 5));
    codeMail = received.slice(mark).find((mail) => mail.to === "user@example.com");
  }
  const codeSeconds = (codeMail.at - loginAt) / 1000;
  const stillWaiting = BULK - bulkReceived();

  while (bulkReceived() < BULK) await new Promise((resolve) => setTimeout(resolve, 50));
  const bulkSeconds = (performance.now() - queueStarted) / 1000;

  console.log(
    `mail: ${BULK} activation mails queued in ${queueSeconds.toFixed(1)} s, ${waiting} of them still unsent at the login`,
  );
  console.log(
    `sign-in code handed to SMTP ${codeSeconds.toFixed(2)} s after the login, ahead of ${stillWaiting} waiting mails (target < 5 s)`,
  );
  console.log(
    `all ${BULK} activation mails sent ${bulkSeconds.toFixed(1)} s after the first was queued (${Math.round(BULK / bulkSeconds)} mails/s, SMTP sink 20-50 ms per message)`,
  );
} finally {
  await server.stop();
  await new Promise((resolve) => sink.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
