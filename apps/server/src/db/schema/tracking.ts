// Templates and trackings (SPEC 3 "Tracking and template") with their ordered procedural steps.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { categories, matters } from "./matters";
import { proceedings } from "./proceedings";
import { users } from "./users";

/**
 * A template (`template`, one per jurisdiction or workstream: `categoryId`) or the tracking of one
 * proceeding (`proceedingId`, once per proceeding; its category is the proceeding's, so it follows
 * the proceeding when that moves). The steps are saved as a whole list with the tracking's version.
 */
export const trackings = pgTable(
  "trackings",
  {
    id: serial("id").primaryKey(),
    matterId: integer("matter_id")
      .notNull()
      .references(() => matters.id, { onDelete: "cascade" }),
    template: boolean("template").notNull(),
    // A template goes with its jurisdiction or workstream: it has no meaning without it.
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "cascade" }),
    proceedingId: integer("proceeding_id").references(() => proceedings.id, { onDelete: "cascade" }),
    /** The template a tracking was created from; a deleted template leaves the tracking as it is. */
    basedOnTemplateId: integer("based_on_template_id").references((): AnyPgColumn => trackings.id, {
      onDelete: "set null",
    }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    // One tracking per proceeding and one template per category, whoever saves at the same time.
    uniqueIndex("trackings_proceeding_unique").on(t.proceedingId),
    uniqueIndex("trackings_template_category_unique").on(t.categoryId).where(sql`${t.template}`),
    index("trackings_matter_idx").on(t.matterId, t.template),
    index("trackings_based_on_idx").on(t.basedOnTemplateId),
    check(
      "trackings_template_or_proceeding",
      sql`(${t.template} and ${t.categoryId} is not null and ${t.proceedingId} is null) or (not ${t.template} and ${t.proceedingId} is not null and ${t.categoryId} is null)`,
    ),
  ],
);

/**
 * One step of a template or tracking, at `position` (0-based) in its list. A template step has an
 * average duration to the next step (ISO, weeks stored as days: SPEC 5.9); a tracking step has a
 * deadline, the first of its month when `estimateDeadline` (shown and sent as the month only), and
 * is done once someone marks it so (`doneOn`, `doneBy`; see missed-deadlines/rule.ts).
 */
export const proceduralSteps = pgTable(
  "procedural_steps",
  {
    id: serial("id").primaryKey(),
    trackingId: integer("tracking_id")
      .notNull()
      .references(() => trackings.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    averageDuration: text("average_duration"),
    estimateDeadline: boolean("estimate_deadline").notNull().default(false),
    deadline: date("deadline"),
    courtHearing: boolean("court_hearing").notNull().default(false),
    clientDeadline: boolean("client_deadline").notNull().default(true),
    /** The day a tracking step was marked done (issue 27); null while it is to be done. */
    doneOn: date("done_on"),
    /** Who marked it done; a removed user leaves the day without a name. */
    doneBy: integer("done_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("procedural_steps_tracking_idx").on(t.trackingId, t.position),
    // Only a done step names who did it.
    check("procedural_steps_done_by_when_done", sql`${t.doneOn} is not null or ${t.doneBy} is null`),
    // The calendar and the deadline reminders read steps by date.
    index("procedural_steps_deadline_idx").on(t.deadline),
    // The missed deadlines (missed-deadlines/rule.ts): the steps still to do with a date, by
    // deadline, with their tracking, so the page's exact total reads this index alone instead of
    // every past step (done steps are most of them).
    index("procedural_steps_missed_idx")
      .on(t.deadline, t.trackingId)
      .where(sql`${t.doneOn} is null and not ${t.estimateDeadline}`),
  ],
);
