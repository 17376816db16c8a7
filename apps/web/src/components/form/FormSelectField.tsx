// A react-hook-form single-choice select. `toField`/`fromField` adapt values stored differently in
// the form, e.g. securityRoles: ["USER"] shown as one choice.
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { SelectField, type SelectOption } from "./SelectField";

interface FormSelectFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  /** The empty choice's text (shown until something is chosen). */
  placeholder?: string;
  fromField?: (fieldValue: unknown) => string;
  toField?: (selected: string) => unknown;
  /** Runs after a choice, e.g. to clear what the old choice allowed. */
  afterChange?: (selected: string) => void;
}

export function FormSelectField<Values extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
  disabled,
  placeholder = "Choose...",
  fromField = (value) => (typeof value === "string" ? value : ""),
  toField = (selected) => selected,
  afterChange,
}: FormSelectFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const selected = fromField(field.value);
  return (
    <SelectField
      label={label}
      required={required}
      disabled={disabled}
      name={field.name}
      value={options.some((option) => option.value === selected) ? selected : ""}
      onChange={(value) => {
        field.onChange(toField(value));
        afterChange?.(value);
      }}
      onBlur={field.onBlur}
      selectRef={field.ref}
      options={options}
      placeholder={placeholder}
      error={fieldState.invalid}
      message={fieldState.error?.message}
    />
  );
}

/** For a select whose form value is `{ id }` (or null): the id as the select's value and back. */
export const byId = {
  fromField: (value: unknown) =>
    value && typeof value === "object" && "id" in value ? String((value as { id: number }).id) : "",
  toField: (selected: string) => (selected ? { id: Number(selected) } : null),
};
