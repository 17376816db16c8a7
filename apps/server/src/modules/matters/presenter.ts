// The API shapes of a matter (SPEC 3 "Matter"): a list row, and the matter with its menu items.
import type { Matter, MatterSummary } from "@litfolio/shared/matters";
import { type ParticipationRole, participationRoleLabels, type Verb } from "@litfolio/shared/permissions";
import type { matters } from "../../db/schema/matters";
import { type MenuItemRow, presentMenuItem } from "../menu-items/presenter";

export type MatterRow = typeof matters.$inferSelect;

/** A matter row with the caller's role on it and its configuration counters (one list query). */
export interface MatterListRow {
  matter: MatterRow;
  role: ParticipationRole | null;
  numberOfAssetLabels: number;
  numberOfDefendantLabels: number;
  numberOfServedWritAt: number;
}

export const presentMatterSummary = (row: MatterListRow, permissions: Verb[]): MatterSummary => ({
  id: row.matter.id,
  name: row.matter.name,
  key: row.matter.key,
  client: row.matter.client,
  connectFolderId: row.matter.connectFolderId,
  status: row.matter.status,
  participation: row.role ? { role: { key: row.role, value: participationRoleLabels[row.role] } } : null,
  numberOfAssetLabels: row.numberOfAssetLabels,
  numberOfDefendantLabels: row.numberOfDefendantLabels,
  numberOfServedWritAt: row.numberOfServedWritAt,
  permissions,
  version: row.matter.version,
});

export const presentMatter = (
  row: MatterListRow,
  resourcePermissions: Matter["resourcePermissions"],
  items: MenuItemRow[],
): Matter => ({
  ...presentMatterSummary(row, resourcePermissions.matter),
  menuItems: items.map(presentMenuItem),
  resourcePermissions,
});
