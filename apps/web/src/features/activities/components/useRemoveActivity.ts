// Delete an activity after the confirmation SPEC 8.2 asks for: "Activity has been deleted".
import type { Activity } from "@litfolio/shared/activities";
import { messages } from "@litfolio/shared/messages";
import { useAlert } from "../../../components/AlertBanner";
import { useConfirm } from "../../../components/ConfirmDialog";
import { useDeleteActivity } from "../api/useDeleteActivity";

export function useRemoveActivity(onDeleted?: () => void) {
  const confirm = useConfirm();
  const alert = useAlert();
  const deletion = useDeleteActivity();
  return async (activity: Activity) => {
    const confirmed = await confirm({
      title: "Delete activity",
      message: messages.confirmDeleteNamed("activity", activity.title),
    });
    if (!confirmed) return;
    deletion.mutate(activity, {
      onSuccess: (answer) => {
        alert.success(answer.message);
        onDeleted?.();
      },
    });
  };
}
