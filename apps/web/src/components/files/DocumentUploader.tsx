// Choosing and uploading documents (SPEC 5.10): the chosen files listed with each one's problem
// (type, size, a second copy; too many with those already attached), Upload only when all are
// valid, a progress bar per file while they go, Cancel upload, and the server's reason followed by
// "Contact your server administrator to solve this issue." when it refuses them.
import { fileLimits, selectionProblems, selectionValid } from "@litfolio/shared/files";
import { messages } from "@litfolio/shared/messages";
import CloseIcon from "@mui/icons-material/Close";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { UploadCancelled, uploadFiles } from "../../lib/upload";
import { fileProgress, formatFileSize } from "./upload-progress";

interface DocumentUploaderProps<Answer> {
  /** The API path the files are posted to. */
  uploadPath: string;
  /** Documents already attached (they count towards the 5). */
  existingCount: number;
  onUploaded: (answer: Answer) => void;
}

export function DocumentUploader<Answer>({
  uploadPath,
  existingCount,
  onUploaded,
}: DocumentUploaderProps<Answer>) {
  const input = useRef<HTMLInputElement>(null);
  // Each chosen file with a key of its own: the same file may be chosen twice ("Duplicated file.").
  const [chosen, setChosen] = useState<{ key: number; file: File }[]>([]);
  const nextKey = useRef(0);
  const files = chosen.map((entry) => entry.file);
  const [progress, setProgress] = useState<number[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useRef<AbortController | null>(null);
  const problems = selectionProblems(files, existingCount);
  // Closing the dialog (or leaving the page) stops an upload under way.
  useEffect(() => () => cancel.current?.abort(), []);

  const upload = async () => {
    cancel.current = new AbortController();
    setFailure(null);
    setProgress(files.map(() => 0));
    try {
      const answer = await uploadFiles<Answer>(uploadPath, files, {
        signal: cancel.current.signal,
        onProgress: ({ loaded, total }) =>
          setProgress(
            fileProgress(
              files.map((file) => file.size),
              loaded,
              total,
            ),
          ),
      });
      setChosen([]);
      onUploaded(answer);
    } catch (error) {
      if (!(error instanceof UploadCancelled)) {
        setFailure(
          `${error instanceof Error ? error.message : messages.somethingWrong} ${messages.uploadFailedContact}`,
        );
      }
    } finally {
      setProgress(null);
      cancel.current = null;
    }
  };

  return (
    <Stack spacing={1}>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={fileLimits.extensions.join(",")}
        onChange={(event) => {
          const added = Array.from(event.target.files ?? [], (file) => ({ key: nextKey.current++, file }));
          setChosen([...chosen, ...added]);
          setFailure(null);
          event.target.value = "";
        }}
      />
      {chosen.map(({ key, file }, index) => (
        <Box key={key}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Typography sx={{ flexGrow: 1, wordBreak: "break-all" }}>
              {file.name} ({formatFileSize(file.size)})
            </Typography>
            {!progress && (
              <IconButton
                size="small"
                aria-label={`Remove ${file.name} from the selection`}
                onClick={() => setChosen(chosen.filter((entry) => entry.key !== key))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
          {problems.files[index] && (
            <Typography variant="body2" color="error">
              {problems.files[index]}
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
      ))}
      {problems.tooMany && <Alert severity="error">{problems.tooMany}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack direction="row" spacing={1}>
        {progress ? (
          <Button onClick={() => cancel.current?.abort()}>Cancel upload</Button>
        ) : (
          <>
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
              Choose files
            </Button>
            {files.length > 0 && (
              <Button variant="contained" disabled={!selectionValid(problems)} onClick={() => void upload()}>
                Upload
              </Button>
            )}
          </>
        )}
      </Stack>
    </Stack>
  );
}
