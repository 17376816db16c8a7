// The client's expected totals per jurisdiction or workstream (SPEC 3 "Totals (expected) per
// category"), which the overview shows next to what the proceedings add up to, and the kept
// figures the overview reads instead of adding up the proceedings on every request.
import { proceedingStatuses } from "@litfolio/shared/proceedings";
import {
  bigint,
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
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

/**
 * One proceeding's part in the overview, as last added to `category_figures`: what the statement
 * triggers of the overview_figures migration take away again when the proceeding changes. Written only by those
 * triggers; no foreign key to the proceeding, since its cascade would remove the row before the
 * proceeding's delete trigger reads it.
 */
export const proceedingFigures = pgTable("proceeding_figures", {
  proceedingId: integer("proceeding_id").primaryKey(),
  categoryId: integer("category_id")
    .notNull()
    .references(() => categories.id, { onDelete: "cascade" }),
  status: text("status", { enum: proceedingStatuses }).notNull(),
  claimAmount: bigint("claim_amount", { mode: "number" }),
  assetRows: integer("asset_rows").notNull(),
  assets: bigint("assets", { mode: "number" }).notNull(),
  /** The sum of the matter's first item label's rows; null without such a row. */
  firstAssets: bigint("first_assets", { mode: "number" }),
  collective: boolean("collective").notNull(),
});

/** The overview's figures of a category's proceedings in one status: the sums of their `proceeding_figures`. */
export const categoryFigures = pgTable(
  "category_figures",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    status: text("status", { enum: proceedingStatuses }).notNull(),
    proceedings: integer("proceedings").notNull(),
    withFirstAssets: integer("with_first_assets").notNull(),
    firstAssets: bigint("first_assets", { mode: "number" }).notNull(),
    withClaimAmount: integer("with_claim_amount").notNull(),
    claimAmount: bigint("claim_amount", { mode: "number" }).notNull(),
    withAssets: integer("with_assets").notNull(),
    assets: bigint("assets", { mode: "number" }).notNull(),
    collective: integer("collective").notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.status] })],
);
