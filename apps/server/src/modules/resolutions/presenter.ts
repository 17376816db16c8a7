// The API shapes of a judgement or settlement (SPEC 3 "Resolution": catalogue keys answered with
// their values, the damages' sum in euros derived, the step as {id, title, deadline}) and of a
// proceeding's granted costs with the sums of its judgements.
import { type ClaimedCosts, emptyClaimedCosts } from "@litfolio/shared/costs";
import type { KeyValue, Verb } from "@litfolio/shared/permissions";
import {
  catalogueOf,
  damagesSumInEuro,
  type GrantedCosts,
  type JudgementTotals,
  type Price,
  type Resolution,
  type ResolutionCatalogue,
  type ResolutionStep,
} from "@litfolio/shared/resolutions";
import type { Catalogues, GrantedRow, ResolutionRow } from "./queries";

/** A key with its catalogue value (the key itself if the catalogue no longer has it). */
const keyValue = (catalogues: Catalogues, catalogue: ResolutionCatalogue, key: string): KeyValue => ({
  key,
  value: catalogues[catalogue]?.get(key) ?? key,
});

/** `steps`: the proceeding's procedural steps (proceedingSteps), for the step's title and deadline. */
export function presentResolution(
  row: ResolutionRow,
  catalogues: Catalogues,
  permissions: Verb[],
  steps: readonly ResolutionStep[],
): Resolution {
  const kind = catalogueOf[row.resolution];
  const common = {
    id: row.id,
    step: steps.find((step) => step.id === row.stepId) ?? null,
    type: keyValue(catalogues, kind.type, row.type),
    outcome: row.outcome,
    contents: row.contents.map((key) => keyValue(catalogues, kind.contents, key)),
    amountPaided: row.amountPaid,
    permissions,
    version: row.version,
  };
  if (row.resolution === "SETTLEMENT") {
    return { ...common, resolution: "SETTLEMENT", settledAmount: row.settledAmount };
  }
  const damages = row.establishedDamages;
  return {
    ...common,
    resolution: "JUDGEMENT",
    court: { name: row.courtName ?? "", location: row.courtLocation, recordNumber: row.courtRecordNumber },
    date: row.date,
    legalEffect: keyValue(catalogues, "JUDGEMENT_LEGAL_EFFECT", row.legalEffect ?? ""),
    instance: row.instance ? keyValue(catalogues, "JUDGEMENT_INSTANCE", row.instance) : null,
    establishedDamages: damages ? { ...damages, totalSumInEuro: damagesSumInEuro(damages) } : null,
    legalCost: row.legalCost,
    legalInterest: row.legalInterest,
    adverseCost: row.adverseCost,
  };
}

const euros = (price: Price | null | undefined) =>
  price?.currency === "EUR" && price.amount !== null ? price.amount : null;

/** The sum of the amounts given; null when none is. */
const sumOf = (values: (number | null)[]) => {
  const given = values.filter((value): value is number => value !== null);
  return given.length > 0 ? given.reduce((sum, value) => sum + value, 0) : null;
};

/** EUR sums over the judgements, a guide beside the granted costs (later judgements overturn earlier). */
const judgementTotals = (rows: ResolutionRow[]): JudgementTotals => ({
  judgements: rows.length,
  establishedDamagesInEuro: sumOf(
    rows.map((row) => (row.establishedDamages ? damagesSumInEuro(row.establishedDamages) : null)),
  ),
  legalCostInEuro: sumOf(rows.map((row) => euros(row.legalCost))),
  legalInterestInEuro: sumOf(rows.map((row) => euros(row.legalInterest))),
  adverseCostInEuro: sumOf(rows.map((row) => euros(row.adverseCost))),
  amountPaidInEuro: sumOf(rows.map((row) => euros(row.amountPaid))),
});

/** The granted costs (an empty block before the first save) with the judgements' sums. */
export function presentGrantedCosts(
  row: GrantedRow | undefined,
  judgements: ResolutionRow[],
  permissions: Verb[],
): GrantedCosts {
  const costs: ClaimedCosts = row?.costs ?? emptyClaimedCosts();
  return {
    grantedCosts: { ...costs, totalSumInEuro: row?.totalSumInEuro ?? null },
    judgementTotals: judgementTotals(judgements),
    permissions,
    version: row?.version ?? null,
  };
}
