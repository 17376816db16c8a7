// A react-hook-form date field: typed DD-MM-YYYY, kept in the form as YYYY-MM-DD (date-input.ts), so
// the shared isoDate rule validates it as the server does.
import type { ComponentProps } from "react";
import type { FieldValues } from "react-hook-form";
import { dateFromTyped, dateToTyped } from "./date-input";
import { FormTextField } from "./FormTextField";

type FormDateFieldProps<Values extends FieldValues> = Omit<
  ComponentProps<typeof FormTextField<Values>>,
  "toValue" | "fromValue" | "type" | "inputMode"
>;

export function FormDateField<Values extends FieldValues>(props: FormDateFieldProps<Values>) {
  return (
    <FormTextField
      helperText="DD-MM-YYYY"
      autoComplete="off"
      {...props}
      inputMode="numeric"
      toValue={dateFromTyped}
      fromValue={dateToTyped}
    />
  );
}
