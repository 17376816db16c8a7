// A react-hook-form checkbox with its label beside it (e.g. "Mass claim").
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";

interface FormCheckboxFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
}

export function FormCheckboxField<Values extends FieldValues>({
  control,
  name,
  label,
}: FormCheckboxFieldProps<Values>) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
    />
  );
}
