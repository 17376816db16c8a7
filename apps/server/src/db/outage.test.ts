// A database restart or fail-over (every backend terminated at once) under load on two server
// processes, as two app instances with pools and job queues of their own on one database: neither
// may crash or answer 500; requests during the outage answer 200 or the SPEC body with 503; both
// answer 200 again within seconds. PostgreSQL only.
import { messages } from "@litfolio/shared/messages";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, sessionCookie } from "../test/factories";
import { createTestApp, eventually, type TestApp } from "../test/harness";

describe.runIf(process.env.TEST_DATABASE_URL)("terminating every database backend under load", () => {
  let first: TestApp;
  let second: TestApp;
  let cookie: string;
  let userSequence = 0;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({}, { sharing: first });
    const admin = await createAdmin(first.database.db);
    cookie = await sessionCookie(first.database.db, admin.id);
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** A read through the pool, and a create in a transaction that enqueues an activation mail job. */
  const requests = (t: TestApp) => [
    t.app.inject({ url: "/api/admin/users?page=0&size=5", headers: { cookie } }),
    t.app.inject({
      method: "POST",
      url: "/api/admin/user",
      headers: { cookie },
      payload: {
        emailAddress: `outage-${process.pid}-${++userSequence}@example.com`,
        firstName: "Out",
        lastName: "Age",
        securityRoles: ["USER"],
      },
    }),
  ];

  it("keeps both alive, answers 200 or 503, and answers 200 again within seconds", async () => {
    const answers: { status: number; body: string }[] = [];
    let loading = true;
    const load = async (t: TestApp) => {
      while (loading) {
        for (const response of await Promise.all(requests(t))) {
          answers.push({ status: response.statusCode, body: response.body });
        }
      }
    };
    const loaders = [load(first), load(second)];
    for (let round = 0; round < 5; round++) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await first.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
    loading = false;
    await Promise.all(loaders);

    for (const t of [first, second]) {
      await eventually(async () => {
        const responses = await Promise.all(requests(t));
        return responses.every((response) => response.statusCode === 200) ? true : undefined;
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
  }, 60_000);
});
