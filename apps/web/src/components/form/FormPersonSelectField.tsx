// A required choice of one person (an activity's or a work package's "Assigned to"): the form holds
// `{ id }` (or null), the select the id.
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { personName } from "../../lib/format";
import { byId, FormSelectField } from "./FormSelectField";

interface FormPersonSelectFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  people: readonly { id: number; firstName: string; lastName: string }[];
}

export function FormPersonSelectField<Values extends FieldValues>({
  control,
  name,
  label,
  people,
}: FormPersonSelectFieldProps<Values>) {
  return (
    <FormSelectField
      control={control}
      name={name}
      label={label}
      required
      options={people.map((person) => ({ value: String(person.id), label: personName(person) }))}
      {...byId}
    />
  );
}
