// The API shape of a participation (SPEC 3 "Participation") and of a participant's user.
import type { CategoryOption, ParticipantUser, Participation } from "@litfolio/shared/matters";
import { participationRoleLabels, type Verb } from "@litfolio/shared/permissions";
import type { participations } from "../../db/schema/matters";
import type { users } from "../../db/schema/users";

export type ParticipationRow = typeof participations.$inferSelect;
type UserRow = typeof users.$inferSelect;

export interface ParticipationListRow {
  participation: ParticipationRow;
  user: UserRow;
  categories: CategoryOption[];
}

export const presentParticipantUser = (user: UserRow): ParticipantUser => ({
  id: user.id,
  emailAddress: user.emailAddress,
  firstName: user.firstName,
  lastName: user.lastName,
  active: user.active,
  deleted: user.deleted,
});

export const presentParticipation = (row: ParticipationListRow, permissions: Verb[]): Participation => ({
  id: row.participation.id,
  role: { key: row.participation.role, value: participationRoleLabels[row.participation.role] },
  categories: row.categories,
  user: presentParticipantUser(row.user),
  permissions,
  version: row.participation.version,
});
