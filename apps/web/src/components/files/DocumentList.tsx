// The documents of a step or a comment: each name a download link, its size, its status (SPEC 4
// "Documents": "Upload in progress", "Upload failed" with the reason), what the owner adds (a
// comment document's approval stamp) and a delete button where the document's permissions allow it;
// the caller confirms and deletes.
import { documentStatusLabels, type StoredDocument } from "@litfolio/shared/files";
import DeleteIcon from "@mui/icons-material/Delete";
import DescriptionOutlinedIcon from "@mui/icons-material/DescriptionOutlined";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { formatFileSize } from "./upload-progress";

interface DocumentListProps<Document extends StoredDocument> {
  documents: readonly Document[];
  downloadUrl: (document: Document) => string;
  onDelete?: (document: Document) => void;
  /** Shown after the size and status (an approval stamp, an Approve button). */
  details?: (document: Document) => ReactNode;
}

export function DocumentList<Document extends StoredDocument>({
  documents,
  downloadUrl,
  onDelete,
  details,
}: DocumentListProps<Document>) {
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
                {formatFileSize(document.size)} <DocumentStatus document={document} />
                {details?.(document)}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}

function DocumentStatus({ document }: { document: StoredDocument }) {
  const label = documentStatusLabels[document.status];
  if (!label) return null;
  const chip = (
    <Chip
      component="span"
      size="small"
      label={label}
      color={document.status === "FAILED" ? "error" : "default"}
      sx={{ ml: 1 }}
    />
  );
  return document.reason ? <Tooltip title={document.reason}>{chip}</Tooltip> : chip;
}
