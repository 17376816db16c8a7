// The app's form pattern in one place (SPEC 5.1): validated by a shared zod schema, a warning when the
// form is invalid, the server's field messages next to their fields, what was typed kept when a save
// fails, and the unsaved-changes warning while the form holds unsaved input.
import { messages } from "@litfolio/shared/messages";
import { type DefaultValues, type FieldValues, type Resolver, useForm } from "react-hook-form";
import { useAlert } from "../AlertBanner";
import { showServerErrors } from "./server-errors";
import { useUnsavedChangesWarning } from "./useUnsavedChangesWarning";

interface SaveFormOptions<Values extends FieldValues> {
  resolver: Resolver<Values, unknown, Values>;
  defaultValues: Values;
  /** Sends the values; when it rejects, the form stays as it is. */
  save: (values: Values) => Promise<unknown>;
  /** Runs after a successful save, once the form is back at its defaults (nothing unsaved). */
  onSaved?: () => void;
}

export function useSaveForm<Values extends FieldValues>({
  resolver,
  defaultValues,
  save,
  onSaved,
}: SaveFormOptions<Values>) {
  const alert = useAlert();
  const form = useForm<Values, unknown, Values>({
    resolver,
    mode: "onTouched",
    defaultValues: defaultValues as DefaultValues<Values>,
  });
  useUnsavedChangesWarning(form.formState.isDirty);

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await save(values);
      } catch (error) {
        showServerErrors(error, form.setError, Object.keys(defaultValues));
        return;
      }
      form.reset(defaultValues);
      onSaved?.();
    },
    () => alert.warning(messages.formInvalid),
  );

  return { form, control: form.control, submit, pending: form.formState.isSubmitting };
}
