// One titled card of the proceeding's details tab (a region named by its heading).
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";

export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2.5 }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
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
