// Notification settings' SQL: a user's saved choices (none until the first save), the owner of an
// unsubscribe link; and what the
// deadline e-mails read besides the calendar's and activities' queries: everyone they may go to,
// the deliveries of a day, the documents waiting for an active client's approval.
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { activities, activityComments } from "../../db/schema/activities";
import { documents } from "../../db/schema/documents";
import { categories, matters } from "../../db/schema/matters";
import { notificationDeliveries, notificationSettings } from "../../db/schema/notifications";
import { proceedings } from "../../db/schema/proceedings";
import { users } from "../../db/schema/users";

export type SettingsRow = typeof notificationSettings.$inferSelect;

/** The user's saved settings; null until they first save (or unsubscribe). */
export async function findSettings(db: DbOrTx, userId: number): Promise<SettingsRow | null> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row ?? null;
}

/** The account an unsubscribe link names, unless it was deleted; null when there is none. */
export async function linkOwner(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, emailAddress: users.emailAddress })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.deleted, false)));
  return row ?? null;
}

/**
 * Everyone deadline e-mails may go to (active, not deleted), or only the user `only`, with their
 * saved settings (null: the defaults).
 */
export const mailableUsers = (db: DbOrTx, only?: number) =>
  db
    .select({
      id: users.id,
      emailAddress: users.emailAddress,
      firstName: users.firstName,
      securityRole: users.securityRole,
      settings: notificationSettings,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(
      and(
        eq(users.active, true),
        eq(users.deleted, false),
        only === undefined ? undefined : eq(users.id, only),
      ),
    );

/** The deliveries done on these days (everyone's own day is one of them). */
export const deliveriesOn = (db: DbOrTx, days: readonly string[]) =>
  db
    .select({
      userId: notificationDeliveries.userId,
      kind: notificationDeliveries.kind,
      day: notificationDeliveries.day,
    })
    .from(notificationDeliveries)
    .where(inArray(notificationDeliveries.day, [...days]));

/**
 * The comments' documents waiting for approval in these matters, oldest first, at most `limit`, each
 * with its activity and matter and how many there are in all.
 */
export async function documentsAwaitingApproval(db: DbOrTx, matterIds: readonly number[], limit: number) {
  if (matterIds.length === 0) return { rows: [], totalElements: 0 };
  const rows = await db
    .select({
      id: documents.id,
      name: documents.name,
      activity: { id: activities.id, title: activities.title },
      matter: { id: matters.id, name: matters.name },
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(documents)
    .innerJoin(activityComments, eq(activityComments.id, documents.commentId))
    .innerJoin(activities, eq(activities.id, activityComments.activityId))
    .innerJoin(matters, eq(matters.id, activities.matterId))
    .where(
      and(
        inArray(documents.matterId, [...matterIds]),
        eq(documents.approvalNeeded, true),
        isNull(documents.approvedAt),
      ),
    )
    .orderBy(asc(documents.createdAt), asc(documents.id))
    .limit(limit);
  return { rows, totalElements: rows[0]?.total ?? 0 };
}

/** The categories (jurisdictions and workstreams) of these matters. */
export const categoryIdsOf = async (db: DbOrTx, matterIds: readonly number[]) =>
  matterIds.length === 0
    ? []
    : (
        await db
          .select({ id: categories.id })
          .from(categories)
          .where(inArray(categories.matterId, [...matterIds]))
      ).map((row) => row.id);

/**
 * The proceedings each address is the responsible lawyer of (typed in any letter case), by the
 * address in lower case: one query for every recipient of a run, rather than one each.
 */
export async function proceedingsOfResponsible(db: DbOrTx, emailAddresses: readonly string[]) {
  const byAddress = new Map<string, number[]>();
  if (emailAddresses.length === 0) return byAddress;
  const address = sql<string>`lower(${proceedings.dbResponsibleEmailAddress})`;
  const rows = await db
    .select({ id: proceedings.id, address })
    .from(proceedings)
    .where(sql`${address} = any(${sql.param(emailAddresses.map((item) => item.toLowerCase()))}::text[])`);
  for (const row of rows) {
    const ids = byAddress.get(row.address);
    if (ids) ids.push(row.id);
    else byAddress.set(row.address, [row.id]);
  }
  return byAddress;
}
