// User administration payloads (SPEC 3 "User", 5.11, 7.1).
import { z } from "zod";
import { emailAddress } from "./account-rules";
import { messages } from "./messages";
import { pagingQuery, sortParam } from "./paging";
import { type SecurityRole, securityRoles } from "./roles";
import { requiredText } from "./rules";

export const userSortFields = ["emailAddress", "firstName", "lastName", "lastLogin", "securityRole"] as const;
export const userSearchColumns = ["emailAddress", "firstName", "lastName"] as const;
export type UserSearchColumn = (typeof userSearchColumns)[number];

export const userListQuery = z.object({
  ...pagingQuery,
  sort: sortParam(userSortFields),
  showDeleted: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
});

export const userSearchQuery = userListQuery.extend({
  emailAddress: z.string().trim().max(254).optional(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
});

export const userBody = z.object({
  id: z.number().int().optional().nullable(),
  active: z.boolean().optional(),
  deleted: z.boolean().optional(),
  emailAddress,
  firstName: requiredText(100),
  lastName: requiredText(100),
  securityRoles: z
    .array(z.enum(securityRoles, { error: messages.required }), { error: messages.required })
    .length(1, messages.required),
  /** The version the editor loaded; a stale one is refused with 409 (absent on create). */
  version: z.number().int().optional(),
});
export type UserBody = z.input<typeof userBody>;

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
