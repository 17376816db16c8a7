// The granted costs on the judgements tab (SPEC 7.4 "Costs"): what the courts granted the proceeding
// overall, worded as the details tab words the claimed costs, beside the sums of its judgements as a
// guide (entered, not derived: a later judgement may overturn an earlier one); "Edit granted costs"
// with WRITE.
import EditIcon from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { costBlockDetails } from "../../../components/costs/cost-block-details";
import { DetailList } from "../../../components/DetailList";
import { DetailsSection } from "../../../components/DetailsSection";
import { useGrantedCosts } from "../api/useGrantedCosts";
import { GrantedCostsFormDialog } from "./GrantedCostsFormDialog";
import { judgementTotalDetails } from "./granted-costs";

export function GrantedCostsSection({ matterId, proceedingId }: { matterId: number; proceedingId: number }) {
  const granted = useGrantedCosts(matterId, proceedingId).data;
  const [editing, setEditing] = useState(false);
  const edit = granted?.permissions.includes("WRITE") && (
    <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
      Edit granted costs
    </Button>
  );
  return (
    <DetailsSection title="Granted costs" action={edit}>
      {granted ? (
        <Box sx={{ display: "grid", gridTemplateColumns: { lg: "3fr 2fr" }, gap: 3, alignItems: "start" }}>
          {/* The row, and with it a version, exists from the first save on. */}
          {granted.version === null ? (
            <Typography color="text.secondary">No granted costs entered yet</Typography>
          ) : (
            <DetailList details={costBlockDetails(granted.grantedCosts)} labelWidth={220} />
          )}
          <Box component="section" aria-label="Sum of the judgements">
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Sum of the judgements
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              Amounts in EUR over the proceeding's judgements, as a guide
            </Typography>
            <DetailList details={judgementTotalDetails(granted.judgementTotals)} />
          </Box>
        </Box>
      ) : (
        <Typography color="text.secondary">Loading the granted costs...</Typography>
      )}
      <GrantedCostsFormDialog
        matterId={matterId}
        proceedingId={proceedingId}
        granted={editing ? (granted ?? null) : null}
        onClose={() => setEditing(false)}
      />
    </DetailsSection>
  );
}
