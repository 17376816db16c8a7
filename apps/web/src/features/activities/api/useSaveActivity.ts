// POST dbbw/activities, or PUT dbbw/activities/{id} with the version read: "Activity has been saved".
// Every activity list and the tracking's step counts reload afterwards, whatever the outcome.
import type { Activity, ActivityBody } from "@litfolio/shared/activities";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { keysChangedBy } from "./activity-query-keys";

export interface ActivitySave {
  /** The activity edited (null: a new one). */
  activity: Pick<Activity, "id" | "version"> | null;
  body: ActivityBody;
}

type Saved = Activity & { message: string };

export function useSaveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activity, body }: ActivitySave) =>
      activity
        ? api.put<Saved>(`dbbw/activities/${activity.id}`, { ...body, version: activity.version })
        : api.post<Saved>("dbbw/activities", body),
    onSettled: (saved) => {
      const keys = saved ? keysChangedBy(saved) : [["activities"]];
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
