// Query keys of the notifications feature: a save or an unsubscribe changes the settings.
export const notificationQueryKeys = {
  settings: ["notifications", "settings"] as const,
  unsubscribeTarget: (token: string) => ["notifications", "unsubscribe", token] as const,
};
