// One titled card of a page (a region named by its heading; the proceeding page's details, trucks and
// granted costs), with an optional action (a button) beside the heading.
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";

interface DetailsSectionProps {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}

export function DetailsSection({ title, action, children }: DetailsSectionProps) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2.5 }}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2, mb: 2 }}>
        <Typography id={headingId} variant="h3" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** Several values in one detail, one a line; null when there are none (the list shows "-"). */
export function lines(values: readonly ReactNode[]): ReactNode {
  if (values.length === 0) return null;
  return values.map((value, index) => (
    // The values have no identity of their own; their order is fixed.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <span key={index} style={{ display: "block" }}>
      {value}
    </span>
  ));
}
