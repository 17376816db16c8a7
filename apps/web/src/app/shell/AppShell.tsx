// The layout around every page (SPEC 1): toolbar, drawer, the guarded page, footer.
import Box from "@mui/material/Box";
import { lazy, Suspense, useEffect, useState } from "react";
import { useMatches, useNavigation } from "react-router";
import { ProgressBar } from "../../components/ProgressBar";
import { defaultProductName } from "../../lib/public-settings";
import { useSelectedMatter } from "../../lib/selected-matter";
import { useActiveUser } from "../../lib/session/active-user";
import { useCurrentTitleSubject } from "../../lib/title-subject";
import { usePublicSettings } from "../../lib/usePublicSettings";
import { currentRouteHandle } from "../route-handle";
import { Footer } from "./Footer";
import { RouteGuard } from "./RouteGuard";
import { TopBar } from "./TopBar";
import { useActiveUserCheck } from "./useActiveUserCheck";

// Only signed-in users have a menu, and the drawer's code (a modal with its lists) loads when they
// first open it: a closed drawer shows nothing, so no page waits for it or carries it.
const NavigationDrawer = lazy(async () => ({
  default: (await import("./NavigationDrawer")).NavigationDrawer,
}));
const SelectedMatterLoader = lazy(async () => ({
  default: (await import("./SelectedMatterLoader")).SelectedMatterLoader,
}));

export function AppShell() {
  useActiveUserCheck();
  const user = useActiveUser();
  const settings = usePublicSettings().data;
  const productName = settings?.productName ?? defaultProductName;
  const title = currentRouteHandle(useMatches())?.title ?? "";
  const navigation = useNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuOpenedOnce, setMenuOpenedOnce] = useState(false);
  const { matterId } = useSelectedMatter();
  const subject = useCurrentTitleSubject();
  useDocumentTitle(subject && title ? `${subject} • ${title}` : title, productName);

  return (
    <Box sx={{ display: "flex", flexDirection: "column", minHeight: "100vh" }}>
      <TopBar
        productName={productName}
        title={title}
        onOpenMenu={
          user
            ? () => {
                setMenuOpenedOnce(true);
                setMenuOpen(true);
              }
            : undefined
        }
      />
      {navigation.state === "loading" && <ProgressBar fixed />}
      {user && menuOpenedOnce && (
        <Suspense fallback={null}>
          <NavigationDrawer open={menuOpen} onClose={() => setMenuOpen(false)} productName={productName} />
        </Suspense>
      )}
      {user && matterId !== null && (
        <Suspense fallback={null}>
          <SelectedMatterLoader matterId={matterId} />
        </Suspense>
      )}
      <Box
        component="main"
        sx={{ flexGrow: 1, width: "100%", maxWidth: 1440, mx: "auto", p: { xs: 2, md: 3 } }}
      >
        <RouteGuard />
      </Box>
      <Footer settings={settings} />
    </Box>
  );
}

/** SPEC 1: "{page title} • {product name}", the page's object first when it names one. */
function useDocumentTitle(title: string, productName: string) {
  useEffect(() => {
    document.title = title ? `${title} • ${productName}` : productName;
  }, [title, productName]);
}
