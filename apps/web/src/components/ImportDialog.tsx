// "Import from Excel" on the claimants tab and in the trucks section (WRITE; docs/architecture.md
// "Importing claimants and trucks"): the template to download, a file chosen (.xlsx or .csv, checked
// before it is sent) and uploaded with its progress, then the server's preview: the counts, the
// ignored columns and every invalid row. Only a file without invalid rows can be imported; the
// import answers with its message in the alert, closes the dialog and reloads the lists. A failure
// keeps the chosen file, and "Check again" sends it again for a fresh preview (the proceeding changed
// since the preview, or the preview expired).
import { type ImportKind, type ImportPreview, importLimits } from "@litfolio/shared/imports";
import { messages } from "@litfolio/shared/messages";
import FileDownloadIcon from "@mui/icons-material/FileDownload";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useRef, useState } from "react";
import { downloadFile } from "../lib/download";
import { type ProceedingRef, proceedingUrl } from "../lib/proceeding-api/proceeding-urls";
import { useCommitImport } from "../lib/proceeding-api/useCommitImport";
import { useImportPreview } from "../lib/proceeding-api/useImportPreview";
import { UploadCancelled } from "../lib/upload";
import { useAlert } from "./AlertBanner";
import { DetailList } from "./DetailList";
import { formatFileSize } from "./files/upload-progress";
import {
  type ImportFailure,
  ignoredColumnsText,
  importCountDetails,
  importFailure,
  importFileProblem,
  importTexts,
  moreInvalidText,
  uploadPercent,
} from "./import-preview";

interface ImportProps {
  proceeding: ProceedingRef;
  kind: ImportKind;
  /** After a successful import, besides the reload of the proceeding's queries. */
  onImported?: () => void;
}

/** The button and its dialog; a new opening starts afresh. */
export function ImportButton(props: ImportProps) {
  const [openings, setOpenings] = useState(0);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        onClick={() => {
          setOpenings((current) => current + 1);
          setOpen(true);
        }}
      >
        Import from Excel
      </Button>
      {openings > 0 && <ImportDialog key={openings} {...props} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

type Stage =
  | { step: "idle" }
  | { step: "uploading"; percent: number }
  | { step: "checking" }
  | { step: "preview"; preview: ImportPreview }
  | { step: "failed"; failure: ImportFailure };

function ImportDialog({ proceeding, kind, onImported, open, onClose }: ImportProps & DialogProps) {
  const titleId = useId();
  const texts = importTexts(kind);
  const flow = useImportFlow(proceeding, kind, () => {
    onImported?.();
    onClose();
  });
  const close = () => {
    flow.stop();
    onClose();
  };
  const { stage } = flow;
  const importable = stage.step === "preview" && stage.preview.counts.invalid === 0;
  return (
    <Dialog
      open={open}
      onClose={flow.committing ? undefined : close}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{texts.file}</Typography>
          <Typography>{texts.matching}</Typography>
          <FileChoice proceeding={proceeding} kind={kind} flow={flow} />
          {(stage.step === "uploading" || stage.step === "checking") && (
            <UploadProgress stage={stage} fileName={flow.file?.name ?? ""} />
          )}
          {stage.step === "failed" && (
            <FailureNotice failure={stage.failure} onCheckAgain={flow.checkAgain} />
          )}
          {stage.step === "preview" && <PreviewView preview={stage.preview} />}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={flow.committing}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!importable || flow.committing}
          onClick={() => stage.step === "preview" && flow.commit(stage.preview.importId)}
        >
          {flow.committing ? "Importing…" : "Import"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type ImportFlow = ReturnType<typeof useImportFlow>;

/** The chosen file, its preview and its commit; a newer choice stops the upload under way. */
function useImportFlow(proceeding: ProceedingRef, kind: ImportKind, onDone: () => void) {
  const alert = useAlert();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ step: "idle" });
  const preview = useImportPreview(proceeding, kind);
  const commit = useCommitImport(proceeding, kind);
  const cancel = useRef<AbortController | null>(null);
  const stop = () => cancel.current?.abort();
  // Leaving the page stops an upload under way.
  useEffect(() => () => cancel.current?.abort(), []);

  const check = async (chosen: File) => {
    stop();
    const controller = new AbortController();
    cancel.current = controller;
    setStage({ step: "uploading", percent: 0 });
    const onProgress = ({ loaded, total }: { loaded: number; total: number }) => {
      const percent = uploadPercent(loaded, total);
      // Every byte sent: the server is now reading and checking the rows.
      setStage(percent < 100 ? { step: "uploading", percent } : { step: "checking" });
    };
    try {
      const answer = await preview.mutateAsync({ file: chosen, signal: controller.signal, onProgress });
      setStage({ step: "preview", preview: answer });
    } catch (error) {
      if (!(error instanceof UploadCancelled)) setStage({ step: "failed", failure: importFailure(error) });
    }
  };
  const choose = (chosen: File) => {
    setFile(chosen);
    const problem = importFileProblem(chosen);
    if (problem) setStage({ step: "failed", failure: { message: problem, checkAgain: false } });
    else void check(chosen);
  };
  const confirm = (importId: string) =>
    commit.mutate(importId, {
      onSuccess: (result) => {
        alert.success(result.message);
        onDone();
      },
      onError: (error) => setStage({ step: "failed", failure: importFailure(error) }),
    });
  return {
    file,
    stage,
    stop,
    choose,
    checkAgain: () => file && void check(file),
    commit: confirm,
    committing: commit.isPending,
    busy: stage.step === "uploading" || stage.step === "checking" || commit.isPending,
  };
}

/** The template to download, the file chooser and the chosen file. */
function FileChoice({
  proceeding,
  kind,
  flow,
}: {
  proceeding: ProceedingRef;
  kind: ImportKind;
  flow: ImportFlow;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        <TemplateButton
          path={proceedingUrl(proceeding.matterId, proceeding.proceedingId, kind, "import", "template")}
        />
        <input
          ref={input}
          type="file"
          hidden
          aria-label="File to import"
          accept={importLimits.extensions.join(",")}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // Cleared, so that choosing the same (corrected) file again is a change.
            event.target.value = "";
            if (chosen) flow.choose(chosen);
          }}
        />
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          disabled={flow.busy}
          onClick={() => input.current?.click()}
        >
          {flow.file ? "Choose another file" : "Choose a file"}
        </Button>
      </Stack>
      {flow.file && (
        <Typography sx={{ wordBreak: "break-all" }}>
          {flow.file.name} ({formatFileSize(flow.file.size)})
        </Typography>
      )}
    </Stack>
  );
}

/** "Download the template": an .xlsx with the columns' header and an example row. */
function TemplateButton({ path }: { path: string }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(path, {}, () => {});
    } catch {
      // downloadFile's failure has been told through the app's alert.
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button startIcon={<FileDownloadIcon />} disabled={downloading} onClick={() => void download()}>
      {downloading ? "Downloading the template…" : "Download the template"}
    </Button>
  );
}

function UploadProgress({
  stage,
  fileName,
}: {
  stage: Extract<Stage, { step: "uploading" | "checking" }>;
  fileName: string;
}) {
  const uploading = stage.step === "uploading";
  return (
    <Box>
      <Typography role="status" variant="body2" sx={{ mb: 0.5 }}>
        {uploading ? `Uploading… ${stage.percent} %` : "Checking the rows…"}
      </Typography>
      {uploading ? (
        <LinearProgress variant="determinate" value={stage.percent} aria-label={`Uploading ${fileName}`} />
      ) : (
        <LinearProgress aria-label="Checking the rows" />
      )}
    </Box>
  );
}

function FailureNotice({ failure, onCheckAgain }: { failure: ImportFailure; onCheckAgain: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ whiteSpace: "pre-line" }}
      action={
        failure.checkAgain && (
          <Button color="inherit" size="small" onClick={onCheckAgain}>
            Check again
          </Button>
        )
      }
    >
      {failure.message}
    </Alert>
  );
}

/** What the import would do, and why it cannot when rows are invalid. */
function PreviewView({ preview }: { preview: ImportPreview }) {
  const ignored = ignoredColumnsText(preview.ignoredColumns);
  return (
    <Stack spacing={2} component="section" aria-label="Preview of the import">
      <DetailList details={importCountDetails(preview.counts)} />
      {ignored && <Alert severity="info">{ignored}</Alert>}
      {preview.counts.invalid > 0 ? (
        <InvalidRows preview={preview} />
      ) : (
        <Typography role="status">Nothing is written until you click Import.</Typography>
      )}
    </Stack>
  );
}

function InvalidRows({ preview }: { preview: ImportPreview }) {
  const more = moreInvalidText(preview);
  return (
    <Stack spacing={1}>
      <Alert severity="error">{messages.importHasInvalidRows}</Alert>
      <TableContainer sx={{ maxHeight: 320, border: 1, borderColor: "divider", borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="Invalid rows">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 80 }}>Row</TableCell>
              <TableCell sx={{ width: 200 }}>Column</TableCell>
              <TableCell>Message</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.invalidRows.map((problem) => (
              <TableRow key={`${problem.row}:${problem.column}`}>
                <TableCell>{problem.row}</TableCell>
                <TableCell>{problem.column}</TableCell>
                <TableCell>{problem.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {more && <Typography color="text.secondary">{more}</Typography>}
    </Stack>
  );
}
