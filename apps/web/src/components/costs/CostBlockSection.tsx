// A cost block (SPEC 3 "Cost component", 4 "Cost amount types", 5.4) — the proceeding's claimed costs,
// the granted costs — on the shared cost rules: principal, interest and other amounts, each with the types it offers and what its type needs
// (an amount with currency, or a percentage; others a label), notes up to 255 characters. Changing a
// type clears currency, amount and percentage. The total amount can be entered only when the rule
// allows it (and is then required); inconsistent choices show the note that blocks saving.

import {
  type CostAmountType,
  type CostComponentKind,
  costAmountTypeLabels,
  costsInconsistent,
  costTypeChoice,
  costTypesFor,
  defaultCostType,
  totalAmountEnabled,
  totalAmountRequired,
  usesPercentage,
  usesPrice,
} from "@litfolio/shared/costs";
import { percentageRule } from "@litfolio/shared/dutch-numbers";
import { textLimits } from "@litfolio/shared/limits";
import { messages } from "@litfolio/shared/messages";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { type Control, type FieldValues, type UseFormReturn, useWatch } from "react-hook-form";
import { AmountCurrencyField } from "../form/AmountCurrencyField";
import { FieldRows } from "../form/FieldRows";
import { FormNumberField } from "../form/FormNumberField";
import { FormSection, FullWidth } from "../form/FormSection";
import { FormSelectField } from "../form/FormSelectField";
import { FormTextField } from "../form/FormTextField";
import { type CostBlockKey, type CostBlockValues, newOtherAmount } from "./cost-block-form";

/**
 * The form seen through the block it holds: react-hook-form's path types cannot follow a key that
 * comes in as a prop, while every path below starts with that key.
 */
type BlockValues = Record<string, CostBlockValues>;

type ComponentPath =
  | `${string}.totalAmount`
  | `${string}.principalAmount`
  | `${string}.interestAmount`
  | `${string}.otherAmounts.${number}`;

interface CostBlockSectionProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** Where the form holds the block, e.g. "claimedCosts". */
  name: CostBlockKey<Values>;
  /** The section's heading, e.g. "Claimed costs". */
  title: string;
}

export function CostBlockSection<Values extends FieldValues>({
  form,
  name: key,
  title,
}: CostBlockSectionProps<Values>) {
  const blockForm = form as unknown as UseFormReturn<BlockValues>;
  const name: string = key;
  const { control, setValue, getValues } = blockForm;
  const costs = useWatch({ control, name });
  const choice = costTypeChoice(costs);
  const enabled = totalAmountEnabled(choice);
  const clear = { shouldDirty: true };
  // A type change clears what the old type used; a total the new types do not allow is emptied too.
  const typeChanged = (path: ComponentPath) => {
    for (const field of ["currency", "amount", "percentage"] as const)
      setValue(`${path}.${field}`, "", clear);
    if (!totalAmountEnabled(costTypeChoice(getValues(name)))) {
      setValue(`${name}.totalAmount.currency`, "", clear);
      setValue(`${name}.totalAmount.amount`, "", clear);
    }
  };
  const component = { control, onTypeChange: typeChanged };
  return (
    <FormSection title={title}>
      <CostGroup title="Total amount">
        <AmountCurrencyField
          control={control}
          name={`${name}.totalAmount`}
          label="Amount"
          currencyLabel="Currency"
          required={totalAmountRequired(choice)}
          disabled={!enabled}
        />
      </CostGroup>
      <CostComponentFields
        {...component}
        path={`${name}.principalAmount`}
        kind="principal"
        title="Principal amount"
      />
      <CostComponentFields
        {...component}
        path={`${name}.interestAmount`}
        kind="interest"
        title="Interest amount related to principal amount"
      />
      <FullWidth>
        <Typography variant="subtitle2" component="h4" sx={{ mb: 1, fontWeight: 700 }}>
          Other amounts
        </Typography>
        <FieldRows
          form={blockForm}
          name={`${name}.otherAmounts`}
          noun="other amount"
          newRow={newOtherAmount}
          columns="minmax(0, 1fr)"
          renderRow={(index) => (
            <CostComponentFields {...component} path={`${name}.otherAmounts.${index}`} kind="other" />
          )}
        />
      </FullWidth>
      {costsInconsistent(choice) && (
        <FullWidth>
          <Alert severity="error">{messages.costsInconsistent}</Alert>
        </FullWidth>
      )}
    </FormSection>
  );
}

function CostGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box role="group" aria-label={title} sx={{ display: "grid", gap: 1.5, alignContent: "start" }}>
      <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

interface CostComponentFieldsProps {
  control: Control<BlockValues>;
  path: ComponentPath;
  kind: CostComponentKind;
  /** Principal and interest have a fixed title; other amounts a label typed in. */
  title?: string;
  onTypeChange: (path: ComponentPath) => void;
}

function CostComponentFields({ control, path, kind, title, onTypeChange }: CostComponentFieldsProps) {
  const type = useWatch({ control, name: `${path}.type` }) as CostAmountType;
  const fields = (
    <>
      {kind === "other" && (
        <FormTextField
          control={control}
          name={`${path}.label`}
          label="Label"
          required
          maxLength={textLimits.text}
        />
      )}
      <FormSelectField
        control={control}
        name={`${path}.type`}
        label="Type"
        required
        options={costTypesFor(kind).map((option) => ({ value: option, label: costAmountTypeLabels[option] }))}
        toField={(selected) => selected || defaultCostType(kind)}
        afterChange={() => onTypeChange(path)}
      />
      {usesPrice(type) && (
        <AmountCurrencyField control={control} name={path} label="Amount" currencyLabel="Currency" required />
      )}
      {usesPercentage(type) && (
        <FormNumberField
          control={control}
          name={`${path}.percentage`}
          label="Percentage"
          required
          rule={percentageRule}
        />
      )}
      <FormTextField control={control} name={`${path}.notes`} label="Notes" maxLength={textLimits.text} />
    </>
  );
  if (title) return <CostGroup title={title}>{fields}</CostGroup>;
  return (
    <Box
      sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { md: "repeat(auto-fit, minmax(160px, 1fr))" } }}
    >
      {fields}
    </Box>
  );
}
