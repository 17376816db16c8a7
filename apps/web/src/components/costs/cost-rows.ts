// A cost block's values as words (SPEC 3, 9): Dutch whole amounts ("EUR 1.250.000"), percentages
// with a decimal comma ("4,5 %"), each cost component with its type's label, and a block (claimed or
// granted costs) as labelled rows in the form's order.
import { type ClaimedCosts, type CostComponent, costAmountTypeLabels } from "@litfolio/shared/costs";
import { formatDutchNumber } from "@litfolio/shared/dutch-numbers";
import { EMPTY_VALUE } from "../../lib/format";

/** "EUR 1.250.000"; "-" without an amount. */
export const formatPrice = (currency: string | null, amount: number | null) =>
  amount === null ? EMPTY_VALUE : `${currency ?? ""} ${formatDutchNumber(amount)}`.trim();

/** The type's label, with the amount or percentage the type carries. */
export function costValue(component: CostComponent): string {
  const type = costAmountTypeLabels[component.type];
  if (component.type === "COST") return `${type}: ${formatPrice(component.currency, component.amount)}`;
  if (component.type === "PERCENTAGE") {
    return `${type}: ${component.percentage === null ? EMPTY_VALUE : `${formatDutchNumber(component.percentage)} %`}`;
  }
  return type;
}

export interface CostRow {
  label: string;
  value: string;
  notes: string | null;
}

const costRow = (label: string, component: CostComponent): CostRow => ({
  label,
  value: costValue(component),
  notes: component.notes,
});

/** Total (when given), principal, interest, the other amounts by their labels, then the sum in euros. */
export function costBlockRows(costs: ClaimedCosts & { totalSumInEuro: number | null }): CostRow[] {
  return [
    ...(costs.totalAmount ? [costRow("Total amount", costs.totalAmount)] : []),
    costRow("Principal amount", costs.principalAmount),
    costRow("Interest amount related to principal amount", costs.interestAmount),
    ...costs.otherAmounts.map((other) => costRow(other.label ?? "Other amount", other)),
    {
      label: "Total in euro",
      value: costs.totalSumInEuro === null ? EMPTY_VALUE : formatPrice("EUR", costs.totalSumInEuro),
      notes: null,
    },
  ];
}
