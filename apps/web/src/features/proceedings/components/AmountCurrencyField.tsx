// One price input for every amount of the judgement and settlement forms: a currency (EUR first)
// and a whole amount in the Dutch format (SPEC 5.2, 9), tidied to "1.250.000" when the field is
// left. Bound to a block of the form holding `currency` and `amount`; the shared rules ask for
// both together.
import { formatAmount, parseAmount } from "@litfolio/shared/costs";
import Stack from "@mui/material/Stack";
import { type Control, type FieldValues, useController } from "react-hook-form";
import { FormSelectField } from "../../../components/form/FormSelectField";
import { TextInput } from "../../../components/form/fields";
import { useResolutionCurrencies } from "../api/useResolutionCurrencies";

interface AmountCurrencyFieldProps {
  control: Control<FieldValues>;
  /** The block's path, e.g. "legalCost"; its fields are `${name}.currency` and `${name}.amount`. */
  name: string;
  /** The amount's label; the currency is labelled "{label} currency". */
  label: string;
  required?: boolean;
}

export function AmountCurrencyField({ control, name, label, required }: AmountCurrencyFieldProps) {
  const currencies = useResolutionCurrencies();
  const options = (currencies.data ?? []).map((currency) => ({ value: currency.key, label: currency.key }));
  const { field, fieldState } = useController({ control, name: `${name}.amount` });
  const tidy = () => {
    const parsed = typeof field.value === "string" ? parseAmount(field.value) : null;
    if (parsed !== null) field.onChange(formatAmount(parsed));
    field.onBlur();
  };
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: "flex-start" }}>
      <div style={{ width: 180, flexShrink: 0 }}>
        <FormSelectField
          control={control}
          name={`${name}.currency`}
          label={`${label} currency`}
          options={options}
          required={required}
          placeholder="Currency"
        />
      </div>
      <div style={{ flex: 1, minWidth: 0 }}>
        <TextInput
          label={label}
          required={required}
          name={field.name}
          inputMode="numeric"
          placeholder="1.250.000"
          value={
            typeof field.value === "string" || typeof field.value === "number" ? String(field.value) : ""
          }
          onChange={field.onChange}
          onBlur={tidy}
          inputRef={field.ref}
          error={fieldState.invalid}
          message={fieldState.error?.message}
        />
      </div>
    </Stack>
  );
}
