// Query keys of the calendar. Its activities and its list view (which holds activities) sit under
// ["activities"], so an activity saved or deleted anywhere (every activity write invalidates that key)
// reloads them too; step deadlines and the feed have keys of their own.
export const calendarQueryKeys = {
  steps: (query: unknown) => ["calendar", "steps", query] as const,
  activities: (query: unknown) => ["activities", "calendar", query] as const,
  list: (query: unknown) => ["activities", "calendar-list", query] as const,
  feed: ["calendar", "feed"] as const,
};
