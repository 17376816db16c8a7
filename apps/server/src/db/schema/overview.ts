// The client's expected totals per jurisdiction or workstream (SPEC 3 "Totals (expected) per
// category"), which the overview shows next to what the proceedings add up to.
import { bigint, integer, pgTable, serial, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { categories, matters } from "./matters";

export const expectedTotals = pgTable(
  "expected_totals",
  {
    id: serial("id").primaryKey(),
    matterId: integer("matter_id")
      .notNull()
      .references(() => matters.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    totalNumberOfFirstAssets: bigint("total_number_of_first_assets", { mode: "number" }).notNull(),
    totalNumberOfProceedings: bigint("total_number_of_proceedings", { mode: "number" }).notNull(),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex("expected_totals_category_unique").on(t.categoryId)],
);
