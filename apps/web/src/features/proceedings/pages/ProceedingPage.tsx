// ProceedingBase (/matters/{m}/proceedings/{p}/{tab}, SPEC 2.3 "Proceeding page"): breadcrumb, header
// with its actions, and the five tabs. The open tab is a number in the path, so a link or a reload
// opens the same one. A proceeding the caller may not see (or none at all) shows the not-found page.
import { useParams } from "react-router";
import { NotFoundPage } from "../../../components/NotFoundPage";
import { PageProgress } from "../../../components/PageProgress";
import { wasDeleted } from "../../../lib/deleted-objects";
import { useTitleSubject } from "../../../lib/title-subject";
import { useProceeding } from "../api/useProceeding";
import { ProceedingView } from "./ProceedingView";
import { proceedingRouteOf } from "./proceeding-route";

// The view is part of this route's chunk, not a lazy chunk of its own: its imports load together
// with the route's, and rendering it never suspends (React holds content back until 300 ms after a
// Suspense fallback appeared, which delayed the page's largest paint by that much).
export function ProceedingPage() {
  const route = proceedingRouteOf(useParams());
  const { data: proceeding, isError } = useProceeding(route);
  useTitleSubject(proceeding?.proceedingCode);

  if (route && wasDeleted("proceeding", route.proceedingId)) return <NotFoundPage deleted />;
  if (!route || isError) return <NotFoundPage />;
  if (!proceeding) {
    return <PageProgress label="Loading proceedings" />;
  }
  return <ProceedingView proceeding={proceeding} tab={route.tab} />;
}
