// The frame of every add/edit form (SPEC 5.1): a labelled dialog, full screen where the spec asks for
// it and on phones, and a form body with Cancel and Save. Every way out — Escape, Cancel, the close
// icon, a click beside the dialog — goes through one close that asks "Discard unsaved changes?" while
// the form inside holds unsaved input (reported by its useUnsavedChangesWarning); a clean form closes
// at once. Saving closes through the caller's onClose, without the question.
import { messages } from "@litfolio/shared/messages";
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import {
  createContext,
  type FormEvent,
  type FormEventHandler,
  type ReactNode,
  useContext,
  useId,
  useRef,
} from "react";
import { useConfirm } from "../ConfirmDialog";
import { discardQuestion, leaveUnlessKept, ReportUnsavedContext } from "./unsaved-changes";

interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** SPEC 2.3's full-screen forms (matter, participant); other forms go full screen on phones only. */
  fullScreen?: boolean;
  children: ReactNode;
}

/** The dialog's close, asking first when the form holds unsaved input (DialogForm's Cancel). */
const CloseAskingContext = createContext<() => void>(() => {});

export function FormDialog({ open, title, onClose, fullScreen, children }: FormDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"));
  const confirm = useConfirm();
  const unsavedRef = useRef(false);
  const reportUnsavedRef = useRef((unsaved: boolean) => {
    unsavedRef.current = unsaved;
  });
  const closeAsking = () =>
    void leaveUnlessKept(
      unsavedRef.current,
      () => confirm(discardQuestion(messages.unsavedChangesInForm)),
      onClose,
    );
  return (
    <Dialog
      open={open}
      onClose={closeAsking}
      fullScreen={fullScreen || phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={closeAsking} sx={{ position: "absolute", top: 12, right: 12 }}>
        <CloseIcon />
      </IconButton>
      <ReportUnsavedContext value={reportUnsavedRef.current}>
        <CloseAskingContext value={closeAsking}>{children}</CloseAskingContext>
      </ReportUnsavedContext>
    </Dialog>
  );
}

interface DialogFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  /** A big form laid out in sections side by side (the proceeding form). */
  wide?: boolean;
  /** The submit button's text when the form does more than save ("Remove"); "Save" unless given. */
  submitLabel?: string;
  children: ReactNode;
}

/** The fields (stacked, centred in a full-screen dialog) and the Cancel and Save buttons. */
export function DialogForm({ onSubmit, pending, wide, submitLabel = "Save", children }: DialogFormProps) {
  const closeAsking = useContext(CloseAskingContext);
  return (
    <Box
      component="form"
      noValidate
      // A dialog opened from a form's dialog (a step from the template form) renders in a portal, but
      // React bubbles its submit through the component tree: it must not submit the form below.
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.stopPropagation();
        onSubmit(event);
      }}
      sx={{ display: "contents" }}
    >
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1, width: "100%", maxWidth: wide ? 1200 : 640, mx: "auto" }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={closeAsking} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** Shown inside the dialog while the record to edit loads (or Cancel when it failed to load). */
export function DialogLoading({
  label,
  failed,
  onCancel,
}: {
  label: string;
  failed: boolean;
  onCancel: () => void;
}) {
  return (
    <DialogContent>
      <Box sx={{ display: "grid", placeItems: "center", minHeight: 200 }}>
        {failed ? <Button onClick={onCancel}>Cancel</Button> : <CircularProgress aria-label={label} />}
      </Box>
    </DialogContent>
  );
}
