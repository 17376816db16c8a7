// What the events' colours mean (SPEC 9's theme colours), and the dashed outline of an estimated
// deadline (a month).
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { eventTones, toneLabels } from "../calendar-events";
import { useEventPalette } from "./EventCalendar";

const swatchSx = { width: 14, height: 14, borderRadius: 0.5, flexShrink: 0, border: 2 } as const;

export function CalendarLegend() {
  const palette = useEventPalette();
  const entries = [...eventTones].reverse();
  return (
    <Stack
      component="ul"
      aria-label="Legend"
      direction="row"
      useFlexGap
      sx={{ flexWrap: "wrap", columnGap: 2.5, rowGap: 0.5, m: 0, p: 0, listStyle: "none" }}
    >
      {entries.map((tone) => (
        <LegendEntry key={tone} label={toneLabels[tone]}>
          <Box
            sx={{ ...swatchSx, bgcolor: palette.tones[tone].main, borderColor: palette.tones[tone].main }}
          />
        </LegendEntry>
      ))}
      <LegendEntry label="Estimated deadline (month)">
        <Box
          sx={{
            ...swatchSx,
            bgcolor: "background.paper",
            borderColor: "primary.main",
            borderStyle: "dashed",
          }}
        />
      </LegendEntry>
    </Stack>
  );
}

function LegendEntry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
      {children}
      <Typography variant="body2" component="span">
        {label}
      </Typography>
    </Box>
  );
}
