// Delete a work package after the confirmation SPEC 8.2 asks for: "Work package has been deleted".
import { messages } from "@litfolio/shared/messages";
import type { WorkPackage } from "@litfolio/shared/work-packages";
import { useAlert } from "../../../components/AlertBanner";
import { useConfirm } from "../../../components/ConfirmDialog";
import { useDeleteWorkPackage } from "../api/useDeleteWorkPackage";

export function useRemoveWorkPackage(matterId: number, onDeleted?: () => void) {
  const confirm = useConfirm();
  const alert = useAlert();
  const deletion = useDeleteWorkPackage(matterId);
  return async (workPackage: WorkPackage) => {
    const confirmed = await confirm({
      title: "Delete work package",
      message: messages.confirmDeleteNamed(`work package ${workPackage.id.number}`, workPackage.title),
    });
    if (!confirmed) return;
    deletion.mutate(workPackage, {
      onSuccess: (answer) => {
        alert.success(answer.message);
        onDeleted?.();
      },
    });
  };
}
