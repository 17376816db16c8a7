// GET /api/public-settings: product name and support contact, needed before anyone logs in (footer,
// document title) and by the API client's 500 message. Fetched once per page load.

export interface PublicSettings {
  productName: string;
  supportEmail: string;
  supportPhone: string;
}

export const defaultProductName = "Litfolio";

let settingsPromise: Promise<PublicSettings> | undefined;

export function fetchPublicSettings(): Promise<PublicSettings> {
  settingsPromise ??= fetch("/api/public-settings", { credentials: "same-origin" })
    .then((response) => {
      if (!response.ok) throw new Error(`public-settings answered ${response.status}`);
      return response.json() as Promise<PublicSettings>;
    })
    .catch((error: unknown) => {
      settingsPromise = undefined; // let the next caller try again
      throw error;
    });
  return settingsPromise;
}
