// The alert banner of the shell (SPEC 1): one message at a time, 6 s (40 s for server errors); a
// newer message replaces the current one. The provider listens from the start; the banner's code
// (Snackbar, Alert) loads with the first message, keeping it out of the login page's bundle.
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { type AlertMessage, showAlert, subscribeToAlerts } from "../lib/alerts";

const AlertBannerView = lazy(async () => ({ default: (await import("./AlertBannerView")).AlertBannerView }));

export function AlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  useEffect(() => subscribeToAlerts(setAlert), []);
  return (
    <>
      {children}
      {alert && (
        <Suspense fallback={null}>
          <AlertBannerView alert={alert} />
        </Suspense>
      )}
    </>
  );
}

const alertApi = {
  show: showAlert,
  success: (message: string) => showAlert(message, "success"),
  info: (message: string) => showAlert(message, "info"),
  warning: (message: string) => showAlert(message, "warning"),
  error: (message: string) => showAlert(message, "error"),
};

/** Raise an alert in the banner: `useAlert().success("User has been saved")`. */
export function useAlert() {
  return alertApi;
}
