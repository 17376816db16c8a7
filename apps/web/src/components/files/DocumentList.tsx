// The documents of a step or a comment: each name a download link, its size, "Stored" (a listed
// document is stored and downloadable, whatever happens to its copy), its copy to Connect under a
// "Connect" caption when Connect is configured (SPEC 4 "Documents": "Upload in progress", "Upload
// failed" with the reason, "Uploaded"; a Retry where the caller may), what the owner adds (a comment
// document's approval stamp) and a delete button where the document's permissions allow it; the
// caller confirms and deletes.
import { connectCopyLabels, type StoredDocument } from "@litfolio/shared/files";
import { messages } from "@litfolio/shared/messages";
import CheckIcon from "@mui/icons-material/Check";
import DeleteIcon from "@mui/icons-material/Delete";
import DescriptionOutlinedIcon from "@mui/icons-material/DescriptionOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useAlert } from "../AlertBanner";
import { formatFileSize } from "./upload-progress";
import { useRetryDocumentCopy } from "./useRetryDocumentCopy";

interface DocumentListProps<Document extends StoredDocument> {
  documents: readonly Document[];
  downloadUrl: (document: Document) => string;
  onDelete?: (document: Document) => void;
  /** Shown after the size and status (an approval stamp, an Approve button). */
  details?: (document: Document) => ReactNode;
  /** The query these documents come from: read again after a copy's retry. */
  reloadKey: readonly unknown[];
}

export function DocumentList<Document extends StoredDocument>({
  documents,
  downloadUrl,
  onDelete,
  details,
  reloadKey,
}: DocumentListProps<Document>) {
  const retry = useRetryCopy(reloadKey);
  if (documents.length === 0) return <Typography color="text.secondary">No documents</Typography>;
  return (
    <List dense disablePadding aria-label="Documents">
      {documents.map((document) => (
        <ListItem
          key={document.id}
          disableGutters
          secondaryAction={
            onDelete &&
            document.permissions.includes("DELETE") && (
              <IconButton
                edge="end"
                aria-label={`Delete ${document.name}`}
                onClick={() => onDelete(document)}
              >
                <DeleteIcon />
              </IconButton>
            )
          }
        >
          <ListItemIcon sx={{ minWidth: 36 }}>
            <DescriptionOutlinedIcon />
          </ListItemIcon>
          <ListItemText
            primary={
              <Link href={downloadUrl(document)} download={document.name}>
                {document.name}
              </Link>
            }
            slotProps={{ secondary: { component: "div" } }}
            secondary={
              <>
                {formatFileSize(document.size)} <StoredChip />
                <ConnectCopyState document={document} retry={retry} />
                {details?.(document)}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}

function StoredChip() {
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      // The text stays the default colour: the theme's green on white is too faint for small text.
      icon={<CheckIcon color="success" />}
      label={messages.documentStored}
      sx={{ ml: 1 }}
    />
  );
}

function useRetryCopy(reloadKey: readonly unknown[]) {
  const alert = useAlert();
  const retry = useRetryDocumentCopy(reloadKey);
  return {
    start: (documentId: number) =>
      retry.mutate(documentId, { onSuccess: (answer) => alert.success(answer.message) }),
    pending: retry.isPending,
  };
}

/** The copy to Connect under its caption, the reason of a failure or of the attempt before a retry. */
function ConnectCopyState({
  document,
  retry,
}: {
  document: StoredDocument;
  retry: ReturnType<typeof useRetryCopy>;
}) {
  const copy = document.connectCopy;
  if (!copy) return null;
  const failed = copy.status === "FAILED";
  const reason = copy.reason && (failed ? copy.reason : messages.connectCopyWaiting(copy.reason));
  return (
    <Box
      component="span"
      sx={{ display: "inline-flex", alignItems: "center", flexWrap: "wrap", gap: 0.5, ml: 1.5 }}
    >
      <Typography component="span" variant="caption" color="text.secondary">
        {messages.connectCopyCaption}
      </Typography>
      <Chip
        component="span"
        size="small"
        label={connectCopyLabels[copy.status]}
        variant={copy.status === "SUCCEEDED" ? "outlined" : "filled"}
        color={failed ? "error" : "default"}
      />
      {reason && (
        <Typography component="span" variant="caption" color={failed ? "error" : "text.secondary"}>
          {reason}
        </Typography>
      )}
      {failed && copy.permissions.includes("WRITE") && (
        <Button
          size="small"
          aria-label={`Retry the copy of ${document.name} to Connect`}
          disabled={retry.pending}
          onClick={() => retry.start(document.id)}
        >
          Retry
        </Button>
      )}
    </Box>
  );
}
