// User administration payloads (SPEC 3 "User", 5.11, 7.1).
import { z } from "zod";
import { emailAddress } from "./account-rules";
import { messages } from "./messages";
import { flagParam, pagingQuery, sortParam } from "./paging";
import { type SecurityRole, securityRoles } from "./roles";
import { bodyId, requiredText } from "./rules";
import { withVersion } from "./versions";

export const userSortFields = ["emailAddress", "firstName", "lastName", "lastLogin", "securityRole"] as const;
export const userSearchColumns = ["emailAddress", "firstName", "lastName"] as const;
export type UserSearchColumn = (typeof userSearchColumns)[number];

export const userListQuery = z.object({
  ...pagingQuery,
  sort: sortParam(userSortFields),
  showDeleted: flagParam,
});

export const userSearchQuery = userListQuery.extend({
  emailAddress: z.string().trim().max(254).optional(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
});

export const userBody = z.object({
  id: bodyId,
  active: z.boolean().optional(),
  deleted: z.boolean().optional(),
  emailAddress,
  firstName: requiredText(100),
  lastName: requiredText(100),
  securityRoles: z
    .array(z.enum(securityRoles, { error: messages.required }), { error: messages.required })
    .length(1, messages.required),
});
export type UserBody = z.input<typeof userBody>;

export const userUpdateBody = withVersion(userBody);
export type UserUpdateBody = z.input<typeof userUpdateBody>;

export interface User {
  id: number;
  active: boolean;
  deleted: boolean;
  emailAddress: string;
  firstName: string;
  lastName: string;
  securityRoles: SecurityRole[];
  lastLogin: string | null;
  version: number;
}

export interface UserList {
  users: User[];
  totalElements: number;
}

export interface RoleOption {
  key: SecurityRole;
  value: string;
}
