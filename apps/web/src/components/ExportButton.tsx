// "Export to Excel" (issue 17): downloads the list as the server streams it, with the size received
// so far on the button while a large export arrives; a refusal is told by the app's alert.
import FileDownloadIcon from "@mui/icons-material/FileDownload";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import { useState } from "react";
import type { QueryValue } from "../lib/api";
import { downloadFile } from "../lib/download";

const megabytes = (bytes: number) =>
  `${(bytes / 1_048_576).toLocaleString("nl-NL", { maximumFractionDigits: 1 })} MB`;

export function ExportButton({ path, query = {} }: { path: string; query?: Record<string, QueryValue> }) {
  const [received, setReceived] = useState<number | null>(null);
  const exporting = received !== null;
  const start = async () => {
    setReceived(0);
    try {
      await downloadFile(path, query, setReceived);
    } catch {
      // downloadFile's failure has been told through the app's alert.
    } finally {
      setReceived(null);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={exporting ? <CircularProgress size={16} aria-hidden="true" /> : <FileDownloadIcon />}
      onClick={() => void start()}
      disabled={exporting}
      aria-live="polite"
    >
      {exporting ? `Exporting… ${received > 0 ? megabytes(received) : ""}`.trim() : "Export to Excel"}
    </Button>
  );
}
