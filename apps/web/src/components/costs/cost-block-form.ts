// A cost block as a form holds it (SPEC 3 "Cost component", 5.4) — the proceeding's claimed costs and
// the granted costs alike: what the inputs show (texts, "" for empty), filled from the API's block and
// turned back into its body once the shared claimedCostsBody schema has validated and normalised it.
import {
  type ClaimedCosts,
  type ClaimedCostsBody,
  type CostAmountType,
  type CostComponent,
  defaultCostType,
} from "@litfolio/shared/costs";
import { formatDutchNumber } from "@litfolio/shared/dutch-numbers";

export interface CostComponentValues {
  type: CostAmountType;
  label: string;
  currency: string;
  amount: string;
  percentage: string;
  notes: string;
}

export interface CostBlockValues {
  totalAmount: CostComponentValues;
  principalAmount: CostComponentValues;
  interestAmount: CostComponentValues;
  otherAmounts: CostComponentValues[];
}

/** The keys under which a form's values hold a cost block, e.g. "claimedCosts". */
export type CostBlockKey<Values> = {
  [Key in keyof Values & string]: Values[Key] extends CostBlockValues ? Key : never;
}[keyof Values & string];

const text = (value: string | null | undefined) => value ?? "";

const costComponentValues = (component: CostComponent | null, type: CostAmountType): CostComponentValues => ({
  type: component?.type ?? type,
  label: text(component?.label),
  currency: text(component?.currency),
  amount: component?.amount == null ? "" : formatDutchNumber(component.amount),
  percentage: component?.percentage == null ? "" : formatDutchNumber(component.percentage),
  notes: text(component?.notes),
});

/** A new other amount: type COST (SPEC 3 defaults). */
export const newOtherAmount = () => costComponentValues(null, defaultCostType("other"));

/** The block as the form shows it; each component missing from it starts with its default type. */
export function costBlockValues(costs: ClaimedCosts): CostBlockValues {
  return {
    // The total is a price; its type is COST whenever it is entered at all.
    totalAmount: costComponentValues(costs.totalAmount, "COST"),
    principalAmount: costComponentValues(costs.principalAmount, defaultCostType("principal")),
    interestAmount: costComponentValues(costs.interestAmount, defaultCostType("interest")),
    otherAmounts: costs.otherAmounts.map((other) => costComponentValues(other, defaultCostType("other"))),
  };
}

/** The API's block from the validated, normalised one: a total, when there is one, is sent as COST. */
export const costBlockRequest = (costs: ClaimedCosts): ClaimedCostsBody => ({
  ...costs,
  totalAmount: costs.totalAmount ? { ...costs.totalAmount, type: "COST" } : null,
});
