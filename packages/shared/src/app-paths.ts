// The web app's addresses that the server links to as well (e-mails, the calendar feed), so a link
// sent out and the router agree. The web's lib/paths.ts takes these and adds its own.

export const appPaths = {
  /** TrackingDetails; `stepId` opens that step. */
  tracking: (matterId: number, proceedingId: number, trackingId: number, stepId?: number) =>
    `/matters/${matterId}/proceedings/${proceedingId}/tracking/${trackingId}${stepId ? `/${stepId}` : ""}`,
  /** Work packages of a matter, and one by its number (SPEC 2.1 WorkPackage, WorkPackageBase). */
  workPackage: (matterId: number, number: number) => `/matters/${matterId}/workpackage/${number}`,
  activity: (activityId: number) => `/activities/${activityId}`,
  changePassword: (emailAddress: string, verificationCode?: string) =>
    `/changepassword/${encodeURIComponent(emailAddress)}${verificationCode ? `/${encodeURIComponent(verificationCode)}` : ""}`,
} as const;
