// A record's fields as a description list (a matter's details, a proceeding's sections): a label
// column and a value column on wide screens, stacked on phones; empty values show "-".
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { EMPTY_VALUE, isEmptyValue } from "../lib/format";

export interface Detail {
  label: string;
  value: ReactNode;
}

export function DetailList({
  details,
  labelWidth = 200,
}: {
  details: readonly Detail[];
  labelWidth?: number;
}) {
  return (
    <Box
      component="dl"
      sx={{
        display: "grid",
        gridTemplateColumns: { sm: `${labelWidth}px 1fr` },
        columnGap: 3,
        rowGap: 1.5,
        m: 0,
      }}
    >
      {details.map((detail) => (
        <Box key={detail.label} sx={{ display: "contents" }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {detail.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
            {isEmptyValue(detail.value) ? EMPTY_VALUE : detail.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
