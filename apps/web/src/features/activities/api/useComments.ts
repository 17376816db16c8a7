// GET dbbw/activities/{a}/comments: newest first, with the caller's verbs on the list and on approvals.
import type { CommentList } from "@litfolio/shared/comments";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { activityQueryKeys } from "./activity-query-keys";

export function useComments(activityId: number) {
  return useQuery({
    queryKey: activityQueryKeys.comments(activityId),
    queryFn: ({ signal }) => api.get<CommentList>(`dbbw/activities/${activityId}/comments`, { signal }),
  });
}
