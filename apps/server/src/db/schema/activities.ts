// Activities (SPEC 3 "Activity") of a tracking, at one of its steps when it has steps, and their
// comments (SPEC 3 "Activity comment"), whose documents are rows of `documents` (documents.ts).
import { activityStatuses } from "@litfolio/shared/activities";
import { date, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { matters } from "./matters";
import { proceduralSteps, trackings } from "./tracking";
import { users } from "./users";

/**
 * One activity. `matterId` repeats the tracking's so the global list filters and sorts on this
 * table's own indexes; a step linked to activities cannot be deleted (the tracking save refuses it
 * with SPEC 5.9's message; the foreign key, checked at the end of the statement so a deleted tracking takes both along, is the last guard).
 */
export const activities = pgTable(
  "activities",
  {
    id: serial("id").primaryKey(),
    matterId: integer("matter_id")
      .notNull()
      .references(() => matters.id, { onDelete: "cascade" }),
    trackingId: integer("tracking_id")
      .notNull()
      .references(() => trackings.id, { onDelete: "cascade" }),
    stepId: integer("step_id").references(() => proceduralSteps.id),
    title: text("title").notNull(),
    description: text("description").notNull(),
    status: text("status", { enum: activityStatuses }).notNull(),
    dueDate: date("due_date"),
    responsibleId: integer("responsible_id").references(() => users.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index("activities_matter_idx").on(t.matterId, t.status, t.dueDate),
    // The lists' default order: due first.
    index("activities_due_idx").on(t.dueDate, t.id),
    // The matter is in the key so "assigned to me" counts from the index alone (no heap rows).
    index("activities_responsible_idx").on(t.responsibleId, t.matterId, t.status, t.dueDate),
    index("activities_created_by_idx").on(t.createdBy),
    index("activities_tracking_idx").on(t.trackingId, t.stepId),
    index("activities_step_idx").on(t.stepId),
    // The title search ("contains", any letter case: ILIKE '%text%') by trigrams (pg_trgm).
    index("activities_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
  ],
);

/** A comment: sanitised rich text (HTML of the editor's toolbar only), or none when it only carries documents. */
export const activityComments = pgTable(
  "activity_comments",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    text: text("text"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [index("activity_comments_activity_idx").on(t.activityId, t.createdAt)],
);
