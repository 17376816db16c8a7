// A react-hook-form multiple choice (a judgement's contents, a participant's categories): chips of
// the chosen options, typing filters the list, options optionally grouped. The list stays open while
// picking; Escape closes the list only (Autocomplete keeps that key from the dialog around it). The
// field holds the chosen keys in order, or what `toField` makes of them (e.g. [{ id }]).
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useId } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { FieldFrame } from "./fields";
import type { SelectOption } from "./SelectField";

export interface MultiSelectOption extends SelectOption {
  /** The heading the option is listed under. */
  group?: string;
}

interface FormMultiSelectFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  options: readonly MultiSelectOption[];
  required?: boolean;
  noOptionsText?: string;
  fromField?: (fieldValue: unknown) => string[];
  toField?: (keys: string[]) => unknown;
}

const keysOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

export function FormMultiSelectField<Values extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
  noOptionsText,
  fromField = keysOf,
  toField = (keys) => keys,
}: FormMultiSelectFieldProps<Values>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const chosen = fromField(field.value);
  const optionOf = (key: string) => options.find((option) => option.value === key);
  return (
    <FieldFrame id={id} label={label} required={required} message={message} error={fieldState.invalid}>
      <Autocomplete
        id={id}
        multiple
        disableCloseOnSelect
        size="small"
        options={options.map((option) => option.value)}
        getOptionLabel={(key) => optionOf(key)?.label ?? key}
        groupBy={options.some((option) => option.group) ? (key) => optionOf(key)?.group ?? "" : undefined}
        value={chosen}
        onChange={(_event, keys) => field.onChange(toField(keys))}
        onBlur={field.onBlur}
        noOptionsText={noOptionsText}
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
