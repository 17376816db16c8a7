// The route table (SPEC 2.1) with browser paths. Every page is a lazy chunk, so the login page
// loads only what it needs; the shell (layout route) holds the guard. A route whose page waits on
// one request has a loader of its own that starts it while the page's chunks load.
import { createBrowserRouter, type RouteObject } from "react-router";
import { PageProgress } from "../components/PageProgress";
import { paths } from "../lib/paths";
import { routeInfo } from "./route-info";
import { AppShell } from "./shell/AppShell";
import { RouteErrorPage } from "./shell/RouteErrorPage";

const pageRoutes: RouteObject[] = [
  {
    path: paths.login,
    handle: routeInfo.login,
    lazy: async () => ({ Component: (await import("../features/auth/pages/LoginPage")).LoginPage }),
  },
  {
    path: "/changepassword/:emailAddress/:verificationCode?",
    handle: routeInfo.changePassword,
    lazy: async () => ({
      Component: (await import("../features/auth/pages/ChangePasswordPage")).ChangePasswordPage,
    }),
  },
  {
    path: "/unsubscribe/:token",
    handle: routeInfo.unsubscribe,
    lazy: async () => ({
      Component: (await import("../features/notifications/pages/UnsubscribePage")).UnsubscribePage,
    }),
  },
  {
    path: paths.dashboard,
    handle: routeInfo.dashboard,
    lazy: async () => ({
      Component: (await import("../features/dashboard/pages/DashboardPage")).DashboardPage,
    }),
  },
  {
    path: paths.matters,
    handle: routeInfo.matters,
    lazy: async () => ({
      Component: (await import("../features/matters/pages/MattersPage")).MattersPage,
    }),
  },
  {
    path: "/matters/:matterId/",
    handle: routeInfo.matter,
    lazy: async () => ({
      Component: (await import("../features/matters/pages/MatterPage")).MatterPage,
    }),
  },
  {
    path: "/matters/:matterId/proceedings",
    handle: routeInfo.proceedings,
    lazy: {
      loader: async () =>
        (await import("../features/proceedings/pages/proceedings-route")).proceedingsRouteLoader,
      Component: async () => (await import("../features/proceedings/pages/ProceedingsPage")).ProceedingsPage,
    },
  },
  {
    path: "/matters/:matterId/proceedings/:proceedingId/:tab?",
    handle: routeInfo.proceeding,
    // Loaded in parallel: the loader's small chunk starts the proceeding's request while the
    // page's chunks still load.
    lazy: {
      loader: async () =>
        (await import("../features/proceedings/pages/proceeding-route")).proceedingRouteLoader,
      Component: async () => (await import("../features/proceedings/pages/ProceedingPage")).ProceedingPage,
    },
  },
  {
    path: "/matters/:matterId/templates/",
    handle: routeInfo.templates,
    lazy: async () => ({
      Component: (await import("../features/tracking/pages/TemplatesPage")).TemplatesPage,
    }),
  },
  {
    path: "/matters/:matterId/templates/:templateId",
    handle: routeInfo.template,
    lazy: async () => ({
      Component: (await import("../features/tracking/pages/TemplatePage")).TemplatePage,
    }),
  },
  {
    path: "/matters/:matterId/proceedings/:proceedingId/track/:templateId?",
    handle: routeInfo.newTracking,
    lazy: async () => ({
      Component: (await import("../features/tracking/pages/NewTrackingPage")).NewTrackingPage,
    }),
  },
  {
    path: "/matters/:matterId/proceedings/:proceedingId/tracking/:trackingId/:step?",
    handle: routeInfo.tracking,
    // Loaded in parallel, as the proceeding's: the loader starts the tracking's request.
    lazy: {
      loader: async () => (await import("../features/tracking/pages/tracking-route")).trackingRouteLoader,
      Component: async () => (await import("../features/tracking/pages/TrackingPage")).TrackingPage,
    },
  },
  {
    path: "/matters/:matterId/overview",
    handle: routeInfo.overview,
    lazy: {
      loader: async () => (await import("../features/overview/pages/overview-route")).overviewRouteLoader,
      Component: async () => (await import("../features/overview/pages/OverviewPage")).OverviewPage,
    },
  },
  {
    path: "/matters/:matterId/workpackage",
    handle: routeInfo.workPackages,
    lazy: async () => ({
      Component: (await import("../features/work-packages/pages/WorkPackagesPage")).WorkPackagesPage,
    }),
  },
  {
    path: "/matters/:matterId/workpackage/:workPackageNumber",
    handle: routeInfo.workPackage,
    lazy: async () => ({
      Component: (await import("../features/work-packages/pages/WorkPackagePage")).WorkPackagePage,
    }),
  },
  {
    path: "/matters/:matterId/missed-deadlines",
    handle: routeInfo.missedDeadlines,
    lazy: async () => ({
      Component: (await import("../features/missed-deadlines/pages/MissedDeadlinesPage")).MissedDeadlinesPage,
    }),
  },
  {
    path: "/activities/",
    handle: routeInfo.activities,
    lazy: {
      loader: async () =>
        (await import("../features/activities/pages/activities-route")).activitiesRouteLoader,
      Component: async () => (await import("../features/activities/pages/ActivitiesPage")).ActivitiesPage,
    },
  },
  {
    path: "/activities/:activityId",
    handle: routeInfo.activity,
    lazy: async () => ({
      Component: (await import("../features/activities/pages/ActivityPage")).ActivityPage,
    }),
  },
  {
    path: paths.calendar,
    handle: routeInfo.calendar,
    lazy: {
      loader: async () => (await import("../features/calendar/pages/calendar-route")).calendarRouteLoader,
      Component: async () => {
        // The page shows its "Go to date" field at once: the field's calendar (a lazy chunk of
        // DateField.tsx) loads with the page's chunks rather than after the page first renders.
        void import("../components/form/DateFieldCalendar");
        return (await import("../features/calendar/pages/CalendarPage")).CalendarPage;
      },
    },
  },
  {
    path: paths.notifications,
    handle: routeInfo.notifications,
    lazy: async () => ({
      Component: (await import("../features/notifications/pages/NotificationsPage")).NotificationsPage,
    }),
  },
  {
    path: paths.users,
    handle: routeInfo.users,
    lazy: async () => ({ Component: (await import("../features/users/pages/UsersPage")).UsersPage }),
  },
  {
    path: paths.connectSettings,
    handle: routeInfo.connectSettings,
    lazy: async () => ({
      Component: (await import("../features/connect-settings/pages/ConnectSettingsPage")).ConnectSettingsPage,
    }),
  },
  {
    path: "*",
    handle: routeInfo.notFound,
    lazy: async () => ({ Component: (await import("../components/NotFoundPage")).NotFoundPage }),
  },
];

// On the first load each page route, not the layout, has the fallback: React Router shows the
// deepest route's fallback while a lazy route loads, so the shell (toolbar with the page's title,
// menu, footer) paints and starts its own requests at once, with the page's outline in its place,
// instead of one spinner until the page's whole code has come.
export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: pageRoutes.map((route) => ({
      ...route,
      hydrateFallbackElement: <PageProgress label="Loading the page" />,
    })),
  },
]);
