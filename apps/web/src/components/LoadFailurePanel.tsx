// A page whose one object failed to load: says what could not be loaded, with Try again (a list
// says it inside its table: DataTable's `failure`).
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";

export function LoadFailurePanel({ what, retry }: { what: string; retry: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 560 }}>
      <Typography sx={{ mb: 2 }}>{`${what} could not be loaded.`}</Typography>
      <Button variant="contained" onClick={retry}>
        Try again
      </Button>
    </Paper>
  );
}
