// The proceeding page's five tabs as a table: the number in the URL, the label and the content. Each
// tab but the details is another feature's page (defendants, claimants, resolutions).
import type { Proceeding } from "@litfolio/shared/proceedings";
import type { ReactNode } from "react";
import { ClaimantsTab } from "../../claimants/pages/ClaimantsTab";
import { DefendantsTab } from "../../defendants/pages/DefendantsTab";
import { JudgementsTab } from "../../resolutions/pages/JudgementsTab";
import { SettlementsTab } from "../../resolutions/pages/SettlementsTab";
import { proceedingTabNumbers } from "../components/proceeding-tab-number";
import { ProceedingDetailsTab } from "./ProceedingDetailsTab";

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
