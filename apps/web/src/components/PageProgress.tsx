// What a page shows in its place until its code (the routes' fallback, router.tsx) and then its one
// request have come: the outline of a panel of rows, so the shell and the page's frame paint at once
// and the page fills in without a jump. Plain CSS: the router's fallback is part of every first
// load, the login page's included.
import Box from "@mui/material/Box";
import { keyframes } from "@mui/material/styles";

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

const shade = "rgba(0, 0, 0, 0.08)";

export function PageProgress({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        display: "grid",
        gap: 1.5,
        p: 2,
        border: 1,
        borderColor: "divider",
        borderRadius: 1,
        bgcolor: "background.paper",
        animation: `${pulse} 1.6s ease-in-out infinite`,
      }}
    >
      <Box sx={{ width: "40%", height: 28, borderRadius: 1, bgcolor: shade }} />
      {/* Six rows of 20 px, 12 px apart. */}
      <Box
        sx={{ height: 180, background: `repeating-linear-gradient(${shade} 0 20px, transparent 20px 32px)` }}
      />
    </Box>
  );
}
