// "Jurisdictions/workstreams": a multiple choice of the matter's categories, grouped by type, each
// shown as "CODE – name"; typing filters the list. Bound to a react-hook-form field holding [{ id }].
import type { CategoryOption } from "@litfolio/shared/matters";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormMultiSelectField } from "../../../../components/form/FormMultiSelectField";
import { categoryOptions } from "../../../../lib/category-options";

interface CategoriesFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  options: readonly CategoryOption[];
  required?: boolean;
}

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((entry: { id: number }) => String(entry.id)) : [];

export function CategoriesField<Values extends FieldValues>({
  options,
  ...field
}: CategoriesFieldProps<Values>) {
  return (
    <FormMultiSelectField
      {...field}
      options={categoryOptions(options)}
      noOptionsText="No jurisdictions or workstreams"
      fromField={idsOf}
      toField={(ids) => ids.map((id) => ({ id: Number(id) }))}
    />
  );
}
