import { messages } from "@litfolio/shared/messages";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";
import { paths } from "../lib/paths";

/** `deleted`: the page's object was deleted in this tab (the Back button led here). */
export function NotFoundPage({ deleted = false }: { deleted?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 560 }}>
      <Typography sx={{ mb: 2 }}>{deleted ? messages.itemNoLongerExists : messages.pageNotFound}</Typography>
      <Button component={Link} to={paths.matters} variant="contained">
        Go to Matters
      </Button>
    </Paper>
  );
}
