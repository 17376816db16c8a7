// A matter's court calendar (issue 18): the country whose public holidays count for its workstreams,
// and the court vacations of its jurisdictions, during which no deadline ends (deadlines/working-days.ts).
import type { CourtCountry } from "@litfolio/shared/deadlines";
import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { categories, matters } from "./matters";

/** One row per matter once its calendar is saved; until then the defaults apply (no vacations, NLD). */
export const courtCalendars = pgTable("court_calendars", {
  matterId: integer("matter_id")
    .primaryKey()
    .references(() => matters.id, { onDelete: "cascade" }),
  defaultCountry: text("default_country").$type<CourtCountry>().notNull(),
  version: integer("version").notNull().default(1),
  ...timestamps,
});

/** A yearly period of a jurisdiction (or workstream) without deadlines; from and to as MM-DD, both included. */
export const courtVacations = pgTable(
  "court_vacations",
  {
    id: serial("id").primaryKey(),
    matterId: integer("matter_id")
      .notNull()
      .references(() => matters.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    fromDay: text("from_day").notNull(),
    toDay: text("to_day").notNull(),
    label: text("label").notNull(),
  },
  (t) => [index("court_vacations_matter_idx").on(t.matterId, t.categoryId)],
);
