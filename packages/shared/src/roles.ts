// Security roles (login level) and the route auth levels of SPEC 6.

export const securityRoles = ["SYSTEM_ADMIN", "USER"] as const;
export type SecurityRole = (typeof securityRoles)[number];

export const securityRoleLabels: Record<SecurityRole, string> = {
  SYSTEM_ADMIN: "System administrator",
  USER: "User",
};

/** NONE: logged-out only; ALL: any logged-in user; or a security role. */
export type AuthLevel = "NONE" | "ALL" | SecurityRole;
