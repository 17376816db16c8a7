// The proceeding page's claimants tab (SPEC 2.3, 5.4): with WRITE the whole list is edited and saved
// at once ("Claimants updated"), with a delete per row; without it the list is only shown. After a
// save (or a delete with nothing else unsaved, or an import from Excel) the editor starts again from
// the server's list.
import type { Proceeding } from "@litfolio/shared/proceedings";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { ExportButton } from "../../../components/ExportButton";
import { ImportButton } from "../../../components/ImportDialog";
import { useClaimants } from "../api/useClaimants";
import { ClaimantsEditor } from "../components/ClaimantsEditor";
import { ClaimantsTable } from "../components/ClaimantsTable";

export function ClaimantsTab({ proceeding }: { proceeding: Proceeding }) {
  const ref = { matterId: proceeding.matter.id, proceedingId: proceeding.id };
  const list = useClaimants(ref);
  const [generation, setGeneration] = useState(0);

  if (!list.data) {
    return (
      <Box sx={{ display: "grid", placeItems: "center", minHeight: 160 }}>
        <CircularProgress aria-label="Loading claimants" />
      </Box>
    );
  }
  const mayWrite = list.data.permissions.includes("WRITE");
  // The editor starts again from the server's list once that list has reloaded (a save does not wait
  // for the reload).
  const restart = () => void list.refetch().then(() => setGeneration((current) => current + 1));
  const excelButtons = (
    <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
      {mayWrite && <ImportButton proceeding={ref} kind="claimants" onImported={restart} />}
      <ExportButton path={`dbbw/matters/${ref.matterId}/proceedings/${ref.proceedingId}/claimants/export`} />
    </Stack>
  );
  if (!mayWrite) {
    return (
      <Stack spacing={2}>
        {excelButtons}
        <ClaimantsTable matterId={ref.matterId} claimants={list.data.items} />
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {excelButtons}
      <ClaimantsEditor
        key={generation}
        proceeding={ref}
        claimants={list.data.items}
        version={list.data.version}
        onRestart={restart}
      />
    </Stack>
  );
}
