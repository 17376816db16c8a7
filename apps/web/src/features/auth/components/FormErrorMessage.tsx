// An API error shown inside a form (sign-in forms handle their 400/429 answers themselves, so the
// user sees the reason next to what they typed).
import { InlineMessage } from "../../../components/InlineMessage";
import { alertText } from "../../../lib/alerts";
import { ApiError, globalAlertFor, validationMessage } from "../../../lib/api";

export function errorText(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return validationMessage(error.body) ?? globalAlertFor(error.status, error.body).message;
}

export function FormErrorMessage({ error }: { error: unknown }) {
  const text = errorText(error);
  if (!text) return null;
  return <InlineMessage severity="error">{alertText(text)}</InlineMessage>;
}
