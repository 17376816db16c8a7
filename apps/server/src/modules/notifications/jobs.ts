// The deadline e-mails' job, every 5 minutes (one run per period however many processes run): each
// active user whose chosen hour has come in their time zone gets that day's digest and reminders,
// each kind at most once. The day is claimed by inserting its `notification_deliveries` row in the
// transaction that queues the mail, so a second process, a rerun or a restart mid-run finds the row
// and sends nothing; nothing to say leaves the row without a mail. Reminders go at the digest's hour.
// A run reads everyone's settings, today's deliveries, participations and court calendars in a
// handful of queries, then a few queries per recipient.
import { type NotificationKind, notificationDefaults } from "@litfolio/shared/notifications";
import { z } from "zod";
import type { Db } from "../../db/client";
import type { JobType } from "../../jobs/job-type";
import { participationsOfUsers } from "../../permissions/across-matters";
import { courtDaysOf } from "../deadlines/court-days";
import { type DigestRun, digestSections, type Recipient, reminderSections, sharedReads } from "./digest";
import { type Claim, deliver, type NotificationRun, unsubscribeKey } from "./mail-service";
import { deadlineMail, type MailSection } from "./mails";
import { type Choices, choicesOf } from "./presenter";
import { deliveriesOn, mailableUsers, proceedingsOfResponsible } from "./queries";
import { unsubscribeLinks } from "./signing";

/** Recipients whose work is done at once (each a few queries and, when there is news, a transaction). */
const PARALLEL_RECIPIENTS = 4;

const formats = new Map<string, Intl.DateTimeFormat>();
const dayAndHour: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  hourCycle: "h23",
};

/** A zone this runtime does not know (any more) counts as the default one. */
function formatIn(timeZone: string) {
  try {
    return new Intl.DateTimeFormat("en-CA", { ...dayAndHour, timeZone });
  } catch {
    return new Intl.DateTimeFormat("en-CA", { ...dayAndHour, timeZone: notificationDefaults.timeZone });
  }
}

/** The day (YYYY-MM-DD) and hour it is in a time zone. */
export function localTime(now: Date, timeZone: string): { day: string; hour: number } {
  let format = formats.get(timeZone);
  if (!format) {
    format = formatIn(timeZone);
    formats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(now).map(({ type, value }) => [type, value]));
  return { day: `${part.year}-${part.month}-${part.day}`, hour: Number(part.hour) };
}

interface Due {
  user: Omit<Recipient, "participations" | "responsibleFor">;
  choices: Choices;
  day: string;
  kinds: NotificationKind[];
}

const kindsOn = (choices: Choices): NotificationKind[] => [
  ...(choices.digestEnabled ? (["DIGEST"] as const) : []),
  ...(choices.remindersEnabled && choices.reminderDays.length > 0 ? (["REMINDERS"] as const) : []),
];

/** Who is due now: their hour has come, a kind is on, and that kind was not done on their day yet. */
async function dueRecipients(db: Db, now: Date, only?: number): Promise<Due[]> {
  const candidates = (await mailableUsers(db, only)).flatMap(({ settings, ...user }) => {
    const choices = choicesOf(settings);
    const { day, hour } = localTime(now, choices.timeZone);
    return hour >= choices.digestHour ? [{ user, choices, day, kinds: kindsOn(choices) }] : [];
  });
  if (candidates.length === 0) return [];
  const delivered = await deliveriesOn(db, [...new Set(candidates.map((due) => due.day))]);
  const done = new Set(delivered.map((row) => `${row.userId} ${row.kind} ${row.day}`));
  return candidates
    .map((due) => ({
      ...due,
      kinds: due.kinds.filter((kind) => !done.has(`${due.user.id} ${kind} ${due.day}`)),
    }))
    .filter((due) => due.kinds.length > 0);
}

const intros: Record<NotificationKind, string> = {
  DIGEST: "This is what is coming up in your matters.",
  REMINDERS: "These deadlines are coming up, counted in court working days.",
};

interface RunContext {
  run: NotificationRun;
  digest: DigestRun;
  key: Buffer;
}

function sectionsFor(context: RunContext, recipient: Recipient, due: Due, kind: NotificationKind) {
  // Nothing is visible without a participation: no query needed.
  if (recipient.participations.length === 0) return [];
  if (kind === "DIGEST") return digestSections(context.digest, recipient, due.day);
  return reminderSections(context.digest, recipient, {
    today: due.day,
    reminderDays: due.choices.reminderDays,
  });
}

function mailOf(
  context: RunContext,
  recipient: Recipient,
  due: Due,
  kind: NotificationKind,
  sections: MailSection[],
) {
  if (sections.length === 0) return null;
  const { config } = context.run;
  const unsubscribe = unsubscribeLinks(config, context.key, { userId: recipient.id, kind });
  return deadlineMail(config, {
    to: recipient,
    kind,
    day: due.day,
    intro: intros[kind],
    sections,
    unsubscribe,
  });
}

/** The recipient's due kinds, each built and delivered; answers the kinds mailed. */
async function notify(context: RunContext, recipient: Recipient, due: Due): Promise<NotificationKind[]> {
  const mailed: NotificationKind[] = [];
  for (const kind of due.kinds) {
    const sections = await sectionsFor(context, recipient, due, kind);
    const claim: Claim = { userId: recipient.id, kind, day: due.day };
    if (await deliver(context.run, claim, mailOf(context, recipient, due, kind, sections))) mailed.push(kind);
  }
  return mailed;
}

/** Runs `work` on every item, `parallel` at a time. */
async function eachInParallel<T>(items: readonly T[], parallel: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) await work(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}

export interface RunSummary {
  /** Users with a kind due. */
  due: number;
  digests: number;
  reminders: number;
  failed: number;
}

/**
 * What the recipients' e-mails read, for all of them at once: their participations, the proceedings
 * naming them as responsible lawyer, the court calendars of their matters and the signing key.
 */
async function prepare(run: NotificationRun, due: readonly Due[]) {
  const { db } = run;
  const [participations, responsible] = await Promise.all([
    participationsOfUsers(
      db,
      due.map(({ user }) => user.id),
    ),
    proceedingsOfResponsible(
      db,
      due.map(({ user }) => user.emailAddress),
    ),
  ]);
  const matterIds = [...new Set([...participations.values()].flat().map((row) => row.matterId))];
  const [court, key] = await Promise.all([courtDaysOf(db, matterIds), unsubscribeKey(db)]);
  const digest = { db, publicUrl: run.config.publicUrl, court, shared: sharedReads() };
  const recipientOf = ({ user }: Due): Recipient => ({
    ...user,
    participations: participations.get(user.id) ?? [],
    responsibleFor: responsible.get(user.emailAddress.toLowerCase()) ?? [],
  });
  return { context: { run, digest, key }, recipientOf };
}

/** One run of the job at `now` (tests choose it), for everyone or `only` one user. */
export async function sendDueNotifications(
  run: NotificationRun,
  now = new Date(),
  only?: number,
): Promise<RunSummary> {
  const summary: RunSummary = { due: 0, digests: 0, reminders: 0, failed: 0 };
  const due = await dueRecipients(run.db, now, only);
  summary.due = due.length;
  if (due.length === 0) return summary;
  const { context, recipientOf } = await prepare(run, due);
  await eachInParallel(due, PARALLEL_RECIPIENTS, async (entry) => {
    try {
      for (const kind of await notify(context, recipientOf(entry), entry))
        summary[kind === "DIGEST" ? "digests" : "reminders"] += 1;
    } catch (error) {
      // The others go on; without its delivery row this user is tried again on the next run.
      summary.failed += 1;
      console.error(`deadline e-mails for user ${entry.user.id} failed`, error);
    }
  });
  return summary;
}

const noPayload = z.strictObject({});

export const notificationsJob: JobType<z.infer<typeof noPayload>> = {
  name: "notifications",
  description: "Sends the daily digests and deadline reminders that are due (each user's chosen hour).",
  payload: noPayload,
  pollingIntervalSeconds: 30,
  repeat: { everyMinutes: 5, payload: {} },
  async handle(_payload, { db, config, enqueueIn }) {
    await sendDueNotifications({ db, config, enqueueIn });
  },
};

const userPayload = z.strictObject({ userId: z.number().int().positive() });

/**
 * A user who saves their settings gets today's e-mails at once when their new hour has already
 * come (not at the next run): switching the digest on at 10:00 with 07:00 chosen sends today's.
 * Still once a day: the delivery rows decide, as for the repeating run.
 */
export const notificationsOfUserJob: JobType<z.infer<typeof userPayload>> = {
  name: "notifications-user",
  description: "Sends one user's due deadline e-mails at once after they saved their notification settings.",
  payload: userPayload,
  wakeOnCommit: true,
  async handle({ userId }, { db, config, enqueueIn }) {
    await sendDueNotifications({ db, config, enqueueIn }, new Date(), userId);
  },
};
