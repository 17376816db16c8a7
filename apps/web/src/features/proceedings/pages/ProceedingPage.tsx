// ProceedingBase (/matters/{m}/proceedings/{p}/{tab}, SPEC 2.3 "Proceeding page"): breadcrumb, header
// with its actions, and the five tabs. The open tab is a number in the path, so a link or a reload
// opens the same one. A proceeding the caller may not see (or none at all) shows the not-found page.
import type { Proceeding } from "@litfolio/shared/proceedings";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import { useNavigate, useParams } from "react-router";
import { NotFoundPage } from "../../../app/shell/NotFoundPage";
import { PanelTabs } from "../../../components/PanelTabs";
import { paths } from "../../../lib/paths";
import { useProceeding } from "../api/useProceeding";
import { ProceedingHeader } from "../components/ProceedingHeader";
import { proceedingTabs } from "../components/ProceedingTabs";
import { tabNumberOf } from "../components/proceeding-tab-number";

const positiveId = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export function ProceedingPage() {
  const params = useParams();
  const matterId = positiveId(params.matterId);
  const proceedingId = positiveId(params.proceedingId);
  const tab = tabNumberOf(params.tab);
  const { data: proceeding, isError } = useProceeding(matterId ?? 0, matterId ? proceedingId : null);

  if (matterId === null || proceedingId === null || tab === null || isError) return <NotFoundPage />;
  if (!proceeding) {
    return (
      <Box sx={{ display: "grid", placeItems: "center", minHeight: 240 }}>
        <CircularProgress aria-label="Loading proceedings" />
      </Box>
    );
  }
  return <ProceedingView proceeding={proceeding} tab={tab} />;
}

function ProceedingView({ proceeding, tab }: { proceeding: Proceeding; tab: number }) {
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
