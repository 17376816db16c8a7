// What a page shows while its one request is on its way: a labelled spinner in the page's place.
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";

export function PageProgress({ label }: { label: string }) {
  return (
    <Box sx={{ display: "grid", placeItems: "center", minHeight: 240 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
