// Where a tracking step's documents are uploaded (POST, the uploader) and downloaded (a link).
import { trackingUrl } from "../../../lib/tracking-api/useTracking";

export const stepDocumentsPath = (
  matterId: number,
  proceedingId: number,
  trackingId: number,
  stepId: number,
) => `${trackingUrl(matterId, proceedingId, trackingId)}/proceduralsteps/${stepId}/attacheddocuments`;

export const stepDocumentDownloadUrl = (
  matterId: number,
  proceedingId: number,
  trackingId: number,
  stepId: number,
  documentId: number,
) =>
  `/api/${trackingUrl(matterId, proceedingId, trackingId)}/proceduralsteps/${stepId}/attachedDocuments/${documentId}/download`;
