// A react-hook-form yes/no field: a labelled checkbox (e.g. "Confirmed", "Mass claim").
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";

interface FormCheckboxFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  disabled?: boolean;
}

export function FormCheckboxField<Values extends FieldValues>({
  control,
  name,
  label,
  disabled,
}: FormCheckboxFieldProps<Values>) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      sx={{ alignSelf: "flex-start" }}
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
    />
  );
}
