// GET dbbw/participationroles: the roles a participant can hold on a matter, with their labels. The
// list is the same for every matter and never changes while the app runs.
import type { KeyValue, ParticipationRole } from "@litfolio/shared/permissions";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export function useParticipationRoles() {
  return useQuery({
    queryKey: ["participationRoles"],
    queryFn: ({ signal }) => api.get<KeyValue<ParticipationRole>[]>("dbbw/participationroles", { signal }),
    staleTime: Infinity,
  });
}
