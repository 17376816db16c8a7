// Reference data (DECISIONS "Catalogues"): rows are inserted by the migrations only.
import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

export const currencies = pgTable("currencies", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  position: integer("position").notNull(),
});

/** Public registers where a chassis number can be looked up; `url` holds `{chassisNumber}`. */
export const truckInformationSources = pgTable("truck_information_sources", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  url: text("url").notNull(),
  position: integer("position").notNull(),
});

/**
 * The judgement and settlement catalogues (types, instances, legal effects, contents), one table
 * keyed by catalogue and key: they are alike and only ever read whole (DECISIONS "Catalogues").
 */
export const resolutionCatalogueEntries = pgTable(
  "resolution_catalogue_entries",
  {
    catalogue: text("catalogue").notNull(),
    key: text("key").notNull(),
    value: text("value").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.catalogue, t.key] })],
);
