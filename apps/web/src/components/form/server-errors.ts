// What a form does with a refused save: a 409 (someone else saved first) is announced here, since the
// form takes that status over from the global handler; field messages from the server (subErrors)
// go next to their fields as well (the banner already lists them). The form stays open, filled.
// `fields` names the form's fields (a path inside one counts: "grantedCosts.principalAmount.amount"),
// or tells them apart. Editors that are no form (whole lists) announce a 409 with announceConflict.
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { showAlert } from "../../lib/alerts";
import { ApiError } from "../../lib/api";

/** A 409: the server's message asks to reload to see the other save (the caller took the status over). */
export function announceConflict(error: unknown) {
  if (error instanceof ApiError && error.status === 409) showAlert(error.message, "error");
}

export function showServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly string[] | ((field: string) => boolean),
) {
  const isField =
    typeof fields === "function" ? fields : (field: string) => fields.includes(field.split(".")[0] ?? "");
  announceConflict(error);
  if (!(error instanceof ApiError)) return;
  for (const subError of error.body?.subErrors ?? []) {
    if (isField(subError.field)) {
      setError(subError.field as FieldPath<Values>, { message: subError.message });
    }
  }
}
