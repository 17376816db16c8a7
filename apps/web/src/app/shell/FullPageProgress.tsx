import Box from "@mui/material/Box";
import { Spinner } from "../../components/ProgressBar";

/** Shown while the first page's code loads. */
export function FullPageProgress() {
  return (
    <Box sx={{ display: "grid", placeItems: "center", minHeight: "60vh" }}>
      <Spinner label="Loading" />
    </Box>
  );
}
