// Choosing and uploading documents (SPEC 5.10): the chosen files listed with each one's problem
// (type, size, a second copy; too many with those already attached), Upload only when all are
// valid, a progress bar per file while they go, Cancel upload, and the server's reason followed by
// "Contact your server administrator to solve this issue." when it refuses them.
import { fileLimits, selectionProblems, selectionValid } from "@litfolio/shared/files";
import { messages } from "@litfolio/shared/messages";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useEffect, useRef, useState } from "react";
import { UploadCancelled, uploadFiles } from "../../lib/upload";
import { type ChosenFile, ChosenFiles, chooseFiles } from "./ChosenFiles";
import { fileProgress } from "./upload-progress";

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
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
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
          setChosen([...chosen, ...chooseFiles(event.target.files)]);
          setFailure(null);
          event.target.value = "";
        }}
      />
      <ChosenFiles
        chosen={chosen}
        problems={problems}
        progress={progress}
        onRemove={(entry) => setChosen(chosen.filter((other) => other !== entry))}
      />
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
