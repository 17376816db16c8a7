// Query keys of a matter's proceedings and everything inside them (the proceedings, trucks,
// defendants, claimants and resolutions features), under the matter's key (matter-api): a write
// inside a proceeding invalidates proceedingQueryKeys.all(matterId), which refreshes its lists and
// details, and matterQueryKeys.matter(matterId) when matter counters change (usage counts). The
// catalogues (statuses, currencies) are the same for every matter and live under "lookups".
import { matterQueryKeys } from "../matter-api/matter-query-keys";

export const proceedingQueryKeys = {
  all: (matterId: number) => matterQueryKeys.inMatter(matterId, "proceedings"),
  list: (matterId: number, request: unknown) =>
    matterQueryKeys.inMatter(matterId, "proceedings", "list", request),
  proceeding: (matterId: number, proceedingId: number) =>
    matterQueryKeys.inMatter(matterId, "proceedings", proceedingId),
  /** A list or detail inside one proceeding, e.g. ("trucks", request). */
  inProceeding: (matterId: number, proceedingId: number, ...rest: unknown[]) =>
    matterQueryKeys.inMatter(matterId, "proceedings", proceedingId, ...rest),
  /** The code the next proceeding of a category would get. */
  codePreview: (matterId: number, categoryId: number | null) =>
    matterQueryKeys.inMatter(matterId, "proceedings", "code", categoryId),
  lookup: (name: string) => ["lookups", name] as const,
};
