// The API shape of a user (SPEC 3 "User"): one security role as a list of one, no secrets.
import type { User } from "@litfolio/shared/users";
import type { users } from "../../db/schema/users";

export type UserRow = typeof users.$inferSelect;

export const presentUser = (row: UserRow): User => ({
  id: row.id,
  active: row.active,
  deleted: row.deleted,
  emailAddress: row.emailAddress,
  firstName: row.firstName,
  lastName: row.lastName,
  securityRoles: [row.securityRole],
  lastLogin: row.lastLogin?.toISOString() ?? null,
  version: row.version,
});
