// A tiny alert bus. The API client (plain TypeScript) and React components both raise alerts here;
// the AlertProvider in components/AlertBanner.tsx shows them one at a time.

export type AlertSeverity = "success" | "info" | "warning" | "error";

export interface AlertMessage {
  id: number;
  message: string;
  severity: AlertSeverity;
  durationMs: number;
}

/** SPEC 9: alerts stay 6 seconds, the 500-error message 40 seconds. */
export const ALERT_DURATION_MS = 6000;
export const SERVER_ERROR_ALERT_DURATION_MS = 40_000;

type AlertListener = (alert: AlertMessage) => void;

const listeners = new Set<AlertListener>();
let lastId = 0;
// On the first render a page's effects run before the provider's, so an alert raised then (e.g. by
// the route guard) waits here for the provider.
let undelivered: AlertMessage | null = null;

export function showAlert(message: string, severity: AlertSeverity = "info", durationMs = ALERT_DURATION_MS) {
  lastId += 1;
  const alert = { id: lastId, message, severity, durationMs };
  undelivered = listeners.size === 0 ? alert : null;
  for (const listener of listeners) listener(alert);
}

export function subscribeToAlerts(listener: AlertListener): () => void {
  listeners.add(listener);
  if (undelivered) listener(undelivered);
  undelivered = null;
  return () => listeners.delete(listener);
}

/** SPEC 9: a `<br>` in a message becomes a line break (rendered as text, never as HTML). */
export const alertText = (message: string) => message.replace(/<br\s*\/?>/gi, "\n");
