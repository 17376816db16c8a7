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

/** Keys for the details: the label, numbered when it repeats (two other costs of the same name). */
function detailKeys(details: readonly Detail[]): string[] {
  const seen = new Map<string, number>();
  return details.map(({ label }) => {
    const count = (seen.get(label) ?? 0) + 1;
    seen.set(label, count);
    return `${label}#${count}`;
  });
}

export function DetailList({
  details,
  labelWidth = 200,
}: {
  details: readonly Detail[];
  labelWidth?: number;
}) {
  const keys = detailKeys(details);
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
      {details.map((detail, index) => (
        <Box key={keys[index]} sx={{ display: "contents" }}>
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
