// ProceedingBase (/matters/{m}/proceedings/{p}/{tab}, SPEC 2.3 "Proceeding page"): breadcrumb, header
// with its actions, and the five tabs. The open tab is a number in the path, so a link or a reload
// opens the same one. A proceeding the caller may not see (or none at all) shows the not-found page.
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { NotFoundPage } from "../../../app/shell/NotFoundPage";
import { wasDeleted } from "../../../lib/deleted-objects";
import { useTitleSubject } from "../../../lib/title-subject";
import { useProceeding } from "../api/useProceeding";
import { tabNumberOf } from "../components/proceeding-tab-number";

// The page's body starts loading with the route, alongside the proceeding's data. Being a chunk of
// its own keeps the route small, and with it the list of files the first page load knows about (the
// lazy routes' dependencies): the login page's budget.
const viewLoading = import("../components/ProceedingView");
const ProceedingView = lazy(async () => ({ default: (await viewLoading).ProceedingView }));

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
  useTitleSubject(proceeding?.proceedingCode);

  if (proceedingId !== null && wasDeleted("proceeding", proceedingId)) return <NotFoundPage deleted />;
  if (matterId === null || proceedingId === null || tab === null || isError) return <NotFoundPage />;
  const loading = (
    <Box sx={{ display: "grid", placeItems: "center", minHeight: 240 }}>
      <CircularProgress aria-label="Loading proceedings" />
    </Box>
  );
  if (!proceeding) return loading;
  return (
    <Suspense fallback={loading}>
      <ProceedingView proceeding={proceeding} tab={tab} />
    </Suspense>
  );
}
