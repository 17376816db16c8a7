import type { ConnectRetryAnswer, ConnectRetryBody } from "@litfolio/shared/connect";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

/** The server wants the copy to retry named (connectRetryBody): a failed one. */
const failedCopy: ConnectRetryBody = { status: "FAILED" };

/**
 * POST dbbw/documents/{d}/connect-copy/retry (the document's uploader or the matter's ADMIN): its
 * failed copy to Connect is queued again; `reloaded`, the query holding the document, reads it anew.
 */
export function useRetryDocumentCopy(reloaded: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) =>
      api.post<ConnectRetryAnswer>(`dbbw/documents/${documentId}/connect-copy/retry`, failedCopy),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reloaded }),
  });
}
