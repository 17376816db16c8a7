// Runs SPEC 2.2 on every route change: signals the matter in context, sets the titles, and lets the
// page render only when the guard allows it (else an error alert and a redirect).
import { Fragment, useEffect, useState } from "react";
import { type Location, Outlet, useLocation, useMatches, useNavigate } from "react-router";
import { showAlert } from "../../lib/alerts";
import { useSelectedMatter } from "../../lib/selected-matter";
import { useActiveUser } from "../../lib/session/active-user";
import { type AccessDecision, decideAccess } from "../guard";
import { currentRouteHandle } from "../route-handle";

/** SPEC 2.2 step 1: the matter is signalled about 500 ms after its route opens. */
const MATTER_SIGNAL_DELAY_MS = 500;

export const fullPathOf = (location: Pick<Location, "pathname" | "search" | "hash">) =>
  `${location.pathname}${location.search}${location.hash}`;

export function RouteGuard() {
  const location = useLocation();
  const matches = useMatches();
  const user = useActiveUser();
  const handle = currentRouteHandle(matches);

  // Decided once per route change (not again when the user signs out on this page: the sign-out
  // itself moves on to Login, and a second "You need to log in" would only confuse).
  const decide = () => ({
    key: location.key,
    decision: decideAccess(handle?.authLevels, user, fullPathOf(location)),
  });
  const [decided, setDecided] = useState(decide);
  let decision: AccessDecision = decided.decision;
  if (decided.key !== location.key) {
    const next = decide();
    decision = next.decision;
    setDecided(next);
  }

  useMatterSignal(matches.at(-1)?.params.matterId);

  if (!decision.allowed) {
    return <AccessDenied key={location.key} message={decision.message} redirectTo={decision.redirectTo} />;
  }
  // SPEC 2.1: a route's view is created anew when its path changes (query changes keep it).
  return (
    <Fragment key={location.pathname}>
      <Outlet />
    </Fragment>
  );
}

function AccessDenied({ message, redirectTo }: { message: string; redirectTo: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    showAlert(message, "error");
    void navigate(redirectTo, { replace: true });
  }, [message, redirectTo, navigate]);
  return null;
}

function useMatterSignal(matterIdParam: string | undefined) {
  const { setMatterId } = useSelectedMatter();
  useEffect(() => {
    const matterId = Number(matterIdParam);
    if (!matterIdParam || !Number.isInteger(matterId)) {
      setMatterId(null);
      return;
    }
    const timer = setTimeout(() => setMatterId(matterId), MATTER_SIGNAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [matterIdParam, setMatterId]);
}
