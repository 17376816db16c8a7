// The proceeding page's five tabs as a table: the number in the URL, the label and the content.
import type { Proceeding } from "@litfolio/shared/proceedings";
import type { ReactNode } from "react";
import { ClaimantsTab } from "./claimants/ClaimantsTab";
import { DefendantsTab } from "./defendants/DefendantsTab";
import { ProceedingDetailsTab } from "./details/ProceedingDetailsTab";
import { proceedingTabNumbers } from "./proceeding-tab-number";
import { JudgementsTab } from "./resolutions/JudgementsTab";
import { SettlementsTab } from "./resolutions/SettlementsTab";

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
    content: (proceeding) => <JudgementsTab matterId={proceeding.matter.id} proceeding={proceeding} />,
  },
  {
    number: proceedingTabNumbers.settlements,
    label: "Settlements",
    content: (proceeding) => <SettlementsTab matterId={proceeding.matter.id} proceeding={proceeding} />,
  },
];
