// Query keys of a matter's overview: the aggregation and the expected totals change together.
export const overviewQueryKeys = {
  all: (matterId: number) => ["overview", matterId] as const,
  aggregation: (matterId: number) => ["overview", matterId, "aggregation"] as const,
};
