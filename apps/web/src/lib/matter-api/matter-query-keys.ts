// Query keys of the matters and of everything inside one. Everything about a matter (its
// configuration, participations, proceedings ...) sits under ["matters", id], so a write inside a
// matter can refresh the matter itself (its counters, menu items) and its lists at once: invalidate
// matterQueryKeys.matter(id).
export const matterQueryKeys = {
  all: ["matters"] as const,
  list: (request: unknown) => ["matters", "list", request] as const,
  matter: (matterId: number) => ["matters", matterId] as const,
  detail: (matterId: number) => ["matters", matterId, "detail"] as const,
  /** A list inside the matter, e.g. ("participations", request) or ("jurisdiction", query). */
  inMatter: (matterId: number, ...rest: unknown[]) => ["matters", matterId, ...rest] as const,
};

/** The matter's court calendar and the working-day checks made with it (issue 18). */
export const courtCalendarQueryKey = (matterId: number) =>
  matterQueryKeys.inMatter(matterId, "courtcalendar");
