// Query keys of a matter's work packages: the lists, one package, its approvals and its timeline.
export const workPackageQueryKeys = {
  all: (matterId: number) => ["work-packages", matterId] as const,
  list: (matterId: number, request: unknown) => ["work-packages", matterId, "list", request] as const,
  one: (matterId: number, number: number) => ["work-packages", matterId, number] as const,
  approvals: (matterId: number, number: number) => ["work-packages", matterId, number, "approvals"] as const,
  timeline: (matterId: number, number: number) => ["work-packages", matterId, number, "timeline"] as const,
};

export const workPackagesUrl = (matterId: number) => `dbbw/matters/${matterId}/workpackage`;
export const workPackageUrl = (matterId: number, number: number) => `${workPackagesUrl(matterId)}/${number}`;
