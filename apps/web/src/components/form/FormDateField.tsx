// A react-hook-form date typed as DD-MM-YYYY (SPEC 5.1) and held as YYYY-MM-DD, the form of the API
// and of the shared zod rule: what cannot be read as a date stays as typed, so the rule answers
// "Enter a valid date" next to it.
import { useState } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { TextInput } from "./fields";

/** "14-06-2023" -> "2023-06-14"; "" -> ""; anything else stays as typed. */
export function dateFromDisplay(typed: string): string {
  const text = typed.trim();
  const match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(text);
  if (!match) return text;
  const [, day, month, year] = match;
  return `${year}-${month?.padStart(2, "0")}-${day?.padStart(2, "0")}`;
}

/** "2023-06-14" -> "14-06-2023"; anything else as it is. */
export function dateForDisplay(value: unknown): string {
  if (typeof value !== "string") return "";
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value;
}

interface FormDateFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  required?: boolean;
}

export function FormDateField<Values extends FieldValues>({
  control,
  name,
  label,
  required,
}: FormDateFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const [typed, setTyped] = useState(() => dateForDisplay(field.value));
  return (
    <TextInput
      label={label}
      required={required}
      name={field.name}
      placeholder="DD-MM-YYYY"
      value={typed}
      onChange={(event) => {
        setTyped(event.target.value);
        field.onChange(dateFromDisplay(event.target.value));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      message={fieldState.error?.message}
    />
  );
}
