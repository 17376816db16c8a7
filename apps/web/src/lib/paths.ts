// The app's addresses (SPEC 2.1), in one place so pages and the guard agree on them; those the server
// links to too come from @litfolio/shared/app-paths.
import { appPaths } from "@litfolio/shared/app-paths";

export const paths = {
  dashboard: "/",
  login: "/login",
  matters: "/matters/",
  /** MatterBase ("Matter details"); `tab` opens one of its tabs. */
  matter: (matterId: number, tab?: string) => `/matters/${matterId}/${tab ? `?tab=${tab}` : ""}`,
  /** Proceedings of a matter; `query` e.g. the overview's statuses. */
  proceedings: (matterId: number, query?: URLSearchParams) =>
    `/matters/${matterId}/proceedings${query && query.size > 0 ? `?${query}` : ""}`,
  /** ProceedingBase; tab numbers as SPEC 2.1 (0 details, 1 defendants, 2 claimants, 3 judgements, 4 settlements). */
  proceeding: (matterId: number, proceedingId: number, tab?: number) =>
    `/matters/${matterId}/proceedings/${proceedingId}${tab ? `/${tab}` : ""}`,
  /** Templates of a matter, and one template (SPEC 2.1 Templates, TemplateDetails). */
  templates: (matterId: number) => `/matters/${matterId}/templates/`,
  template: (matterId: number, templateId: number) => `/matters/${matterId}/templates/${templateId}`,
  /** NewTracking ("Track proceedings"): from a template, or blank without one. */
  newTracking: (matterId: number, proceedingId: number, templateId?: number | null) =>
    `/matters/${matterId}/proceedings/${proceedingId}/track${templateId ? `/${templateId}` : ""}`,
  tracking: appPaths.tracking,
  /** The matter's overview per jurisdiction and workstream (SPEC 2.1 Overview). */
  overview: (matterId: number) => `/matters/${matterId}/overview`,
  /** Work packages of a matter, and one by its number (SPEC 2.1 WorkPackage, WorkPackageBase). */
  workPackages: (matterId: number) => `/matters/${matterId}/workpackage`,
  workPackage: appPaths.workPackage,
  /** A matter's missed step deadlines (issue 18). */
  missedDeadlines: (matterId: number) => `/matters/${matterId}/missed-deadlines`,
  /** Activities (the global page; `query` e.g. a matter filter) and one activity. */
  activities: (query?: URLSearchParams) =>
    `${appPaths.activities}${query && query.size > 0 ? `?${query}` : ""}`,
  activity: appPaths.activity,
  calendar: appPaths.calendar,
  notifications: appPaths.notifications,
  users: "/users/",
  connectSettings: "/connect-settings",
  changePassword: appPaths.changePassword,
} as const;

/** SPEC 2.2 step 5: Login, with the original full path as redirect unless it is "/". */
export function loginPath(originalFullPath?: string): string {
  if (!originalFullPath || originalFullPath === "/" || originalFullPath.startsWith(paths.login)) {
    return paths.login;
  }
  return `${paths.login}?${new URLSearchParams({ redirect: originalFullPath })}`;
}

/** Only paths inside this app are followed after login (no open redirect to another site). */
export function isSafeRedirect(redirect: string | null | undefined): redirect is string {
  return (
    typeof redirect === "string" &&
    redirect.startsWith("/") &&
    !redirect.startsWith("//") &&
    !redirect.startsWith("/\\") &&
    !redirect.startsWith(paths.login)
  );
}
