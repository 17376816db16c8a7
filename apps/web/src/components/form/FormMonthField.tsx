// A react-hook-form month field (an estimated step deadline): typed MM-YYYY, or picked in the date
// field's calendar showing months and years. The form keeps the text as typed; the shared rule
// (`monthFromInput`, `monthProblem`) reads and checks it.
import { monthForInput, monthFromInput } from "@litfolio/shared/tracking";
import { useForkRef } from "@mui/material/utils";
import { Suspense, useState } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { MONTH_FORMAT } from "../../lib/format";
import { DateFieldCalendar } from "./DateField";
import { TextInput, type TextInputProps } from "./fields";

type FormMonthFieldProps<Values extends FieldValues> = Omit<
  TextInputProps,
  "value" | "onChange" | "onBlur" | "name" | "message" | "error" | "inputRef" | "placeholder" | "endAdornment"
> & {
  control: Control<Values>;
  name: FieldPath<Values>;
};

export function FormMonthField<Values extends FieldValues>({
  control,
  name,
  ...inputProps
}: FormMonthFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const ref = useForkRef(field.ref, setInput);
  const month = monthFromInput(field.value ?? "");
  return (
    <TextInput
      {...inputProps}
      name={field.name}
      placeholder={MONTH_FORMAT}
      autoComplete="off"
      value={field.value ?? ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={ref}
      error={fieldState.invalid}
      message={fieldState.error?.message}
      endAdornment={
        !inputProps.readOnly && (
          <Suspense>
            <DateFieldCalendar
              months
              value={month ? `${month}-01` : ""}
              onPick={(date) => field.onChange(monthForInput(date.slice(0, 7)))}
              disabled={inputProps.disabled}
              anchor={input}
            />
          </Suspense>
        )
      }
    />
  );
}
