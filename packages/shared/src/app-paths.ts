// The web app's addresses that the server links to as well (e-mails, the calendar feed), so a link
// sent out and the router agree. The web's lib/paths.ts takes these and adds its own.

export const appPaths = {
  /** TrackingDetails; `stepId` opens that step. */
  tracking: (matterId: number, proceedingId: number, trackingId: number, stepId?: number) =>
    `/matters/${matterId}/proceedings/${proceedingId}/tracking/${trackingId}${stepId ? `/${stepId}` : ""}`,
  /** Work packages of a matter, and one by its number (SPEC 2.1 WorkPackage, WorkPackageBase). */
  workPackage: (matterId: number, number: number) => `/matters/${matterId}/workpackage/${number}`,
  /** The activities across the user's matters, and one activity. */
  activities: "/activities/",
  activity: (activityId: number) => `/activities/${activityId}`,
  /** The calendar of step deadlines and activities (SPEC 2.1 Calendar). */
  calendar: "/calendar/",
  /** The user's deadline e-mails (issue 18). */
  notifications: "/notifications",
  /** A deadline e-mail's unsubscribe page: works without signing in, the signed token names who and what. */
  unsubscribe: (token: string) => `/unsubscribe/${token}`,
  changePassword: (emailAddress: string, verificationCode?: string) =>
    `/changepassword/${encodeURIComponent(emailAddress)}${verificationCode ? `/${encodeURIComponent(verificationCode)}` : ""}`,
} as const;
