// The API shapes of the configuration rows (SPEC 3 "Category (jurisdiction or workstream)", "Other
// per-matter lists"): each with the number of proceedings using it, as far as the caller may know it.
import type { Category, Label } from "@litfolio/shared/matters";
import type { Verb } from "@litfolio/shared/permissions";
import type { assetLabels, categories } from "../../db/schema/matters";

export type LabelRow = typeof assetLabels.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

/** A row as a list shows it: its count is null where the caller may not know it (another jurisdiction's). */
export interface Listed<Row> {
  row: Row;
  count: number | null;
}

export const presentLabel = ({ row, count }: Listed<LabelRow>, permissions: Verb[]): Label => ({
  id: row.id,
  name: row.name,
  count,
  permissions,
  version: row.version,
});

export const presentCategory = ({ row, count }: Listed<CategoryRow>, permissions: Verb[]): Category => ({
  id: row.id,
  type: row.type,
  code: row.code,
  name: row.name,
  count,
  permissions,
  version: row.version,
});
