// A tracking step's documents in the step dialog (SPEC 2.3 "An attached documents list with
// statuses and a file picker"): the list with downloads and deletes (DELETE, after a confirmation),
// and the uploader when the step's documents allow UPLOAD, with "and mark the step as done" when the
// caller may (filing a document does not complete a step by itself: issue 27).
import { messages } from "@litfolio/shared/messages";
import type { ProceduralStep } from "@litfolio/shared/tracking";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useAlert } from "../../../components/AlertBanner";
import { useConfirm } from "../../../components/ConfirmDialog";
import { DocumentList } from "../../../components/files/DocumentList";
import { DocumentUploader } from "../../../components/files/DocumentUploader";
import { proceedingQueryKeys } from "../../../lib/proceeding-api/proceeding-query-keys";
import { stepDocumentDownloadUrl, stepDocumentsPath } from "../api/step-documents";
import { useDeleteStepDocument } from "../api/useDeleteStepDocument";

interface StepDocumentsProps {
  matterId: number;
  proceedingId: number;
  trackingId: number;
  step: ProceduralStep;
  /** Marks the step done (a step not done, with WRITE): offered as a tick box with the upload. */
  markDone?: () => Promise<unknown>;
}

export function StepDocuments({ matterId, proceedingId, trackingId, step, markDone }: StepDocumentsProps) {
  const [markDoneAfterUpload, setMarkDoneAfterUpload] = useState(false);
  const alert = useAlert();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const deletion = useDeleteStepDocument(matterId, proceedingId, trackingId);
  const { items, permissions } = step.attachedDocuments;
  const remove = async (document: { id: number; name: string }) => {
    const confirmed = await confirm({
      title: "Delete document",
      message: messages.confirmDeleteNamed("document", document.name),
    });
    if (!confirmed) return;
    deletion.mutate(
      { stepId: step.id, documentId: document.id },
      { onSuccess: (answer) => alert.success(answer.message) },
    );
  };
  return (
    <Stack spacing={1} component="section" aria-label="Documents">
      <Typography variant="h6" component="h3">
        Documents
      </Typography>
      <DocumentList
        documents={items}
        downloadUrl={(document) =>
          stepDocumentDownloadUrl(matterId, proceedingId, trackingId, step.id, document.id)
        }
        onDelete={(document) => void remove(document)}
        reloadKey={proceedingQueryKeys.proceeding(matterId, proceedingId)}
      />
      {permissions.includes("UPLOAD") && (
        <>
          {markDone && (
            <FormControlLabel
              label="and mark the step as done"
              control={
                <Checkbox
                  checked={markDoneAfterUpload}
                  onChange={(event) => setMarkDoneAfterUpload(event.target.checked)}
                />
              }
            />
          )}
          <DocumentUploader<{ message: string }>
            uploadPath={stepDocumentsPath(matterId, proceedingId, trackingId, step.id)}
            existingCount={0}
            onUploaded={(answer) => {
              alert.success(answer.message);
              void queryClient.invalidateQueries({
                queryKey: proceedingQueryKeys.proceeding(matterId, proceedingId),
              });
              if (markDone && markDoneAfterUpload) void markDone();
            }}
          />
        </>
      )}
    </Stack>
  );
}
