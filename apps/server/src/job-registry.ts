// Every kind of background job the server runs. Each is declared once (job-type.ts) beside its
// handler; startJobs creates a queue and a worker for each one listed here.
import { z } from "zod";
import { deleteExpiredSessions } from "./auth/sessions";
import { removeUnusedFiles } from "./files/housekeeping";
import { fileRemovalJob } from "./files/removal";
import { deleteExpiredIdempotencyKeys } from "./http/idempotency";
import type { JobType } from "./jobs/job-type";
import { bulkMailJob, closeStaleMails, failedMailJob, urgentMailJob } from "./mail/outbox";
import { approvalRequestsJob } from "./modules/comments/approval-request-service";
import { connectCopyFailedJob, connectCopyJob, connectTokenJob } from "./modules/connect/jobs";
import { deleteExpiredBatches } from "./modules/imports/service";
import { notificationsJob, notificationsOfUserJob } from "./modules/notifications/jobs";
import { deleteOldDeliveries } from "./modules/notifications/mail-service";

const noPayload = z.strictObject({});

/**
 * Removes expired sessions, idempotency keys, import previews and deadline e-mail deliveries older
 * than a month, gives up on mails queued for a day, and removes stored files no document names (what
 * a crash left: an upload never committed, its `.part` file; deletes remove their files by a job).
 */
const housekeepingJob: JobType<z.infer<typeof noPayload>> = {
  name: "housekeeping",
  description:
    "Removes expired sessions, idempotency keys and import previews, old deadline deliveries, mails queued over a day, and files no document names.",
  payload: noPayload,
  pollingIntervalSeconds: 60,
  repeat: { everyMinutes: 15, payload: {} },
  async handle(_payload, { db, files }) {
    await deleteExpiredSessions(db);
    await closeStaleMails(db);
    await deleteExpiredIdempotencyKeys(db);
    await deleteExpiredBatches(db);
    await deleteOldDeliveries(db);
    await removeUnusedFiles(db, files);
  },
};

export const JOB_TYPES: readonly JobType<object>[] = [
  urgentMailJob,
  bulkMailJob,
  failedMailJob,
  housekeepingJob,
  fileRemovalJob,
  connectCopyJob,
  connectCopyFailedJob,
  connectTokenJob,
  notificationsJob,
  notificationsOfUserJob,
  approvalRequestsJob,
];
