// The overview of a matter (/matters/{m}/overview, SPEC 2.3 "Overview"): breadcrumbs, a search filter
// over the jurisdictions and workstreams, the chart (which a user can hide; the choice is kept in
// this browser), the table with its subtotal and Total rows, and the expected-totals form. Each row
// links into the proceedings list filtered to its category with the default statuses plus
// ONGOING_BUT_SETTLED.

import type { OverviewRow } from "@litfolio/shared/overview";
import { defaultProceedingStatuses } from "@litfolio/shared/proceedings";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import { useState } from "react";
import { useParams } from "react-router";
import { ExportButton } from "../../../components/ExportButton";
import { NotFoundPage } from "../../../components/NotFoundPage";
import { PageBreadcrumbs } from "../../../components/PageBreadcrumbs";
import { PageHeader } from "../../../components/PageHeader";
import { PageProgress } from "../../../components/PageProgress";
import { SearchField } from "../../../components/SearchField";
import { useMatter } from "../../../lib/matter-api/useMatter";
import { paths } from "../../../lib/paths";
import { positiveId } from "../../../lib/route-ids";
import { useOverview } from "../api/useOverview";
import { OverviewChart } from "../components/OverviewChart";
import { OverviewTable } from "../components/OverviewTable";
import { TotalsFormDialog } from "../components/TotalsFormDialog";

const CHART_KEY = "litfolio.overview.chart";

export function OverviewPage() {
  const matterId = positiveId(useParams().matterId);
  if (matterId === null) return <NotFoundPage />;
  return <MatterOverview matterId={matterId} />;
}

/** The proceedings of the row's category with the default statuses and ONGOING_BUT_SETTLED. */
const proceedingsPath = (matterId: number) => (row: OverviewRow) =>
  paths.proceedings(
    matterId,
    new URLSearchParams({
      categoryCode: row.categoryCode,
      statuses: [...defaultProceedingStatuses, "ONGOING_BUT_SETTLED"].join(","),
    }),
  );

function MatterOverview({ matterId }: { matterId: number }) {
  const overview = useOverview(matterId);
  const matter = useMatter(matterId).data;
  const [search, setSearch] = useState("");
  const [chart, setChart] = useState(() => localStorage.getItem(CHART_KEY) !== "hidden");
  const [totalsOf, setTotalsOf] = useState<OverviewRow | null>(null);
  if (!overview.data) return overview.isError ? <NotFoundPage /> : <PageProgress label="Loading overview" />;
  const needle = search.trim().toLowerCase();
  const rows = overview.data.categories.filter(
    (row) => !needle || `${row.categoryCode} ${row.categoryText}`.toLowerCase().includes(needle),
  );
  const firstAssetLabel = overview.data.firstAssetLabel ?? "Items";
  return (
    <Stack spacing={2} sx={{ pb: 4 }}>
      <PageBreadcrumbs
        crumbs={[
          { label: "Matters", to: paths.matters },
          { label: matter?.name ?? "Matter", to: paths.matter(matterId) },
        ]}
        current="Overview"
      />
      <PageHeader
        title="Overview"
        actions={
          <>
            <ExportButton path={`dbbw/matters/${matterId}/aggregator/export`} />
            <FormControlLabel
              label="Chart"
              control={
                <Switch
                  checked={chart}
                  onChange={(event) => {
                    setChart(event.target.checked);
                    localStorage.setItem(CHART_KEY, event.target.checked ? "shown" : "hidden");
                  }}
                />
              }
            />
          </>
        }
      />
      <SearchField label="Search jurisdictions and workstreams" value={search} onChange={setSearch} />
      {chart && rows.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <OverviewChart rows={rows} />
        </Paper>
      )}
      <Paper variant="outlined">
        <OverviewTable
          rows={rows}
          total={overview.data.total}
          firstAssetLabel={firstAssetLabel}
          proceedingsPath={proceedingsPath(matterId)}
          onTotals={setTotalsOf}
        />
      </Paper>
      <TotalsFormDialog
        matterId={matterId}
        row={totalsOf}
        firstAssetLabel={firstAssetLabel}
        onClose={() => setTotalsOf(null)}
      />
    </Stack>
  );
}
