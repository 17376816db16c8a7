// The granted costs of a proceeding (SPEC 7.4 "Costs") on the judgements tab: the cost block in the
// form the proceeding's claimed costs use (components/costs/cost-block-form.ts), and the judgements' EUR sums shown
// beside it as a guide.
import { claimedCostsBody } from "@litfolio/shared/costs";
import {
  type GrantedCosts,
  type GrantedCostsBody,
  grantedCostsBody,
  type JudgementTotals,
} from "@litfolio/shared/resolutions";
import {
  type CostBlockValues,
  costBlockRequest,
  costBlockValues,
} from "../../../components/costs/cost-block-form";
import { formatPrice } from "../../../components/costs/cost-rows";
import type { Detail } from "../../../components/DetailList";

/** The form's values: the block under the body's key, so the server's field paths name its fields. */
export interface GrantedCostsFormValues {
  grantedCosts: CostBlockValues;
}

/** The form's rules: the body's, without the version (not a field: the request adds it). */
export const grantedCostsForm = grantedCostsBody.pick({ grantedCosts: true });

export const grantedCostsFormValues = (granted: GrantedCosts): GrantedCostsFormValues => ({
  grantedCosts: costBlockValues(granted.grantedCosts),
});

/** The PUT body from valid values, with the version loaded (null before the first save). */
export const grantedCostsRequest = (
  values: GrantedCostsFormValues,
  version: number | null,
): GrantedCostsBody => ({
  grantedCosts: costBlockRequest(claimedCostsBody.parse(values.grantedCosts)),
  version,
});

const inEuro = (amount: number | null) => formatPrice("EUR", amount);

/** "Sum of the judgements": how many there are and their sums in euros ("-" when none is given). */
export const judgementTotalDetails = (totals: JudgementTotals): Detail[] => [
  { label: "Judgements", value: String(totals.judgements) },
  { label: "Established damages", value: inEuro(totals.establishedDamagesInEuro) },
  { label: "Legal cost", value: inEuro(totals.legalCostInEuro) },
  { label: "Legal interest", value: inEuro(totals.legalInterestInEuro) },
  { label: "Adverse cost", value: inEuro(totals.adverseCostInEuro) },
  { label: "Amount paid", value: inEuro(totals.amountPaidInEuro) },
];
