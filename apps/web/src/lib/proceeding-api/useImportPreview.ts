import type { ImportKind, ImportPreview } from "@litfolio/shared/imports";
import { useMutation } from "@tanstack/react-query";
import { type UploadOptions, uploadFiles } from "../upload";
import { type ProceedingRef, proceedingUrl } from "./proceeding-urls";

export interface ImportPreviewRequest extends UploadOptions {
  file: File;
}

/**
 * POST .../{claimants|trucks}/import/preview (multipart, one file): what the commit would do. It
 * writes nothing to the lists, so nothing reloads; every refusal (400, 413, 415) is the dialog's.
 */
export function useImportPreview({ matterId, proceedingId }: ProceedingRef, kind: ImportKind) {
  return useMutation({
    mutationFn: ({ file, ...options }: ImportPreviewRequest) =>
      uploadFiles<ImportPreview>(
        proceedingUrl(matterId, proceedingId, kind, "import", "preview"),
        [file],
        options,
      ),
  });
}
