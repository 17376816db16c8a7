// The proceeding page's settlements tab (SPEC 2.3 "Settlements tab", 5.6): the shared resolutions
// frame with the settlement's type, outcome, settled amount and payment made.
import type { Proceeding } from "@litfolio/shared/proceedings";
import type { Settlement } from "@litfolio/shared/resolutions";
import { AmountCurrencyField } from "../../../components/form/AmountCurrencyField";
import { FormTextField } from "../../../components/form/FormTextField";
import { DetailList, paymentEntries } from "../components/ResolutionDetail";
import { Section } from "../components/ResolutionFormDialog";
import { ResolutionsTab, type ResolutionTabKind } from "../components/ResolutionsTab";
import { settlementFormValues } from "../components/resolution-form";
import { formatPrice } from "../components/resolution-format";

const settlements: ResolutionTabKind<"SETTLEMENT"> = {
  title: "Settlements",
  form: {
    kind: "SETTLEMENT",
    noun: "Settlement",
    typeCatalogue: "SETTLEMENT_TYPE",
    typeLabel: "Settlement Type",
    contentsCatalogue: "SETTLEMENT_CONTENT",
    contentsRequired: false,
    fields: (control) => (
      <>
        <Section title="Settlement amount" />
        <FormTextField control={control} name="settledAmount.label" label="Settlement amount description" />
        <AmountCurrencyField control={control} name="settledAmount" label="Settlement amount" />
      </>
    ),
  },
  columns: [
    { id: "type", label: "Type", cell: (row) => row.type.value },
    { id: "outcome", label: "Outcome", cell: (row) => row.outcome },
  ],
  detail: (row: Settlement) => (
    <DetailList
      entries={[
        ["Settlement amount", formatPrice(row.settledAmount)],
        ["Settlement amount description", row.settledAmount?.label],
        ...paymentEntries(row.amountPaided),
      ]}
    />
  ),
  formValues: settlementFormValues,
};

export function SettlementsTab({ matterId, proceeding }: { matterId: number; proceeding: Proceeding }) {
  return <ResolutionsTab matterId={matterId} proceeding={proceeding} tab={settlements} />;
}
