// The proceeding page's judgements tab (SPEC 2.3 "Judgements tab", 3, 5.5): the shared resolutions
// frame with the judgement's columns, its expandable row (court, damages, costs, payment made) and
// its own form fields; below it the proceeding's granted costs (SPEC 7.4 "Costs").
import type { Proceeding } from "@litfolio/shared/proceedings";
import type { Judgement } from "@litfolio/shared/resolutions";
import Stack from "@mui/material/Stack";
import { formatDate } from "../../../lib/format";
import { GrantedCostsSection } from "../components/GrantedCostsSection";
import { JudgementFields } from "../components/JudgementFields";
import { type DetailEntry, DetailList, paymentEntries } from "../components/ResolutionDetail";
import { ResolutionsTab, type ResolutionTabKind } from "../components/ResolutionsTab";
import { judgementFormValues } from "../components/resolution-form";
import { formatPercentage, formatPrice } from "../components/resolution-format";

const estimate = (flag: boolean | undefined, text: string) => (flag ? ` (${text})` : "");

function judgementEntries(row: Judgement): DetailEntry[] {
  const damages = row.establishedDamages;
  return [
    ["Court", [row.court.name, row.court.location, row.court.recordNumber].filter(Boolean).join(", ")],
    ["Damages awarded", formatPrice(damages?.amount)],
    ["Overcharge percentage", formatPercentage(damages?.overchargePercentage?.percentage)],
    ["Overcharge notes", damages?.overchargePercentage?.notes],
    ...(damages?.otherAmounts ?? []).map(
      (other, index): DetailEntry => [other.label ?? `Other amount ${index + 1}`, formatPrice(other)],
    ),
    ["Total damages", formatPrice(damages?.totalAmount)],
    ["Established damages in EUR", formatPrice({ currency: "EUR", amount: damages?.totalSumInEuro ?? null })],
    ["Legal cost", `${formatPrice(row.legalCost)}${row.legalCost?.label ? ` (${row.legalCost.label})` : ""}`],
    [
      "Legal interest",
      `${formatPrice(row.legalInterest)}${estimate(row.legalInterest?.estimate, "estimate")}`,
    ],
    [
      "Adverse cost",
      `${formatPrice(row.adverseCost)}${estimate(row.adverseCost?.estimate, "estimate: the claimant bears the costs")}`,
    ],
    ["Adverse cost payment date", formatDate(row.adverseCost?.paymentDate)],
    ...paymentEntries(row.amountPaided),
  ];
}

const judgements: ResolutionTabKind<"JUDGEMENT"> = {
  title: "Judgements",
  form: {
    kind: "JUDGEMENT",
    noun: "Judgement",
    typeCatalogue: "JUDGEMENT_TYPE",
    typeLabel: "Type",
    contentsCatalogue: "JUDGEMENT_CONTENT",
    contentsRequired: true,
    fields: (control) => <JudgementFields control={control} />,
  },
  columns: [
    {
      id: "date",
      label: "Date",
      width: 110,
      noWrap: true,
      cell: (row) => row.date && formatDate(row.date),
    },
    { id: "court", label: "Court", cell: (row) => row.court.name },
    { id: "type", label: "Type", cell: (row) => row.type.value },
    { id: "instance", label: "Instance", cell: (row) => row.instance?.value },
    { id: "legalEffect", label: "Legal effect", cell: (row) => row.legalEffect.value },
    { id: "outcome", label: "Outcome", cell: (row) => row.outcome },
  ],
  detail: (row: Judgement) => <DetailList entries={judgementEntries(row)} />,
  formValues: judgementFormValues,
};

export function JudgementsTab({ matterId, proceeding }: { matterId: number; proceeding: Proceeding }) {
  return (
    <Stack spacing={3}>
      <ResolutionsTab matterId={matterId} proceeding={proceeding} tab={judgements} />
      <GrantedCostsSection matterId={matterId} proceedingId={proceeding.id} />
    </Stack>
  );
}
