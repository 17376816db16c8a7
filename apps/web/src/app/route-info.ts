// Title and access of each route this release has (SPEC 2.1); the router and the menu both read it.
import type { RouteHandle } from "./route-handle";

export const routeInfo = {
  login: { title: "Login", authLevels: ["NONE"] },
  changePassword: { title: "Change your password", authLevels: ["NONE"] },
  // Opened from an e-mail, signed in or not (issue 18).
  unsubscribe: { title: "Unsubscribe", authLevels: ["NONE"] },
  dashboard: { title: "Dashboard", authLevels: ["ALL"] },
  matters: { title: "Matters", authLevels: ["ALL"] },
  matter: { title: "Matter details", authLevels: ["ALL"] },
  proceedings: { title: "Proceedings", authLevels: ["ALL"] },
  proceeding: { title: "Proceedings details", authLevels: ["ALL"] },
  templates: { title: "Templates", authLevels: ["ALL"] },
  template: { title: "Template", authLevels: ["ALL"] },
  newTracking: { title: "Track proceedings", authLevels: ["ALL"] },
  tracking: { title: "Tracking", authLevels: ["ALL"] },
  overview: { title: "Overview", authLevels: ["ALL"] },
  workPackages: { title: "Work Packages", authLevels: ["ALL"] },
  workPackage: { title: "Work Packages details", authLevels: ["ALL"] },
  missedDeadlines: { title: "Missed deadlines", authLevels: ["ALL"] },
  activities: { title: "Activities", authLevels: ["ALL"] },
  activity: { title: "Activity", authLevels: ["ALL"] },
  calendar: { title: "Calendar", authLevels: ["ALL"] },
  notifications: { title: "Notifications", authLevels: ["ALL"] },
  users: { title: "Application users", authLevels: ["SYSTEM_ADMIN"] },
  connectSettings: { title: "Connect settings", authLevels: ["SYSTEM_ADMIN"] },
  notFound: { title: "Page not found", authLevels: ["ALL"] },
} as const satisfies Record<string, RouteHandle>;
