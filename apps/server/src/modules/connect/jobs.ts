// Connect's background jobs: the copy of each stored document (retried with backoff; the dead letter
// marks it FAILED), and the token's refresh before it expires, checked every minute by one process
// at a time (a singleton per period; the refresh itself holds a lease on the token row).
import { z } from "zod";
import type { JobContext, JobType } from "../../jobs/job-type";
import { UPLOAD_TIMEOUT_MS } from "./client";
import { copyDocument, failCopy } from "./copy-service";
import { type ConnectContext, refreshIfDue } from "./token-service";

const copyPayload = z.strictObject({ documentId: z.number().int().positive() });
type CopyPayload = z.infer<typeof copyPayload>;

/** The token's upkeep from a job's context; null when Connect is not configured. */
const connectContextOf = ({ db, config, enqueueIn }: JobContext): ConnectContext | null =>
  config.connect ? { db, config, connect: config.connect, enqueueIn } : null;

/** The queue gave up on a copy: FAILED, with the last attempt's reason (kept on the row). */
export const connectCopyFailedJob: JobType<CopyPayload> = {
  name: "connect-copy-failed",
  description:
    "Marks a document's copy to Connect failed, with the last attempt's reason, once its retries are spent.",
  payload: copyPayload,
  handle: ({ documentId }, { db }) => failCopy(db, documentId),
};

export const connectCopyJob: JobType<CopyPayload> = {
  name: "connect-copy",
  description: "Copies an uploaded document to its matter's Connect folder.",
  payload: copyPayload,
  // 30 s, 1 min, 2 min ... about 8 hours in all before the copy counts as failed. A process killed
  // mid-copy leaves the job active until it expires, and pg-boss's maintenance (every 2 minutes)
  // hands it back as a failed attempt, to run again: so the expiry is the longest a live copy takes
  // (the token, at most 90 s with another process's refresh, then the upload's timeout) with a
  // margin, and a dead process's copy runs again within about 17 minutes, not an hour.
  queue: {
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: UPLOAD_TIMEOUT_MS / 1000 + 5 * 60,
    deadLetter: connectCopyFailedJob.name,
  },
  batchSize: 2,
  wakeOnCommit: true,
  handle: ({ documentId }, context) =>
    copyDocument(connectContextOf(context), context.files, context.db, documentId),
};

export const connectTokenJob: JobType<Record<string, never>> = {
  name: "connect-token",
  description: "Refreshes the Connect token before it expires.",
  payload: z.strictObject({}),
  pollingIntervalSeconds: 30,
  repeat: { everyMinutes: 1, payload: {} },
  async handle(_payload, context) {
    const connect = connectContextOf(context);
    if (connect) await refreshIfDue(connect);
  },
};
