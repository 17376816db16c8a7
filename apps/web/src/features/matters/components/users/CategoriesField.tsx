// "Jurisdictions/workstreams": a multiple choice of the matter's categories, grouped by type, each
// shown as "CODE – name"; typing filters the list. Bound to a react-hook-form field holding [{ id }].
import type { CategoryOption } from "@litfolio/shared/matters";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useId } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { FieldFrame } from "../../../../components/form/fields";
import { categoryLabel, categoryTypeLabels } from "./participation-form";

interface CategoriesFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  options: readonly CategoryOption[];
  required?: boolean;
}

const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.map((entry: { id: number }) => entry.id) : [];

export function CategoriesField<Values extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
}: CategoriesFieldProps<Values>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <FieldFrame id={id} label={label} required={required} message={message} error={fieldState.invalid}>
      <Autocomplete
        id={id}
        multiple
        size="small"
        options={options}
        getOptionValue={(option) => option.id}
        getOptionLabel={categoryLabel}
        groupBy={(option) => categoryTypeLabels[option.type]}
        value={idsOf(field.value)}
        onChange={(_event, ids) => field.onChange(ids.map((categoryId) => ({ id: categoryId })))}
        onBlur={field.onBlur}
        noOptionsText="No jurisdictions or workstreams"
        renderInput={(params) => (
          <TextField
            {...params}
            name={field.name}
            inputRef={field.ref}
            error={fieldState.invalid}
            placeholder={idsOf(field.value).length === 0 ? "Choose..." : undefined}
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
