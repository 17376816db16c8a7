// A message inside a form (e.g. "Please enter the verification code sent to your email", or why a
// sign-in failed). Errors are announced (role="alert"), information is polite (role="status").
// Lighter than MUI's Alert, which keeps the login page's bundle small.
import Box from "@mui/material/Box";
import type { ReactNode } from "react";

export function InlineMessage({ severity, children }: { severity: "info" | "error"; children: ReactNode }) {
  const colour = severity === "error" ? "error" : "secondary";
  return (
    <Box
      role={severity === "error" ? "alert" : "status"}
      sx={{
        px: 2,
        py: 1.25,
        borderLeft: 4,
        borderColor: `${colour}.main`,
        borderRadius: 1,
        bgcolor: severity === "error" ? "rgba(201, 48, 43, 0.08)" : "rgba(83, 86, 90, 0.08)",
        color: severity === "error" ? "error.dark" : "text.primary",
        typography: "body2",
        whiteSpace: "pre-line",
      }}
    >
      {children}
    </Box>
  );
}
