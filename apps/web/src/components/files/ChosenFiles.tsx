// The files chosen for an upload, before and while they go (SPEC 5.10): each one's name and size, its
// problem (type, size, a second copy), a remove button until the upload starts, a progress bar while
// it goes, and whatever the form adds per file (a comment's "Needs client approval").
import type { SelectionProblems } from "@litfolio/shared/files";
import CloseIcon from "@mui/icons-material/Close";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { formatFileSize } from "./upload-progress";

/** A chosen file with a key of its own: the same file may be chosen twice ("Duplicated file."). */
export interface ChosenFile {
  key: number;
  file: File;
}

interface ChosenFilesProps<Entry extends ChosenFile> {
  chosen: readonly Entry[];
  problems: SelectionProblems;
  /** Each file's progress in percent while the upload runs; null before. */
  progress: readonly number[] | null;
  onRemove: (entry: Entry) => void;
  /** A control next to a file, told whether the file has a problem. */
  extra?: (entry: Entry, problem: string | null) => ReactNode;
}

export function ChosenFiles<Entry extends ChosenFile>({
  chosen,
  problems,
  progress,
  onRemove,
  extra,
}: ChosenFilesProps<Entry>) {
  return (
    <>
      {chosen.map((entry, index) => {
        const { key, file } = entry;
        const problem = problems.files[index] ?? null;
        return (
          <Box key={key}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <Typography sx={{ flexGrow: 1, wordBreak: "break-all" }}>
                {file.name} ({formatFileSize(file.size)})
              </Typography>
              {extra?.(entry, problem)}
              {!progress && (
                <IconButton
                  size="small"
                  aria-label={`Remove ${file.name} from the selection`}
                  onClick={() => onRemove(entry)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
            {problem && (
              <Typography variant="body2" color="error">
                {problem}
              </Typography>
            )}
            {progress && (
              <LinearProgress
                variant="determinate"
                value={progress[index] ?? 0}
                aria-label={`Uploading ${file.name}`}
              />
            )}
          </Box>
        );
      })}
      {problems.tooMany && <Alert severity="error">{problems.tooMany}</Alert>}
    </>
  );
}

let nextKey = 0;

/** Keys the files a file input gives (each choice a new key). */
export const chooseFiles = (list: FileList | null): ChosenFile[] =>
  Array.from(list ?? [], (file) => ({ key: nextKey++, file }));
