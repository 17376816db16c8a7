// Connect's authorisation round trip as the page sees it: the address the Refresh token button
// navigates to, the ?code=&state= the service sends the browser back with (through the Dashboard),
// and what the user is told when the activation is refused.
import { connectActivateQuery } from "@litfolio/shared/connect";
import { messages } from "@litfolio/shared/messages";
import { ApiError, apiUrl } from "../../lib/api";

/** A type, not an interface: it goes straight into the API client's query record. */
export type ActivationQuery = { code: string; state: string };

/** A code in the page's query; `query` is null when its state is missing (the activation would fail). */
export interface ActivationRequest {
  code: string;
  query: ActivationQuery | null;
}

/**
 * Refusals whose message the page shows itself (a stale state, a code Connect refused, Connect out of
 * reach): the global alert would not say why. A 401 or a 500 keeps the global handling.
 */
export const activationRefusals: readonly number[] = [400, 403, 404, 409, 422, 502, 503, 504];

/** The browser goes there (a navigation, not a fetch): the server answers with Connect's authorize page. */
export const authenticateUrl = (redirectUrl: string) =>
  `${apiUrl("dbbw/collaborate/authenticate")}?redirectUrl=${encodeURIComponent(redirectUrl)}`;

export function readActivationRequest(params: URLSearchParams): ActivationRequest | null {
  const code = params.get("code");
  if (!code) return null;
  const parsed = connectActivateQuery.safeParse({ code, state: params.get("state") ?? undefined });
  return { code, query: parsed.success ? parsed.data : null };
}

/** The refusal's own message; null when the global handling has told the user already. */
export function activationFailureMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !activationRefusals.includes(error.status)) return null;
  return error.body?.message || messages.somethingWrong;
}
