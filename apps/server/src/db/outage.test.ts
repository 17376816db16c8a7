// A database restart or fail-over (every backend terminated at once) under load on two server
// processes: two real `main.ts` processes (their own pools, job workers and unhandled-rejection
// guard) on one database, loaded over HTTP. Neither may exit or answer 500; requests during the
// outage answer 200 or the SPEC body with 503; both answer 200 again within seconds, their job
// workers send mail again, and both stop cleanly. PostgreSQL only.
import { messages } from "@litfolio/shared/messages";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, sessionCookie } from "../test/factories";
import { createTestApp, eventually, type TestApp } from "../test/harness";
import { type ServerProcess, startServerProcess, stopServerProcess } from "../test/server-process";
import { type SmtpSink, startSmtpSink } from "../test/smtp-sink";

/** Each a single process (not a primary with workers): two pools, two job workers, no more. */
const ONE_PROCESS = { WEB_CONCURRENCY: "1" };

describe.runIf(process.env.TEST_DATABASE_URL)("terminating every database backend under load", () => {
  let holder: TestApp;
  let sink: SmtpSink;
  let servers: ServerProcess[] = [];
  let cookie: string;
  let userSequence = 0;

  beforeAll(async () => {
    // The holder provides a migrated database of its own, the admin's session and the terminations;
    // it runs no job workers, so that every mail is sent by the two processes.
    holder = await createTestApp({}, { jobTypes: [] });
    const admin = await createAdmin(holder.database.db);
    cookie = await sessionCookie(holder.database.db, admin.id);
    sink = await startSmtpSink();
    const databaseUrl = holder.database.connectionString ?? "";
    servers = await Promise.all([
      startServerProcess(databaseUrl, sink.url, ONE_PROCESS),
      startServerProcess(databaseUrl, sink.url, ONE_PROCESS),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServerProcess));
    await sink?.close();
    await holder?.close();
  });

  const newUser = () => ({
    emailAddress: `outage-${process.pid}-${++userSequence}@example.com`,
    firstName: "Out",
    lastName: "Age",
    securityRoles: ["USER"],
  });

  /** A read through the pool, and a create in a transaction that enqueues an activation mail job. */
  const requests = ({ baseUrl }: ServerProcess) =>
    Promise.all([
      fetch(`${baseUrl}/api/admin/users?page=0&size=5`, { headers: { cookie } }),
      fetch(`${baseUrl}/api/admin/user`, {
        method: "POST",
        headers: { cookie, origin: baseUrl, "content-type": "application/json" },
        body: JSON.stringify(newUser()),
      }),
    ]).then((responses) =>
      Promise.all(
        responses.map(async (response) => ({ status: response.status, body: await response.text() })),
      ),
    );

  it("keeps both alive, answers 200 or 503, answers and mails again within seconds, stops cleanly", async () => {
    const answers: { status: number; body: string }[] = [];
    let loading = true;
    const load = async (server: ServerProcess) => {
      while (loading) answers.push(...(await requests(server)));
    };
    const loaders = servers.map(load);
    for (let round = 0; round < 5; round++) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await holder.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
    loading = false;
    await Promise.all(loaders);

    for (const server of servers) {
      expect(server.child.exitCode, server.output()).toBeNull();
      await eventually(async () => {
        const responses = await requests(server);
        return responses.every((response) => response.status === 200) ? true : undefined;
      }, 5_000);
    }
    const refused = answers.filter((answer) => answer.status !== 200);
    for (const answer of refused) {
      expect(answer.status, answer.body).toBe(503);
      expect(JSON.parse(answer.body)).toEqual({
        status: 503,
        code: "SERVICE_UNAVAILABLE",
        message: messages.databaseUnavailable,
        subErrors: [],
      });
    }
    // The outage was felt (some requests were refused) and the load went on around it.
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.length).toBeGreaterThan(refused.length);

    // The job workers took up their work again: a user created now gets the activation mail.
    const [server] = servers;
    const user = newUser();
    const created = await fetch(`${server?.baseUrl}/api/admin/user`, {
      method: "POST",
      headers: { cookie, origin: server?.baseUrl ?? "", "content-type": "application/json" },
      body: JSON.stringify(user),
    });
    expect(created.status).toBe(200);
    await eventually(() => sink.receivedBy(user.emailAddress), 20_000);

    // Nothing went unhandled, and each stops as a deployment stops it.
    for (const server of servers) {
      expect(server.output()).not.toMatch(/unhandled|uncaught/i);
      expect(await stopServerProcess(server)).toBe(0);
    }
  }, 90_000);
});
