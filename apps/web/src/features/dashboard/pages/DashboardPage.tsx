// Dashboard "/" (SPEC 2.3): a Connect authorisation redirect (?code=...) goes on to Connect settings
// with its query; otherwise a signed-in user goes to Matters and anyone else to Login.
import { Navigate, useLocation } from "react-router";
import { paths } from "../../../lib/paths";
import { useActiveUser } from "../../../lib/session/active-user";

export function DashboardPage() {
  const { search } = useLocation();
  const user = useActiveUser();
  if (search.startsWith("?code=")) return <Navigate to={`${paths.connectSettings}${search}`} replace />;
  return <Navigate to={user ? paths.matters : paths.login} replace />;
}
