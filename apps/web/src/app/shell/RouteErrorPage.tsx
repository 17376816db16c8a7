// Shown when a page fails to render or its code cannot be loaded (e.g. after a deployment replaced
// the chunks the open tab knew about): say so, and offer a reload.
import { messages } from "@litfolio/shared/messages";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useRouteError } from "react-router";

export function RouteErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Paper variant="outlined" role="alert" sx={{ maxWidth: 560, mx: "auto", mt: 10, p: 3 }}>
      <Typography sx={{ mb: 2 }}>{messages.noResponse}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Paper>
  );
}
