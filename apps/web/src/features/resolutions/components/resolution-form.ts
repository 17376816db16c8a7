// The judgement and settlement forms' values and what they send (SPEC 5.5, 5.6): every amount block
// is filled in the form (empty texts), amounts are shown in the Dutch format, and the body is the
// shared schema's output, so empty amounts go as null and the kind is always the form's own.
import { formatDutchNumber } from "@litfolio/shared/dutch-numbers";
import {
  type AmountPaid,
  type Judgement,
  type JudgementBody,
  judgementBody,
  type Price,
  type ResolutionFields,
  type ResolutionKind,
  type Settlement,
  type SettlementBody,
  settlementBody,
  stepIssues,
} from "@litfolio/shared/resolutions";

/** The body's fields, and when editing the version loaded (not a field: the update sends it). */
export type JudgementFormValues = JudgementBody & { version?: number };
export type SettlementFormValues = SettlementBody & { version?: number };
export type ResolutionFormValues = JudgementFormValues | SettlementFormValues;

/** A price as the form holds it: the currency's code and the amount as typed (Dutch format). */
const priceValues = (price: Price | null | undefined, currency = "") => ({
  currency: price?.currency ?? currency,
  amount: price?.amount === null || price?.amount === undefined ? "" : formatDutchNumber(price.amount),
});

const text = (value: string | null | undefined) => value ?? "";

/** 12.5 -> "12,5" (Dutch decimal comma); none -> "". */
const percentText = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : formatDutchNumber(value);

const amountPaidValues = (paid: AmountPaid | null) => ({
  ...priceValues(paid),
  paymentDate: text(paid?.paymentDate),
  label: text(paid?.label),
  notes: text(paid?.notes),
  percentage: percentText(paid?.percentage),
});

const commonValues = (resolution: Judgement | Settlement | undefined) => ({
  id: resolution?.id ?? null,
  version: resolution?.version,
  step: resolution?.step ? { id: resolution.step.id } : null,
  type: resolution?.type.key ?? "",
  outcome: text(resolution?.outcome),
  contents: resolution?.contents.map((content) => content.key) ?? [],
  amountPaided: amountPaidValues(resolution?.amountPaided ?? null),
});

/** A judgement's values for the form; an empty form without one. */
export function judgementFormValues(judgement?: Judgement): JudgementFormValues {
  const damages = judgement?.establishedDamages;
  return {
    ...commonValues(judgement),
    resolution: "JUDGEMENT",
    court: {
      name: text(judgement?.court.name),
      location: text(judgement?.court.location),
      recordNumber: text(judgement?.court.recordNumber),
    },
    date: text(judgement?.date),
    legalEffect: judgement?.legalEffect.key ?? "",
    instance: judgement?.instance?.key ?? "",
    establishedDamages: {
      totalAmount: priceValues(damages?.totalAmount),
      amount: priceValues(damages?.amount),
      overchargePercentage: {
        percentage: percentText(damages?.overchargePercentage?.percentage),
        notes: text(damages?.overchargePercentage?.notes),
      },
      otherAmounts: (damages?.otherAmounts ?? []).map((other) => ({
        label: other.label ?? "",
        ...priceValues(other),
        notes: text(other.notes),
      })),
    },
    legalCost: { label: text(judgement?.legalCost?.label), ...priceValues(judgement?.legalCost) },
    legalInterest: {
      ...priceValues(judgement?.legalInterest),
      estimate: judgement?.legalInterest?.estimate ?? false,
    },
    adverseCost: {
      ...priceValues(judgement?.adverseCost),
      estimate: judgement?.adverseCost?.estimate ?? false,
      paymentDate: text(judgement?.adverseCost?.paymentDate),
    },
  };
}

/** A settlement's values for the form; an empty form without one. */
export function settlementFormValues(settlement?: Settlement): SettlementFormValues {
  return {
    ...commonValues(settlement),
    resolution: "SETTLEMENT",
    settledAmount: {
      type: "COST",
      label: text(settlement?.settledAmount?.label),
      ...priceValues(settlement?.settledAmount),
    },
  };
}

const bodySchemas = { JUDGEMENT: judgementBody, SETTLEMENT: settlementBody } as const;

/**
 * The form's schema: the shared body schema plus the step rule, which needs to know whether the
 * proceeding's tracking has steps (SPEC 5.5, 5.6).
 */
export function resolutionFormSchema(kind: ResolutionKind, stepsExist: boolean) {
  return bodySchemas[kind].superRefine((values, context) => {
    for (const issue of stepIssues(stepsExist, values.step)) context.addIssue({ code: "custom", ...issue });
  });
}

/** What the form sends: the schema's output (empty blocks null, amounts as numbers), of its kind. */
export function resolutionRequest(kind: ResolutionKind, values: ResolutionFormValues): ResolutionFields {
  return bodySchemas[kind].parse({ ...values, resolution: kind });
}
