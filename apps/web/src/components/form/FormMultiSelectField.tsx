// A react-hook-form multiple choice of keys (e.g. a judgement's contents): chips of the chosen
// values, typing filters the list. Bound to a field holding the chosen keys in order.
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useId } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { FieldFrame } from "./fields";
import type { SelectOption } from "./SelectField";

interface FormMultiSelectFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
}

const keysOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

export function FormMultiSelectField<Values extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
}: FormMultiSelectFieldProps<Values>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const chosen = keysOf(field.value);
  return (
    <FieldFrame id={id} label={label} required={required} message={message} error={fieldState.invalid}>
      <Autocomplete
        id={id}
        multiple
        size="small"
        options={options.map((option) => option.value)}
        getOptionLabel={(key) => options.find((option) => option.value === key)?.label ?? key}
        value={chosen}
        onChange={(_event, keys) => field.onChange(keys)}
        onBlur={field.onBlur}
        renderInput={(params) => (
          <TextField
            {...params}
            name={field.name}
            inputRef={field.ref}
            error={fieldState.invalid}
            placeholder={chosen.length === 0 ? "Choose..." : undefined}
            slotProps={{
              ...params.slotProps,
              htmlInput: {
                ...params.slotProps.htmlInput,
                "aria-describedby": message ? `${id}-message` : undefined,
                "aria-invalid": fieldState.invalid || undefined,
              },
            }}
          />
        )}
      />
    </FieldFrame>
  );
}
