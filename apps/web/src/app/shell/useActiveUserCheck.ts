// SPEC 2.2: the active user is looked up; an answer with the user is stored locally, otherwise the
// stored user is removed (the menu follows) and, on a page that needs login, the user goes to Login.
import { useEffect, useRef } from "react";
import { useLocation, useMatches, useNavigate } from "react-router";
import { loginPath } from "../../lib/paths";
import { getActiveUser, setActiveUser } from "../../lib/session/active-user";
import { useActiveUserQuery } from "../../lib/session/useActiveUserQuery";
import { currentRouteHandle } from "../route-handle";
import { fullPathOf } from "./RouteGuard";

export function useActiveUserCheck() {
  const { data, status } = useActiveUserQuery();
  const navigate = useNavigate();
  const location = useLocation();
  const onOpenPage = currentRouteHandle(useMatches())?.authLevels?.includes("NONE") ?? false;
  // Only a new answer counts; moving between pages must not re-run the check, so the page it is
  // on is read through a ref.
  const page = useRef({ navigate, location, onOpenPage });
  page.current = { navigate, location, onOpenPage };

  useEffect(() => {
    if (status === "pending") return;
    if (status === "success" && data) {
      setActiveUser(data);
      return;
    }
    const wasSignedIn = getActiveUser() !== null;
    setActiveUser(null);
    const { navigate, location, onOpenPage } = page.current;
    if (wasSignedIn && !onOpenPage) void navigate(loginPath(fullPathOf(location)), { replace: true });
  }, [data, status]);
}
