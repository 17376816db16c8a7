// Starts the built product (`npm run build` first) as `npm start` would, on a data directory of the
// caller's, and reads what it prints (the e-mailed codes among it: without SMTP_URL the server runs
// only in demo mode, DEMO_DATA=true, which the embedded database has by default).
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export async function startServer({ dataDir, port, env = {} }) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn(process.execPath, [path.join(root, "apps/server/dist/main.js")], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  while (true) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // With several server processes the first answers before the others listen: ready once it says so.
  while (!output.includes(" is ready on ")) await new Promise((resolve) => setTimeout(resolve, 50));
  return {
    baseUrl,
    pid: child.pid,
    seconds: (performance.now() - startedAt) / 1000,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/** The server's console outbox: the codes it printed (no SMTP_URL, demo mode). */
export const consoleMailbox = (server) => ({
  mark: () => server.output().length,
  codeFor: (_emailAddress, mark) => /verification code is (\d{6})\./.exec(server.output().slice(mark))?.[1],
});

/**
 * Signs in with e-mail, password and the code from `mailbox` (the printed one unless given: see
 * consoleMailbox for its shape); answers the Cookie header value.
 */
export async function signIn(server, emailAddress, password, mailbox = consoleMailbox(server)) {
  const mark = mailbox.mark();
  const login = await fetch(`${server.baseUrl}/api/admin/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ emailAddress, password }),
  });
  if (!login.ok) throw new Error(`login refused: ${await login.text()}`);
  const verificationCookie = login.headers.getSetCookie()[0].split(";")[0];
  let code;
  for (let tries = 0; !code && tries < 300; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    code = mailbox.codeFor(emailAddress, mark);
  }
  const verify = await fetch(`${server.baseUrl}/api/admin/auth/verify`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: verificationCookie },
    body: JSON.stringify({ verificationCode: code }),
  });
  if (!verify.ok) throw new Error(`verify refused: ${await verify.text()}`);
  return verify.headers.getSetCookie()[0].split(";")[0];
}

/**
 * Playwright storage state of someone who signed in (`cookie`, from signIn): the session cookie and
 * the signed-in user the web app keeps in localStorage (apps/web/src/lib/session/active-user.ts).
 */
export async function signedInState(server, cookie) {
  const [name, value] = cookie.split("=");
  const user = await (
    await fetch(`${server.baseUrl}/api/admin/security/user`, { headers: { cookie } })
  ).json();
  return {
    cookies: [{ name, value, domain: new URL(server.baseUrl).hostname, path: "/", expires: -1 }],
    origins: [
      {
        origin: server.baseUrl,
        localStorage: [{ name: "litfolio.activeUser", value: JSON.stringify(user) }],
      },
    ],
  };
}
