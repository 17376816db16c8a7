// The frame of every add/edit form (SPEC 5.1): a labelled dialog, full screen where the spec asks for
// it and on phones, that a stray click beside it does not close (what was typed must not be lost;
// Escape and Cancel close it), and a form body with Cancel and Save.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { type FormEventHandler, type ReactNode, useId } from "react";

interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** SPEC 2.3's full-screen forms (matter, participant); other forms go full screen on phones only. */
  fullScreen?: boolean;
  children: ReactNode;
}

export function FormDialog({ open, title, onClose, fullScreen, children }: FormDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"));
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => reason !== "backdropClick" && onClose()}
      fullScreen={fullScreen || phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}

interface DialogFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  pending: boolean;
  /** A big form laid out in sections side by side (the proceeding form). */
  wide?: boolean;
  children: ReactNode;
}

/** The fields (stacked, centred in a full-screen dialog) and the Cancel and Save buttons. */
export function DialogForm({ onSubmit, onCancel, pending, wide, children }: DialogFormProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: "contents" }}>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1, width: "100%", maxWidth: wide ? 1200 : 640, mx: "auto" }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          Save
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
