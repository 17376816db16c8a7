// Entry point: providers, the router, and what a 401 does (SPEC 8.1: forget the user, go to Login).
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { setUnauthorizedHandler } from "../lib/api";
import { loginPath, paths } from "../lib/paths";
import { queryClient } from "../lib/query-client";
import { setActiveUser } from "../lib/session/active-user";
import { activeUserQueryKey } from "../lib/session/useActiveUserQuery";
import { AppProviders } from "./providers";
import { router } from "./router";
import { fullPathOf } from "./shell/RouteGuard";

setUnauthorizedHandler(() => {
  setActiveUser(null);
  const { location } = router.state;
  if (location.pathname === paths.login) return;
  // Leave the page first, so its queries do not reload without a session, then drop the cache.
  void router.navigate(loginPath(fullPathOf(location)), { replace: true }).then(() => {
    queryClient.clear();
    queryClient.setQueryData(activeUserQueryKey, null);
  });
});

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
