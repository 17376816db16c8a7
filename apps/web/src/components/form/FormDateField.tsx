// A react-hook-form date field: typed DD-MM-YYYY, kept in the form as YYYY-MM-DD (date-input.ts), so
// the shared isoDate rule validates it as the server does.
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { dateFromTyped, dateToTyped } from "./date-input";
import { TextInput } from "./fields";

interface FormDateFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  required?: boolean;
  disabled?: boolean;
}

export function FormDateField<Values extends FieldValues>({
  control,
  name,
  ...inputProps
}: FormDateFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      {...inputProps}
      name={field.name}
      value={dateToTyped(field.value ?? "")}
      onChange={(event) => field.onChange(dateFromTyped(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      inputMode="numeric"
      autoComplete="off"
      error={fieldState.invalid}
      message={fieldState.error?.message ?? "DD-MM-YYYY"}
    />
  );
}
