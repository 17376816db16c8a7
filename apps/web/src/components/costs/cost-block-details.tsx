// A cost block as details: the claimed costs on the details tab, the granted costs on the judgements
// tab. The rows and their wording are cost-rows.ts's; a component's notes go under its value.
import type { ClaimedCosts } from "@litfolio/shared/costs";
import Typography from "@mui/material/Typography";
import type { Detail } from "../DetailList";
import { costBlockRows } from "./cost-rows";

export const costBlockDetails = (costs: ClaimedCosts & { totalSumInEuro: number | null }): Detail[] =>
  costBlockRows(costs).map((row) => ({
    label: row.label,
    value: row.notes ? (
      <>
        {row.value}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: "block" }}>
          Notes: {row.notes}
        </Typography>
      </>
    ) : (
      row.value
    ),
  }));
