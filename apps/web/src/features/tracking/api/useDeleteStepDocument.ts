// DELETE .../tracking/{t}/proceduralsteps/{s}/attacheddocuments?documentId=: "Document has been deleted".
import { api } from "../../../lib/api";
import { useProceedingMutation } from "../../../lib/proceeding-api/useProceedingMutation";
import { stepDocumentsPath } from "./step-documents";

export function useDeleteStepDocument(matterId: number, proceedingId: number, trackingId: number) {
  return useProceedingMutation(matterId, ({ stepId, documentId }: { stepId: number; documentId: number }) =>
    api.delete<{ message: string }>(stepDocumentsPath(matterId, proceedingId, trackingId, stepId), {
      query: { documentId },
    }),
  );
}
