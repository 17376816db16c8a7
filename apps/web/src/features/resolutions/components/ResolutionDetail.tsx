// The expandable row of a judgement or settlement: labelled values in a grid, "-" for what is empty,
// and the payment made (date, label, amount with currency) that both kinds share.
import type { AmountPaid } from "@litfolio/shared/resolutions";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { EMPTY_VALUE, formatDate } from "../../../lib/format";
import { formatPrice } from "./resolution-format";

export type DetailEntry = [label: string, value: ReactNode];

export function DetailList({ entries }: { entries: DetailEntry[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 3, rowGap: 0.75, m: 0 }}
    >
      {entries.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value === null || value === undefined || value === "" ? EMPTY_VALUE : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** SPEC 2.3: payment made with its date, label and amount with currency. */
export const paymentEntries = (paid: AmountPaid | null): DetailEntry[] => [
  ["Payment date", formatDate(paid?.paymentDate)],
  ["Payment description", paid?.label],
  ["Amount paid", formatPrice(paid)],
];
