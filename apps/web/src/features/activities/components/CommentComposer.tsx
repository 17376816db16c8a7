// Writing a comment (SPEC 2.3 "Comments", 5.10): "Start a conversation" with the rich-text editor, or
// editing one's own newest comment. Files are chosen with each one's problem and "Needs client
// approval" (not for a file with a problem); an edit can mark the comment's documents deleted and
// restore them before saving; Save is disabled until every file is valid; each file shows its
// progress while the form goes; a refusal shows the server's reason followed by "Contact your server
// administrator to solve this issue." and keeps everything typed and chosen.
import type { ActivityComment } from "@litfolio/shared/comments";
import { fileLimits, selectionValid } from "@litfolio/shared/files";
import { messages } from "@litfolio/shared/messages";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useRef, useState } from "react";
import { useController, useWatch } from "react-hook-form";
import { useAlert } from "../../../components/AlertBanner";
import { ChosenFiles, chooseFiles } from "../../../components/files/ChosenFiles";
import { fileProgress } from "../../../components/files/upload-progress";
import { FormRichTextField } from "../../../components/form/FormRichTextField";
import { schemaResolver } from "../../../components/form/schema-resolver";
import { useSaveForm } from "../../../components/form/useSaveForm";
import { useSaveComment } from "../api/useSaveComment";
import { type CommentFormValues, commentForm, fileProblemsOf } from "./comment-form";

interface CommentComposerProps {
  activityId: number;
  /** The comment edited; null starts a conversation. */
  comment: ActivityComment | null;
  /** After a save (told whether files went with it) or, for an edit, Cancel. */
  onDone: (sentFiles: boolean) => void;
}

export function CommentComposer({ activityId, comment, onDone }: CommentComposerProps) {
  const alert = useAlert();
  const [progress, setProgress] = useState<number[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const documents = comment?.attachedDocuments ?? [];
  const sizes = useRef<number[]>([]);
  const save = useSaveComment({
    onProgress: ({ loaded, total }) =>
      setProgress((current) => (current ? fileProgress(sizes.current, loaded, total) : current)),
  });
  const resolver = schemaResolver<CommentFormValues>(commentForm(documents.length));
  const { control, submit, pending, leaveWithoutWarning } = useSaveForm<CommentFormValues, boolean>({
    resolver,
    defaultValues: { text: comment?.text ?? "", files: [], deletedDocumentIds: [] },
    formFields: ["text"],
    save: async (values) => {
      setFailure(null);
      sizes.current = values.files.map((entry) => entry.file.size);
      setProgress(values.files.map(() => 0));
      try {
        const saved = await save.mutateAsync({ activityId, comment, ...values });
        alert.success(saved.message);
        return values.files.length > 0;
      } catch (error) {
        const reason = error instanceof Error ? error.message : messages.somethingWrong;
        setFailure(values.files.length > 0 ? `${reason} ${messages.uploadFailedContact}` : reason);
        throw error;
      } finally {
        setProgress(null);
      }
    },
    onSaved: onDone,
  });
  const files = useController({ control, name: "files" }).field;
  const deleted = useController({ control, name: "deletedDocumentIds" }).field;
  const chosen = useWatch({ control, name: "files" });
  const deletedIds = useWatch({ control, name: "deletedDocumentIds" });
  const kept = documents.length - deletedIds.length;
  const problems = fileProblemsOf({ files: chosen }, kept);
  const input = useRef<HTMLInputElement>(null);

  return (
    <Stack
      component="form"
      spacing={1.5}
      noValidate
      onSubmit={submit}
      aria-label={comment ? "Edit comment" : "Start a conversation"}
    >
      <FormRichTextField
        control={control}
        name="text"
        label={comment ? "Edit comment" : "Start a conversation"}
      />
      {documents.length > 0 && (
        <Stack spacing={0.5} aria-label="Documents of this comment">
          {documents.map((document) => {
            const isDeleted = deletedIds.includes(document.id);
            return (
              <Stack key={document.id} direction="row" spacing={1} sx={{ alignItems: "center" }}>
                <Typography sx={{ flexGrow: 1, textDecoration: isDeleted ? "line-through" : undefined }}>
                  {document.name}
                </Typography>
                {document.permissions.includes("DELETE") && (
                  <Button
                    size="small"
                    onClick={() =>
                      deleted.onChange(
                        isDeleted
                          ? deletedIds.filter((id) => id !== document.id)
                          : [...deletedIds, document.id],
                      )
                    }
                  >
                    {isDeleted ? `Restore ${document.name}` : `Remove ${document.name}`}
                  </Button>
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label="Choose files"
        accept={fileLimits.extensions.join(",")}
        onChange={(event) => {
          const added = chooseFiles(event.target.files).map((entry) => ({ ...entry, approvalNeeded: false }));
          files.onChange([...chosen, ...added]);
          setFailure(null);
          event.target.value = "";
        }}
      />
      <ChosenFiles
        chosen={chosen}
        problems={problems}
        progress={progress}
        onRemove={(entry) => files.onChange(chosen.filter((other) => other !== entry))}
        extra={(entry, problem) => (
          <FormControlLabel
            label={messages.needsClientApproval}
            disabled={problem !== null || progress !== null}
            control={
              <Checkbox
                size="small"
                checked={entry.approvalNeeded && problem === null}
                onChange={(event) =>
                  files.onChange(
                    chosen.map((other) =>
                      other === entry ? { ...other, approvalNeeded: event.target.checked } : other,
                    ),
                  )
                }
                slotProps={{ input: { "aria-label": `${messages.needsClientApproval}: ${entry.file.name}` } }}
              />
            }
          />
        )}
      />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={pending}
          onClick={() => input.current?.click()}
        >
          Choose files
        </Button>
        <Button type="submit" variant="contained" disabled={pending || !selectionValid(problems)}>
          Save
        </Button>
        {comment && (
          <Button
            disabled={pending}
            onClick={() => {
              leaveWithoutWarning();
              onDone(false);
            }}
          >
            Cancel
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
