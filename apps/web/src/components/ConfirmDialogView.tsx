import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useEffect, useState } from "react";
import type { ConfirmOptions } from "./ConfirmDialog";

interface ConfirmDialogViewProps {
  request: ConfirmOptions | null;
  onAnswer: (yes: boolean) => void;
}

/** The dialog of ConfirmProvider (see ConfirmDialog.tsx). */
export function ConfirmDialogView({ request, onAnswer }: ConfirmDialogViewProps) {
  // Keep the last question on screen while the dialog fades out.
  const [shown, setShown] = useState(request);
  useEffect(() => {
    if (request) setShown(request);
  }, [request]);

  return (
    <Dialog
      open={request !== null}
      onClose={() => onAnswer(false)}
      fullWidth
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-message"
      slotProps={{ paper: { sx: { maxWidth: 500 } } }}
    >
      <DialogTitle id="confirm-dialog-title">{shown?.title ?? "Please confirm"}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-dialog-message" sx={{ whiteSpace: "pre-line" }}>
          {shown?.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onAnswer(false)} autoFocus={shown?.focusNo}>
          {shown?.no ?? "Cancel"}
        </Button>
        <Button onClick={() => onAnswer(true)} variant="contained" autoFocus={!shown?.focusNo}>
          {shown?.yes ?? "Yes"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
