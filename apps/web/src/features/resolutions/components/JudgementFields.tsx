// A judgement's own fields (SPEC 3 "Resolution", 5.5): court, instance, legal effect, date, the
// established damages with the overcharge percentage and other amounts, legal cost, legal interest
// and adverse cost with their estimate flags. Every amount is the one AmountCurrencyField,
// the percentage the same number input.

import { percentageRule } from "@litfolio/shared/dutch-numbers";
import { textLimits } from "@litfolio/shared/limits";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useFieldArray } from "react-hook-form";
import { ActionButton } from "../../../components/ActionButton";
import { AmountCurrencyField } from "../../../components/form/AmountCurrencyField";
import { FormCheckboxField } from "../../../components/form/FormCheckboxField";
import { FormDateField } from "../../../components/form/FormDateField";
import { FormNumberField } from "../../../components/form/FormNumberField";
import { FormSelectField } from "../../../components/form/FormSelectField";
import { FormTextField } from "../../../components/form/FormTextField";
import { type FormControl, Section, useCatalogueOptions } from "./ResolutionFormDialog";

export function JudgementFields({ control }: { control: FormControl }) {
  const instances = useCatalogueOptions("JUDGEMENT_INSTANCE");
  const legalEffects = useCatalogueOptions("JUDGEMENT_LEGAL_EFFECT");
  return (
    <>
      <FormSelectField
        control={control}
        name="legalEffect"
        label="Legal effect"
        options={legalEffects}
        required
      />
      <FormSelectField control={control} name="instance" label="Instance" options={instances} />
      <FormDateField control={control} name="date" label="Date of the judgement" />
      <Section title="Court" />
      <FormTextField control={control} name="court.name" label="Court" required />
      <FormTextField control={control} name="court.location" label="Court location" />
      <FormTextField control={control} name="court.recordNumber" label="Record number" />
      <EstablishedDamagesFields control={control} />
      <Section title="Costs" />
      <FormTextField control={control} name="legalCost.label" label="Legal cost description" />
      <AmountCurrencyField control={control} name="legalCost" label="Legal cost" />
      <AmountCurrencyField control={control} name="legalInterest" label="Legal interest" />
      <FormCheckboxField
        control={control}
        name="legalInterest.estimate"
        label="The legal interest is an estimate"
      />
      <AmountCurrencyField control={control} name="adverseCost" label="Adverse cost" />
      <FormCheckboxField
        control={control}
        name="adverseCost.estimate"
        label="Estimate: the claimant bears the costs"
      />
      <FormDateField control={control} name="adverseCost.paymentDate" label="Adverse cost payment date" />
    </>
  );
}

function EstablishedDamagesFields({ control }: { control: FormControl }) {
  const others = useFieldArray({ control, name: "establishedDamages.otherAmounts" });
  return (
    <>
      <Section title="Established damages" />
      <AmountCurrencyField control={control} name="establishedDamages.amount" label="Damages awarded" />
      <FormNumberField
        control={control}
        name="establishedDamages.overchargePercentage.percentage"
        label="Overcharge percentage"
        rule={percentageRule}
      />
      <FormTextField
        control={control}
        name="establishedDamages.overchargePercentage.notes"
        label="Overcharge notes"
        maxLength={textLimits.text}
      />
      {others.fields.map((other, index) => (
        <Stack key={other.id} direction="row" spacing={1} sx={{ alignItems: "flex-end" }}>
          <Stack spacing={1} sx={{ flex: 1 }}>
            <FormTextField
              control={control}
              name={`establishedDamages.otherAmounts.${index}.label`}
              label={`Other amount ${index + 1} description`}
              required
            />
            <AmountCurrencyField
              control={control}
              name={`establishedDamages.otherAmounts.${index}`}
              label={`Other amount ${index + 1}`}
              required
            />
          </Stack>
          <ActionButton label={`Remove other amount ${index + 1}`} onClick={() => others.remove(index)}>
            <DeleteIcon fontSize="small" />
          </ActionButton>
        </Stack>
      ))}
      <Button
        startIcon={<AddIcon />}
        sx={{ alignSelf: "flex-start" }}
        onClick={() => others.append({ label: "", currency: "EUR", amount: "", notes: "" })}
      >
        Add other amount
      </Button>
      <AmountCurrencyField control={control} name="establishedDamages.totalAmount" label="Total damages" />
    </>
  );
}
