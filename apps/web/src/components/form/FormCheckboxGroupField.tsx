// A react-hook-form list value chosen with a group of checkboxes (e.g. the working days before a
// deadline a reminder goes out): a fieldset named by its legend, the options in their order, the
// field's message under them. The field holds the checked options' keys in the options' order, or
// what `toField` makes of them (e.g. numbers); a disabled group keeps its value.
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import { useId } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import type { SelectOption } from "./SelectField";

interface FormCheckboxGroupFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  options: readonly SelectOption[];
  disabled?: boolean;
  fromField?: (fieldValue: unknown) => string[];
  toField?: (keys: string[]) => unknown;
}

const keysOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

export function FormCheckboxGroupField<Values extends FieldValues>({
  control,
  name,
  label,
  options,
  disabled,
  fromField = keysOf,
  toField = (keys) => keys,
}: FormCheckboxGroupFieldProps<Values>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const checked = new Set(fromField(field.value));
  const change = (key: string, on: boolean) =>
    field.onChange(
      toField(
        options.map((option) => option.value).filter((value) => (value === key ? on : checked.has(value))),
      ),
    );
  return (
    <FormControl
      component="fieldset"
      disabled={disabled}
      error={fieldState.invalid}
      aria-describedby={message ? `${id}-message` : undefined}
    >
      {/* Looks like the other fields' labels (fields.tsx), whatever the group's state. */}
      <FormLabel
        component="legend"
        sx={{
          fontSize: "0.875rem",
          fontWeight: 600,
          color: "text.primary",
          "&.Mui-focused, &.Mui-error": { color: "text.primary" },
        }}
      >
        {label}
      </FormLabel>
      <FormGroup row>
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                name={field.name}
                value={option.value}
                checked={checked.has(option.value)}
                onChange={(event) => change(option.value, event.target.checked)}
                onBlur={field.onBlur}
                // The form focuses the group's first box when its message asks for a choice.
                slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
              />
            }
          />
        ))}
      </FormGroup>
      {message && (
        <FormHelperText id={`${id}-message`} sx={{ mx: 0, fontSize: "0.8125rem" }}>
          {message}
        </FormHelperText>
      )}
    </FormControl>
  );
}
