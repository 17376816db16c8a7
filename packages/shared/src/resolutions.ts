// Judgements and settlements, the two kinds of "resolution" of a proceeding (SPEC 3 "Resolution",
// 5.5, 5.6, 7.4; DECISIONS "Catalogues"), and the costs granted to a proceeding. The server
// validates with these schemas and the forms use them, so both refuse the same input with the same
// message; empty amount blocks become null here (SPEC 5.5 "sent as null"), whoever sends them.

import { z } from "zod";
import {
  type ClaimedCosts,
  claimedCostsBody,
  currencyField,
  type Issue,
  optionalText,
  priceIssues,
} from "./costs";
import { amountField, percentageField } from "./dutch-numbers";
import { textLimits } from "./limits";
import { entityId } from "./matters";
import { messages } from "./messages";
import { pagingQuery } from "./paging";
import type { KeyValue, Verb } from "./permissions";
import { isoDate } from "./proceedings";
import { bodyId, requiredText } from "./rules";
import { versionOrUnsaved, withVersion } from "./versions";

export const resolutionKinds = ["JUDGEMENT", "SETTLEMENT"] as const;
export type ResolutionKind = (typeof resolutionKinds)[number];

// ---- Catalogues --------------------------------------------------------------------------------

/** The seeded catalogues (table `resolution_catalogue_entries`) and their lookup paths under dbbw/. */
export const resolutionCatalogues = {
  JUDGEMENT_TYPE: "judgement/types",
  JUDGEMENT_INSTANCE: "judgement/instances",
  JUDGEMENT_LEGAL_EFFECT: "judgement/legaleffects",
  JUDGEMENT_CONTENT: "judgement/contents",
  SETTLEMENT_TYPE: "settlement/types",
  SETTLEMENT_CONTENT: "settlement/contents",
} as const;
export type ResolutionCatalogue = keyof typeof resolutionCatalogues;

/** Which catalogue a kind's type and contents come from. */
export const catalogueOf = {
  JUDGEMENT: { type: "JUDGEMENT_TYPE", contents: "JUDGEMENT_CONTENT" },
  SETTLEMENT: { type: "SETTLEMENT_TYPE", contents: "SETTLEMENT_CONTENT" },
} as const satisfies Record<ResolutionKind, { type: ResolutionCatalogue; contents: ResolutionCatalogue }>;

// ---- Field rules -------------------------------------------------------------------------------

/** A catalogue key (its existence is checked by the server against the catalogue). */
const catalogueKey = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(50, messages.notInCatalogue);
const optionalCatalogueKey = z
  .string({ error: messages.notInCatalogue })
  .trim()
  .max(50, messages.notInCatalogue)
  .nullish()
  .transform((value) => value || null);

const contentKeys = z
  .array(catalogueKey, { error: messages.required })
  .max(50)
  .transform((keys) => [...new Set(keys)]);

/** The procedural step (of the proceeding's tracking) the resolution belongs to. */
const stepReference = z
  .object({ id: entityId }, { error: messages.required })
  .nullish()
  .transform((step) => step ?? null);

const price = { currency: currencyField, amount: amountField };

const isEmpty = (block: Record<string, unknown>, fields: string[]) =>
  fields.every((field) => block[field] === null || block[field] === undefined || block[field] === false);

function report(context: z.RefinementCtx, issues: Issue[]) {
  for (const issue of issues) context.addIssue({ code: "custom", ...issue });
}

/**
 * An optional block of fields around a price: currency and amount go together (SPEC 5.4), and a
 * block with none of `filled` given is null (SPEC 5.5, 5.6 "empty ... sent as null").
 */
function optionalBlock<Shape extends z.ZodRawShape>(
  shape: Shape,
  filled: (keyof Shape & string)[],
  extraRule?: (block: z.output<z.ZodObject<Shape>>, context: z.RefinementCtx) => void,
) {
  return z
    .object(shape, { error: messages.required })
    .superRefine((block, context) => {
      const values = block as Record<string, unknown>;
      if (isEmpty(values, filled)) return;
      report(context, priceIssues(values as { amount: number | null; currency: string | null }, false));
      extraRule?.(block, context);
    })
    .nullish()
    .transform((block) => (block && !isEmpty(block as Record<string, unknown>, filled) ? block : null));
}

/** SPEC 5.5, 5.6: the payment date is required when the amount paid is above 0. */
const amountPaided = optionalBlock(
  {
    ...price,
    paymentDate: isoDate,
    percentage: percentageField,
    notes: optionalText(textLimits.text),
    label: optionalText(textLimits.text),
  },
  ["currency", "amount", "paymentDate", "percentage", "notes", "label"],
  (block, context) => {
    if ((block.amount ?? 0) > 0 && block.paymentDate === null) {
      context.addIssue({ code: "custom", path: ["paymentDate"], message: messages.required });
    }
  },
);

/** A labelled amount (legal cost, settled amount, another damages amount). */
const labelledPriceShape = { label: optionalText(255), ...price };

const settledAmount = optionalBlock(
  { type: z.enum(["COST"], { error: messages.costTypeNotOffered }).nullish(), ...labelledPriceShape },
  ["label", "currency", "amount"],
);

const legalCost = optionalBlock(labelledPriceShape, ["label", "currency", "amount"]);

/** The estimate flag alone is no amount: without currency and amount the block is null. */
const legalInterest = optionalBlock(
  { ...price, estimate: z.boolean({ error: messages.required }).default(false) },
  ["currency", "amount"],
);

const adverseCost = optionalBlock(
  { ...price, estimate: z.boolean({ error: messages.required }).default(false), paymentDate: isoDate },
  ["currency", "amount", "paymentDate"],
);

const otherDamages = z.object(
  { label: requiredText(255), ...price, notes: optionalText(255) },
  { error: messages.required },
);

const overchargePercentage = z
  .object({ percentage: percentageField, notes: optionalText(textLimits.text) }, { error: messages.required })
  .nullish()
  .transform((block) => (block && (block.percentage !== null || block.notes !== null) ? block : null));

const establishedDamages = z
  .object(
    {
      totalAmount: optionalBlock(price, ["currency", "amount"]),
      amount: optionalBlock(price, ["currency", "amount"]),
      overchargePercentage,
      otherAmounts: z.array(otherDamages, { error: messages.required }).max(50).default([]),
    },
    { error: messages.required },
  )
  .superRefine((damages, context) => {
    damages.otherAmounts.forEach((other, index) => {
      for (const issue of priceIssues(other, true)) {
        context.addIssue({ code: "custom", ...issue, path: ["otherAmounts", index, ...issue.path] });
      }
    });
  })
  .nullish()
  .transform((damages) =>
    damages &&
    (damages.totalAmount || damages.amount || damages.overchargePercentage || damages.otherAmounts.length > 0)
      ? damages
      : null,
  );

// ---- Bodies ------------------------------------------------------------------------------------

const common = {
  id: bodyId,
  step: stepReference,
  outcome: requiredText(2000),
  amountPaided,
};

/** POST .../resolutions for a judgement (SPEC 5.5); PUT /{id} adds the version. */
export const judgementBody = z.object({
  ...common,
  resolution: z.literal("JUDGEMENT", { error: messages.required }),
  type: catalogueKey,
  contents: contentKeys.refine((keys) => keys.length > 0, messages.required),
  court: z.object(
    { name: requiredText(255), location: optionalText(255), recordNumber: optionalText(100) },
    { error: messages.required },
  ),
  date: isoDate,
  legalEffect: catalogueKey,
  instance: optionalCatalogueKey,
  establishedDamages,
  legalCost,
  legalInterest,
  adverseCost,
});
export type JudgementBody = z.input<typeof judgementBody>;
export type JudgementFields = z.output<typeof judgementBody>;

/** POST .../resolutions for a settlement (SPEC 5.6); PUT /{id} adds the version. */
export const settlementBody = z.object({
  ...common,
  resolution: z.literal("SETTLEMENT", { error: messages.required }),
  type: catalogueKey,
  contents: contentKeys.default([]),
  settledAmount,
});
export type SettlementBody = z.input<typeof settlementBody>;
export type SettlementFields = z.output<typeof settlementBody>;

export const resolutionBody = z.discriminatedUnion("resolution", [judgementBody, settlementBody], {
  error: messages.required,
});
export type ResolutionFields = z.output<typeof resolutionBody>;

export const resolutionUpdateBody = z.discriminatedUnion(
  "resolution",
  [withVersion(judgementBody), withVersion(settlementBody)],
  { error: messages.required },
);
export type ResolutionUpdateFields = z.output<typeof resolutionUpdateBody>;

/**
 * SPEC 5.5, 5.6: the procedural step is required only when the proceeding's tracking has steps
 * (GET .../resolutions/hearings answers them). The forms add it to the schema; the server checks it
 * against the steps it knows.
 */
export const stepIssues = (stepsExist: boolean, step: { id: number } | null | undefined): Issue[] =>
  stepsExist && !step ? [{ path: ["step"], message: messages.required }] : [];

export const resolutionListQuery = z.object({
  ...pagingQuery,
  resolution: z.enum(resolutionKinds, { error: "Choose JUDGEMENT or SETTLEMENT" }).optional(),
});

// ---- Answers -----------------------------------------------------------------------------------

export interface Price {
  currency: string | null;
  amount: number | null;
}

/** A procedural step of the proceeding's tracking: deadline YYYY-MM-DD, or YYYY-MM when estimated. */
export interface ResolutionStep {
  id: number;
  title: string;
  deadline: string | null;
}

export interface AmountPaid extends Price {
  paymentDate: string | null;
  percentage: number | null;
  notes: string | null;
  label: string | null;
}

export interface LabelledPrice extends Price {
  label: string | null;
}

export interface EstablishedDamages {
  totalAmount: Price | null;
  amount: Price | null;
  overchargePercentage: { percentage: number | null; notes: string | null } | null;
  otherAmounts: (LabelledPrice & { notes: string | null })[];
  /** The total amount when it is in EUR, else the sum of the EUR amounts; null without any. */
  totalSumInEuro: number | null;
}

interface ResolutionBase {
  id: number;
  step: ResolutionStep | null;
  type: KeyValue;
  outcome: string;
  contents: KeyValue[];
  amountPaided: AmountPaid | null;
  permissions: Verb[];
  version: number;
}

export interface Judgement extends ResolutionBase {
  resolution: "JUDGEMENT";
  court: { name: string; location: string | null; recordNumber: string | null };
  date: string | null;
  legalEffect: KeyValue;
  instance: KeyValue | null;
  establishedDamages: EstablishedDamages | null;
  legalCost: LabelledPrice | null;
  legalInterest: (Price & { estimate: boolean }) | null;
  adverseCost: (Price & { estimate: boolean; paymentDate: string | null }) | null;
}

export interface Settlement extends ResolutionBase {
  resolution: "SETTLEMENT";
  settledAmount: (LabelledPrice & { type: "COST" }) | null;
}

export type Resolution = Judgement | Settlement;

/** The damages in euros: the total when given in EUR, else the sum of the EUR amounts. */
export function damagesSumInEuro(damages: Omit<EstablishedDamages, "totalSumInEuro">): number | null {
  const euros = (price: Price | null) =>
    price?.currency === "EUR" && price.amount !== null ? price.amount : null;
  if (damages.totalAmount) return euros(damages.totalAmount);
  const amounts = [damages.amount, ...damages.otherAmounts]
    .map(euros)
    .filter((amount): amount is number => amount !== null);
  return amounts.length > 0 ? amounts.reduce((sum, amount) => sum + amount, 0) : null;
}

// ---- Granted costs -----------------------------------------------------------------------------

/**
 * GET/PUT .../grantedCosts: what the courts granted the proceeding overall (after appeals), as a
 * cost block shaped and ruled like the claimed costs (SPEC 3 "Cost component", 5.4), so claimed
 * and granted compare line by line. It is entered, not derived: judgements may overturn each other.
 */
export const grantedCostsBody = z.object(
  { grantedCosts: claimedCostsBody, version: versionOrUnsaved },
  { error: messages.required },
);
export type GrantedCostsBody = z.input<typeof grantedCostsBody>;

/** EUR sums over the proceeding's judgements, shown next to the granted costs as a guide. */
export interface JudgementTotals {
  judgements: number;
  establishedDamagesInEuro: number | null;
  legalCostInEuro: number | null;
  legalInterestInEuro: number | null;
  adverseCostInEuro: number | null;
  amountPaidInEuro: number | null;
}

export interface GrantedCosts {
  grantedCosts: ClaimedCosts & { totalSumInEuro: number | null };
  judgementTotals: JudgementTotals;
  permissions: Verb[];
  /** Null until granted costs are first saved. */
  version: number | null;
}
