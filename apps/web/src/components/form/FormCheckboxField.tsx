// A react-hook-form checkbox with its label beside it (e.g. "Mass claim"), or a switch for a setting
// that turns something on or off (e.g. "Daily digest").
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";

interface FormCheckboxFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  kind?: "checkbox" | "switch";
  disabled?: boolean;
  /** Runs after a change, e.g. to check again a field whose rule depends on this one. */
  afterChange?: (checked: boolean) => void;
}

export function FormCheckboxField<Values extends FieldValues>({
  control,
  name,
  label,
  kind = "checkbox",
  disabled,
  afterChange,
}: FormCheckboxFieldProps<Values>) {
  const { field } = useController({ control, name });
  const controlProps = {
    name: field.name,
    checked: field.value === true,
    disabled,
    onChange: (_event: unknown, checked: boolean) => {
      field.onChange(checked);
      afterChange?.(checked);
    },
    onBlur: field.onBlur,
    slotProps: { input: { ref: field.ref } },
  };
  return (
    <FormControlLabel
      label={label}
      control={kind === "switch" ? <Switch {...controlProps} /> : <Checkbox {...controlProps} />}
    />
  );
}
