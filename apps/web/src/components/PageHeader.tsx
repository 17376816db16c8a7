// A page's heading (h1) with its actions beside it on wide screens and below it on narrow ones.
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ justifyContent: "space-between" }}>
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      {actions && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "flex-start" }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
