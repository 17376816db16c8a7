// The job queue with job types of the tests' own: a job exists once, and only if, the transaction
// that enqueued it commits; its payload is checked on the way in; a failing job is retried and then
// handed to its dead letter; a type someone waits for is run at once, not at the next poll; a
// repeating type is enqueued every period.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { bossJobs, createTestApp, eventually, type TestApp } from "../test/harness";
import type { JobType } from "./job-type";
import { transactionWithJobs } from "./queue";

const notePayload = z.object({ note: z.string().min(1) });
type Note = z.infer<typeof notePayload>;

/** The notes each type's handler was given, in order. */
const handled = {
  noted: [] as string[],
  failing: [] as string[],
  dead: [] as string[],
  woken: [] as string[],
  repeated: [] as string[],
};

const notedJob: JobType<Note> = {
  name: "test-noted",
  description: "Notes its payload.",
  payload: notePayload,
  async handle({ note }) {
    handled.noted.push(note);
  },
};

const deadJob: JobType<Note> = {
  name: "test-dead",
  description: "Notes the payload of a job whose retries are spent.",
  payload: notePayload,
  async handle({ note }) {
    handled.dead.push(note);
  },
};

const failingJob: JobType<Note> = {
  name: "test-failing",
  description: "Always fails.",
  payload: notePayload,
  queue: { retryLimit: 1, retryDelay: 1, deadLetter: deadJob.name },
  async handle({ note }) {
    handled.failing.push(note);
    throw new Error(`refused ${note}`);
  },
};

/** Polls so rarely that only the wake after commit can run its job within the test. */
const wokenJob: JobType<Note> = {
  name: "test-woken",
  description: "Notes its payload, woken as the enqueuing transaction commits.",
  payload: notePayload,
  pollingIntervalSeconds: 60,
  wakeOnCommit: true,
  async handle({ note }) {
    handled.woken.push(note);
  },
};

const repeatedJob: JobType<Note> = {
  name: "test-repeated",
  description: "Notes each repeat.",
  payload: notePayload,
  repeat: { everyMinutes: 1 / 60, payload: { note: "tick" } },
  async handle({ note }) {
    handled.repeated.push(note);
  },
};

const unregisteredJob: JobType<Note> = { ...notedJob, name: "test-unregistered" };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { jobTypes: [notedJob, deadJob, failingJob, wokenJob, repeatedJob] });
});
afterAll(() => t.close());

/** The stored jobs of a type with this note: state and output. */
const storedJobs = (type: JobType<Note>, note: string) =>
  t.database.db
    .select({ state: bossJobs.state, output: bossJobs.output })
    .from(bossJobs)
    .where(and(eq(bossJobs.name, type.name), sql`${bossJobs.data}->>'note' = ${note}`));

const enqueueNote = (type: JobType<Note>, note: string) =>
  transactionWithJobs(t.app, (_tx, enqueue) => enqueue(type, { note }));

describe("enqueuing in the caller's transaction", () => {
  it("runs the job of a committed transaction", async () => {
    await enqueueNote(notedJob, "committed");
    // Stored as the transaction commits, completed once its handler has run.
    expect(await storedJobs(notedJob, "committed")).toHaveLength(1);
    await eventually(async () => {
      const [job] = await storedJobs(notedJob, "committed");
      return job?.state === "completed" ? job : undefined;
    });
    expect(handled.noted).toEqual(["committed"]);
  });

  it("leaves no job behind a rolled-back transaction", async () => {
    const rolledBack = transactionWithJobs(t.app, async (_tx, enqueue) => {
      await enqueue(notedJob, { note: "rolled back" });
      throw new Error("the request failed after enqueuing");
    });
    await expect(rolledBack).rejects.toThrow("the request failed after enqueuing");
    expect(await storedJobs(notedJob, "rolled back")).toEqual([]);
    // A job enqueued after it has run, so the worker has looked since: the rolled-back one never ran.
    await enqueueNote(notedJob, "after the rollback");
    await eventually(() => (handled.noted.includes("after the rollback") ? true : undefined));
    expect(handled.noted).not.toContain("rolled back");
  });

  it("refuses a payload its type's schema refuses, and the transaction fails with it", async () => {
    await expect(enqueueNote(notedJob, "")).rejects.toBeInstanceOf(z.ZodError);
    expect(await storedJobs(notedJob, "")).toEqual([]);
  });

  it("refuses a job type the queue does not run", async () => {
    await expect(enqueueNote(unregisteredJob, "lost")).rejects.toThrow(
      "The job type test-unregistered is not registered",
    );
  });
});

describe("running jobs", () => {
  it("retries a failing job, keeps its error, then hands it to the dead letter", async () => {
    await enqueueNote(failingJob, "doomed");
    await eventually(() => (handled.dead.includes("doomed") ? true : undefined));
    // The first try and its one retry.
    expect(handled.failing).toEqual(["doomed", "doomed"]);
    expect(await storedJobs(failingJob, "doomed")).toEqual([
      { state: "failed", output: { error: "Error: refused doomed" } },
    ]);
  });

  it("wakes the worker of a type someone waits for as the transaction commits", async () => {
    const started = Date.now();
    await enqueueNote(wokenJob, "at once");
    await eventually(() => (handled.woken.includes("at once") ? true : undefined));
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("enqueues a repeating type every period", async () => {
    await eventually(() => (handled.repeated.length >= 2 ? true : undefined));
    expect(handled.repeated.every((note) => note === "tick")).toBe(true);
  });
});
