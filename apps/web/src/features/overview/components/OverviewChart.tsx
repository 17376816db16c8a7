// Bars per jurisdiction or workstream above the overview table: its proceedings and its claimed
// amount, each scaled to the largest, so a partner reads the portfolio at a glance. Plain boxes (no
// chart library): the figures are also written out, for screen readers and exact reading.
import { counted } from "@litfolio/shared/counts";
import { formatDutchNumber } from "@litfolio/shared/dutch-numbers";
import type { OverviewRow } from "@litfolio/shared/overview";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

const Bar = ({ share, colour, label }: { share: number; colour: string; label: string }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
    <Box
      sx={{
        height: 10,
        width: `${Math.max(share * 70, share > 0 ? 1 : 0)}%`,
        bgcolor: colour,
        borderRadius: 1,
      }}
    />
    <Typography variant="caption">{label}</Typography>
  </Stack>
);

export function OverviewChart({ rows }: { rows: readonly OverviewRow[] }) {
  const most = Math.max(1, ...rows.map((row) => row.numberOfProceedings));
  const largest = Math.max(1, ...rows.map((row) => row.totalClaimAmount));
  return (
    <Box
      component="figure"
      aria-label="Proceedings and claimed amounts per jurisdiction or workstream"
      sx={{ m: 0 }}
    >
      <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
        <Typography variant="caption" sx={{ color: "primary.main" }}>
          ■ Proceedings
        </Typography>
        <Typography variant="caption" sx={{ color: "secondary.main" }}>
          ■ Claimed amount (EUR)
        </Typography>
      </Stack>
      <Stack spacing={1}>
        {rows.map((row) => (
          <Box
            key={row.category.id}
            sx={{ display: "grid", gridTemplateColumns: "64px 1fr", gap: 1, alignItems: "center" }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }} title={row.categoryText}>
              {row.categoryCode}
            </Typography>
            <Stack spacing={0.25}>
              <Bar
                share={row.numberOfProceedings / most}
                colour="primary.main"
                label={counted(row.numberOfProceedings, "proceeding")}
              />
              <Bar
                share={row.totalClaimAmount / largest}
                colour="secondary.main"
                label={`EUR ${formatDutchNumber(row.totalClaimAmount)}`}
              />
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
