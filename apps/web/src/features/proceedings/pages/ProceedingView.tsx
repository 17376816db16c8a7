// The proceeding page's body: header and the five tabs, the open one numbered in the path (SPEC 2.1),
// so a link or a reload opens the same tab.
import type { Proceeding } from "@litfolio/shared/proceedings";
import Stack from "@mui/material/Stack";
import { useNavigate } from "react-router";
import { PanelTabs } from "../../../components/PanelTabs";
import { paths } from "../../../lib/paths";
import { ProceedingHeader } from "../components/ProceedingHeader";
import { proceedingTabs } from "./ProceedingTabs";

export function ProceedingView({ proceeding, tab }: { proceeding: Proceeding; tab: number }) {
  const navigate = useNavigate();
  const current = proceedingTabs.find((candidate) => candidate.number === tab);
  const openTab = (id: string) =>
    void navigate(paths.proceeding(proceeding.matter.id, proceeding.id, Number(id)), { replace: true });

  return (
    <Stack spacing={2}>
      <ProceedingHeader proceeding={proceeding} />
      <PanelTabs
        label="Proceedings"
        idPrefix="proceeding"
        tabs={proceedingTabs.map((candidate) => ({ id: String(candidate.number), label: candidate.label }))}
        current={current && String(current.number)}
        onChange={openTab}
      >
        {current?.content(proceeding)}
      </PanelTabs>
    </Stack>
  );
}
