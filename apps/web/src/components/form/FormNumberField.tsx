// The one input for amounts, percentages and counts (SPEC 5.2, 9): it keeps exactly what is typed,
// the shared rule (dutch-numbers.ts) decides whether that is a number and shows the field's message
// otherwise, and on leaving the field a valid number is tidied to the Dutch format ("1234" ->
// "1.234"). The server validates with the same rule, so what is shown is what is saved.
import { type NumberRule, tidyDutchNumber } from "@litfolio/shared/dutch-numbers";
import type { FieldValues } from "react-hook-form";
import { FormTextField, type FormTextFieldProps } from "./FormTextField";

type FormNumberFieldProps<Values extends FieldValues> = Omit<
  FormTextFieldProps<Values>,
  "toValue" | "toValueOnBlur" | "inputMode"
> & { rule: NumberRule };

export function FormNumberField<Values extends FieldValues>({
  rule,
  ...props
}: FormNumberFieldProps<Values>) {
  return (
    <FormTextField
      {...props}
      inputMode={rule.decimals > 0 ? "decimal" : "numeric"}
      toValueOnBlur={(typed) => tidyDutchNumber(typed, rule)}
    />
  );
}
