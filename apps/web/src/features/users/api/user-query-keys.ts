// Query keys of the users feature: every write invalidates ["users"], lists and details alike.
export const userQueryKeys = {
  all: ["users"] as const,
  list: (request: unknown) => ["users", "list", request] as const,
  detail: (id: number) => ["users", "detail", id] as const,
};
