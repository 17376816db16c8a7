// A thin indeterminate progress bar and a small spinner in plain CSS: the shell shows them on every
// page, including Login, where MUI's LinearProgress/CircularProgress would only add weight.
import Box from "@mui/material/Box";
import { keyframes } from "@mui/material/styles";

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export function ProgressBar({ fixed = false, label }: { fixed?: boolean; label?: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-hidden={label ? undefined : true}
      sx={{
        height: 4,
        overflow: "hidden",
        bgcolor: "rgba(118, 35, 47, 0.15)",
        ...(fixed && { position: "fixed", top: 0, left: 0, right: 0, zIndex: "tooltip" }),
        "&::after": {
          content: '""',
          display: "block",
          width: "40%",
          height: "100%",
          bgcolor: fixed ? "accent.main" : "primary.main",
          animation: `${slide} 1.2s ease-in-out infinite`,
        },
      }}
    />
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        width: 40,
        height: 40,
        borderRadius: "50%",
        border: 4,
        borderColor: "rgba(118, 35, 47, 0.15)",
        borderTopColor: "primary.main",
        animation: `${spin} 0.9s linear infinite`,
      }}
    />
  );
}
