// A react-hook-form single choice from a long list (e.g. a time zone): typing filters the options, in
// the same labelled frame as the other fields (fields.tsx). The field holds the chosen key ("" when
// none); a key the options lack (saved before the list changed) is still shown as it is.
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useId } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { FieldFrame } from "./fields";
import type { SelectOption } from "./SelectField";

interface FormAutocompleteFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
}

export function FormAutocompleteField<Values extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
  disabled,
}: FormAutocompleteFieldProps<Values>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const chosen = typeof field.value === "string" && field.value !== "" ? field.value : null;
  const keys = options.map((option) => option.value);
  const optionOf = (key: string) => options.find((option) => option.value === key);
  return (
    <FieldFrame id={id} label={label} required={required} message={message} error={fieldState.invalid}>
      <Autocomplete
        id={id}
        size="small"
        autoHighlight
        disabled={disabled}
        options={chosen === null || keys.includes(chosen) ? keys : [chosen, ...keys]}
        getOptionLabel={(key) => optionOf(key)?.label ?? key}
        value={chosen}
        onChange={(_event, key) => field.onChange(key ?? "")}
        onBlur={field.onBlur}
        renderInput={(params) => (
          <TextField
            {...params}
            name={field.name}
            inputRef={field.ref}
            error={fieldState.invalid}
            placeholder="Choose..."
            // The same height as the text fields and selects (fields.tsx, SelectField.tsx); doubled to
            // outweigh Autocomplete's own padding of a small input.
            sx={{ "&& .MuiInputBase-root": { py: "8px", bgcolor: "background.paper" } }}
            slotProps={{
              ...params.slotProps,
              htmlInput: {
                ...params.slotProps.htmlInput,
                "aria-describedby": message ? `${id}-message` : undefined,
                "aria-invalid": fieldState.invalid || undefined,
                "aria-required": required || undefined,
              },
            }}
          />
        )}
      />
    </FieldFrame>
  );
}
