// The API shape of a judgement or settlement (SPEC 3 "Resolution"): catalogue keys answered with
// their values, the damages' sum in euros derived, the step as {id, title, deadline}.
import type { KeyValue, Verb } from "@litfolio/shared/permissions";
import {
  catalogueOf,
  damagesSumInEuro,
  type Resolution,
  type ResolutionCatalogue,
} from "@litfolio/shared/resolutions";
import type { resolutions } from "../../db/schema/resolutions";
import type { Catalogues } from "./service";

export type ResolutionRow = typeof resolutions.$inferSelect;

/** A key with its catalogue value (the key itself if the catalogue no longer has it). */
const keyValue = (catalogues: Catalogues, catalogue: ResolutionCatalogue, key: string): KeyValue => ({
  key,
  value: catalogues[catalogue]?.get(key) ?? key,
});

export function presentResolution(
  row: ResolutionRow,
  catalogues: Catalogues,
  permissions: Verb[],
): Resolution {
  const kind = catalogueOf[row.resolution];
  const common = {
    id: row.id,
    // Steps arrive with trackings: until then only the id is known.
    step: row.stepId === null ? null : { id: row.stepId, title: null, deadline: null },
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
