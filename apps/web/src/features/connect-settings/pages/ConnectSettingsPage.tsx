// Connect settings (SYSTEM_ADMIN). The token status page arrives with a later issue; the route
// exists now because the Dashboard forwards Connect's ?code= redirect here.
import { messages } from "@litfolio/shared/messages";
import CloudUploadIcon from "@mui/icons-material/CloudUpload";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";

export function ConnectSettingsPage() {
  return (
    <Paper variant="outlined" sx={{ p: 4, display: "flex", gap: 2, alignItems: "center", maxWidth: 720 }}>
      <CloudUploadIcon color="primary" aria-hidden="true" fontSize="large" />
      <Typography>{messages.connectSettingsNextRelease}</Typography>
    </Paper>
  );
}
