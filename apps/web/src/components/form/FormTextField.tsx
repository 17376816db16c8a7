// A react-hook-form text field: the labelled input of fields.tsx with the field's validation message
// (from the shared zod rules) under it.
import type { ReactNode } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { TextInput, type TextInputProps } from "./fields";

export type FormTextFieldProps<Values extends FieldValues> = Omit<
  TextInputProps,
  "value" | "onChange" | "onBlur" | "name" | "message" | "error" | "inputRef"
> & {
  control: Control<Values>;
  name: FieldPath<Values>;
  helperText?: ReactNode;
  /** Rewrites what is typed before the form stores it, e.g. an input mask (upper case, letters only). */
  toValue?: (typed: string) => string;
  /** Rewrites the text when the field is left, e.g. tidying a valid number's format. */
  toValueOnBlur?: (typed: string) => string;
};

export function FormTextField<Values extends FieldValues>({
  control,
  name,
  helperText,
  toValue,
  toValueOnBlur,
  ...inputProps
}: FormTextFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      {...inputProps}
      name={field.name}
      value={field.value ?? ""}
      onChange={toValue ? (event) => field.onChange(toValue(event.target.value)) : field.onChange}
      onBlur={() => {
        const tidied = toValueOnBlur?.(field.value ?? "");
        if (tidied !== undefined && tidied !== field.value) field.onChange(tidied);
        field.onBlur();
      }}
      inputRef={field.ref}
      error={fieldState.invalid}
      message={fieldState.error?.message ?? helperText}
    />
  );
}
