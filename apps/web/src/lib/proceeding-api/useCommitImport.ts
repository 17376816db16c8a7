import type { ImportCommitBody, ImportKind, ImportResult } from "@litfolio/shared/imports";
import { api } from "../api";
import { type ProceedingRef, proceedingUrl } from "./proceeding-urls";
import { useProceedingMutation } from "./useProceedingMutation";

const confirmation: ImportCommitBody = { confirm: true };

/**
 * POST .../{claimants|trucks}/import/{importId}/commit: writes the preview, all or nothing, and
 * reloads the proceeding's lists and counts. The dialog tells a 409 (the proceeding changed since the
 * preview), a 404 (expired) and a 400 (invalid rows) itself.
 */
export function useCommitImport({ matterId, proceedingId }: ProceedingRef, kind: ImportKind) {
  return useProceedingMutation(matterId, (importId: string) =>
    api.post<ImportResult>(
      proceedingUrl(matterId, proceedingId, kind, "import", importId, "commit"),
      confirmation,
      {
        handleErrors: [400, 404, 409],
      },
    ),
  );
}
