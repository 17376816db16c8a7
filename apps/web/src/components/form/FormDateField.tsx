// A react-hook-form date field (DateField.tsx) with the field's validation message under it.
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { DateField, type DateFieldProps } from "./DateField";

type FormDateFieldProps<Values extends FieldValues> = Omit<
  DateFieldProps,
  "value" | "onChange" | "onBlur" | "name" | "message" | "error" | "inputRef"
> & {
  control: Control<Values>;
  name: FieldPath<Values>;
};

export function FormDateField<Values extends FieldValues>({
  control,
  name,
  ...inputProps
}: FormDateFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateField
      {...inputProps}
      name={field.name}
      value={field.value ?? ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      message={fieldState.error?.message}
    />
  );
}
