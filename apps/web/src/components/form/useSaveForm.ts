// The app's form pattern in one place (SPEC 5.1): validated by a shared zod schema, a warning when the
// form is invalid, the server's field messages next to their fields, what was typed kept when a save
// fails, and the unsaved-changes warning while the form holds unsaved input.
import { messages } from "@litfolio/shared/messages";
import { type DefaultValues, type FieldValues, type Resolver, useForm } from "react-hook-form";
import { useAlert } from "../AlertBanner";
import { showServerErrors } from "./server-errors";
import { useUnsavedChangesWarning } from "./useUnsavedChangesWarning";

interface SaveFormOptions<Values extends FieldValues, Saved> {
  resolver: Resolver<Values, unknown, Values>;
  /** What the form starts with and returns to after a save; may leave choices empty. */
  defaultValues: DefaultValues<Values>;
  /** Sends the values; when it rejects, the form stays as it is. */
  save: (values: Values) => Promise<Saved>;
  /**
   * Runs after a successful save, once the form is back at its defaults (nothing unsaved): it may
   * close the form or navigate away without the unsaved-changes question.
   */
  onSaved?: (saved: Saved) => void;
  /**
   * The form's top-level fields (or a test of a field path) whose server messages go next to them;
   * default: the keys of `defaultValues` (list them when a default leaves a field out).
   */
  formFields?: readonly string[] | ((field: string) => boolean);
}

export function useSaveForm<Values extends FieldValues, Saved = unknown>({
  resolver,
  defaultValues,
  save,
  onSaved,
  formFields,
}: SaveFormOptions<Values, Saved>) {
  const alert = useAlert();
  const form = useForm<Values, unknown, Values>({
    resolver,
    mode: "onTouched",
    defaultValues,
  });
  const { leaveWithoutWarning } = useUnsavedChangesWarning(form.formState.isDirty);

  const submit = form.handleSubmit(
    async (values) => {
      const sent = JSON.stringify(form.getValues());
      let saved: Saved;
      try {
        saved = await save(values);
      } catch (error) {
        showServerErrors(error, form.setError, formFields ?? Object.keys(defaultValues));
        return;
      }
      // What was typed while the save ran (the next entry of an add panel) is kept, not wiped.
      if (JSON.stringify(form.getValues()) === sent) {
        form.reset(defaultValues);
        // The reset reaches the warning with the next render; onSaved may navigate before it.
        leaveWithoutWarning();
      }
      onSaved?.(saved);
    },
    () => alert.warning(messages.formInvalid),
  );

  return {
    form,
    control: form.control,
    submit,
    pending: form.formState.isSubmitting,
    /** For a Cancel that leaves the page: the user chose to drop what they typed, so no question. */
    leaveWithoutWarning,
  };
}
