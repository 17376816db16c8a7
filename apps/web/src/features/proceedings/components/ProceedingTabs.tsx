// The proceeding page's five tabs as a table: the number in the URL, the label and the content. A
// tab that is still being built (judgements, settlements) says so until its component slots in here.
import type { Proceeding } from "@litfolio/shared/proceedings";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { ClaimantsTab } from "./claimants/ClaimantsTab";
import { DefendantsTab } from "./defendants/DefendantsTab";
import { ProceedingDetailsTab } from "./details/ProceedingDetailsTab";
import { proceedingTabNumbers } from "./proceeding-tab-number";

export interface ProceedingTab {
  number: number;
  label: string;
  content: (proceeding: Proceeding) => ReactNode;
}

export const proceedingTabs: readonly ProceedingTab[] = [
  {
    number: proceedingTabNumbers.details,
    label: "Details",
    content: (proceeding) => <ProceedingDetailsTab proceeding={proceeding} />,
  },
  {
    number: proceedingTabNumbers.defendants,
    label: "Defendants",
    content: (proceeding) => <DefendantsTab proceeding={proceeding} />,
  },
  {
    number: proceedingTabNumbers.claimants,
    label: "Claimants",
    content: (proceeding) => <ClaimantsTab proceeding={proceeding} />,
  },
  {
    number: proceedingTabNumbers.judgements,
    label: "Judgements",
    content: () => <UpcomingTab text="Judgements arrive with the next update." />,
  },
  {
    number: proceedingTabNumbers.settlements,
    label: "Settlements",
    content: () => <UpcomingTab text="Settlements arrive with the next update." />,
  },
];

function UpcomingTab({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4 }}>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}
