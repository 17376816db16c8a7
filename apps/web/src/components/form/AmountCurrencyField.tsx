// The one price input of the proceeding, judgement and settlement forms: a currency (EUR first) and
// a whole amount in the Dutch format (SPEC 5.2, 9) through the one number input, which keeps what is
// typed and refuses what is no amount. Bound to a block of the form holding `currency` and `amount`;
// the shared rules ask for both together. An amount typed without a currency takes EUR, the
// currency almost every claim is in (DECISIONS: EUR first); it can be changed.
import { amountRule } from "@litfolio/shared/dutch-numbers";
import Stack from "@mui/material/Stack";
import { useEffect } from "react";
import { type Control, type FieldPath, type FieldValues, useController, useWatch } from "react-hook-form";
import { useCurrencies } from "../../lib/proceeding-api/useCurrencies";
import { FormNumberField } from "./FormNumberField";
import { FormSelectField } from "./FormSelectField";

interface AmountCurrencyFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  /** The block's path, e.g. "legalCost"; its fields are `${name}.currency` and `${name}.amount`. */
  name: string;
  /** The amount's label. */
  label: string;
  /** The currency's label; "{label} currency" when not given. */
  currencyLabel?: string;
  required?: boolean;
  disabled?: boolean;
}

export function AmountCurrencyField<Values extends FieldValues>({
  control,
  name,
  label,
  currencyLabel = `${label} currency`,
  required,
  disabled,
}: AmountCurrencyFieldProps<Values>) {
  const currencies = useCurrencies().data ?? [];
  useEuroForTypedAmount(control, name, disabled);
  const options = currencies.map((currency) => ({
    value: currency.key,
    label: `${currency.key} – ${currency.value}`,
  }));
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: "flex-start" }}>
      <div style={{ width: 220, flexShrink: 0 }}>
        <FormSelectField
          control={control}
          name={`${name}.currency` as FieldPath<Values>}
          label={currencyLabel}
          options={options}
          required={required}
          disabled={disabled}
          placeholder="Currency"
        />
      </div>
      <div style={{ flex: 1, minWidth: 0 }}>
        <FormNumberField
          control={control}
          name={`${name}.amount` as FieldPath<Values>}
          label={label}
          required={required}
          disabled={disabled}
          rule={amountRule}
        />
      </div>
    </Stack>
  );
}

const DEFAULT_CURRENCY = "EUR";

/** Chooses EUR once an amount is typed while no currency is chosen; an empty block stays empty. */
function useEuroForTypedAmount<Values extends FieldValues>(
  control: Control<Values>,
  name: string,
  disabled: boolean | undefined,
) {
  const { field: currency } = useController({ control, name: `${name}.currency` as FieldPath<Values> });
  const amount = useWatch({ control, name: `${name}.amount` as FieldPath<Values> });
  const { value, onChange } = currency;
  useEffect(() => {
    if (!disabled && amount && !value) onChange(DEFAULT_CURRENCY);
  }, [amount, value, onChange, disabled]);
}
