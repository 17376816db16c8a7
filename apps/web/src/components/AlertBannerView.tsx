// The banner itself (see AlertBanner.tsx). MUI's Alert has role="alert", so screen readers announce it.
import Alert from "@mui/material/Alert";
import Portal from "@mui/material/Portal";
import Snackbar, { type SnackbarCloseReason } from "@mui/material/Snackbar";
import { useEffect, useState } from "react";
import { type AlertMessage, alertText } from "../lib/alerts";

export function AlertBannerView({ alert }: { alert: AlertMessage }) {
  const [openId, setOpenId] = useState<number | null>(alert.id);
  useEffect(() => setOpenId(alert.id), [alert.id]);

  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason === "clickaway") return; // a click elsewhere on the page should not hide it
    setOpenId(null);
  };

  // Each alert gets a new node at the end of <body>: an open dialog hides (aria-hidden) what existed
  // when it opened, and a message about that dialog's form must still reach screen readers.
  return (
    <Portal key={alert.id}>
      <Snackbar
        open={openId === alert.id}
        autoHideDuration={alert.durationMs}
        onClose={close}
        // Bottom left, clear of what it could hide: a full-screen form's first fields (top) and its
        // Cancel and Save (bottom right); on a phone, above the form's action row.
        anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
        sx={{ bottom: { xs: 72, sm: 24 } }}
      >
        <Alert
          severity={alert.severity}
          variant="filled"
          onClose={() => close()}
          sx={{ whiteSpace: "pre-line", minWidth: { sm: 360 }, maxWidth: 640, boxShadow: 6 }}
        >
          {alertText(alert.message)}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
