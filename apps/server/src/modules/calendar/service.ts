// The calendar feed's writes, each with its trail entry: a new feed replacing the user's (its new
// token's hash and filters: the old token stops matching), and stopping it.
import type { CalendarFeedFilters } from "@litfolio/shared/calendar";
import { eq } from "drizzle-orm";
import { recordAudit } from "../../audit";
import type { Db } from "../../db/client";
import { calendarFeeds } from "../../db/schema/calendar";

export const createFeed = (db: Db, userId: number, tokenHash: string, filters: CalendarFeedFilters) =>
  db.transaction(async (tx) => {
    const values = { userId, tokenHash, filters, createdAt: new Date() };
    const [saved] = await tx
      .insert(calendarFeeds)
      .values(values)
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: values })
      .returning();
    await recordAudit(tx, {
      actorId: userId,
      entity: "calendarFeed",
      entityId: userId,
      action: "create",
      after: { filters },
    });
    return saved;
  });

export const stopFeed = (db: Db, userId: number) =>
  db.transaction(async (tx) => {
    const removed = await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning();
    if (removed.length > 0)
      await recordAudit(tx, { actorId: userId, entity: "calendarFeed", entityId: userId, action: "delete" });
  });
