// The post-login landing page. The matters list itself arrives with the next issue.
import { messages } from "@litfolio/shared/messages";
import GavelIcon from "@mui/icons-material/Gavel";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";

export function MattersPage() {
  return (
    <Paper variant="outlined" sx={{ p: 4, display: "flex", gap: 2, alignItems: "center", maxWidth: 720 }}>
      <GavelIcon color="primary" aria-hidden="true" fontSize="large" />
      <Typography>{messages.mattersNextRelease}</Typography>
    </Paper>
  );
}
