// Cost components and the claimed-costs rules of SPEC 3 "Cost component", 4 "Cost amount types" and
// 5.4. The rules are pure functions over the components' types, so the proceeding form (web) and the
// server's schema decide the same way; the zod schemas below apply them to a body.

import { z } from "zod";
import { amountField, percentageField } from "./dutch-numbers";
import { textLimits } from "./limits";
import { messages } from "./messages";
import { storableText } from "./rules";

export const costAmountTypes = ["NOT_SPECIFIED", "IN_TOTAL_AMOUNT", "PERCENTAGE", "COST"] as const;
export type CostAmountType = (typeof costAmountTypes)[number];

export const costAmountTypeLabels: Record<CostAmountType, string> = {
  NOT_SPECIFIED: "Not specified",
  IN_TOTAL_AMOUNT: "In total amount",
  PERCENTAGE: "Percentage",
  COST: "Amount",
};

/** Which amount of a block a component is: its offered types and default type depend on it. */
export type CostComponentKind = "principal" | "interest" | "other" | "damages";

/** SPEC 4: other costs offer no NOT_SPECIFIED; damages awarded offer no IN_TOTAL_AMOUNT. */
export function costTypesFor(kind: CostComponentKind): CostAmountType[] {
  if (kind === "other") return costAmountTypes.filter((type) => type !== "NOT_SPECIFIED");
  if (kind === "damages") return costAmountTypes.filter((type) => type !== "IN_TOTAL_AMOUNT");
  return [...costAmountTypes];
}

/** SPEC 3: COST for other amounts, NOT_SPECIFIED for principal and interest. */
export const defaultCostType = (kind: CostComponentKind): CostAmountType =>
  kind === "principal" || kind === "interest" ? "NOT_SPECIFIED" : "COST";

/** The types chosen in a claimed-costs block: all the rules below need. */
export interface CostTypeChoice {
  principal: CostAmountType;
  interest: CostAmountType;
  others: readonly CostAmountType[];
}

const choiceTypes = (choice: CostTypeChoice) => [choice.principal, choice.interest, ...choice.others];

/**
 * SPEC 5.4: the total amount can be entered only when principal, interest and others are each
 * either not specified or part of the total, and at least one is part of the total.
 */
export function totalAmountEnabled(choice: CostTypeChoice): boolean {
  const types = choiceTypes(choice);
  return (
    types.every((type) => type === "NOT_SPECIFIED" || type === "IN_TOTAL_AMOUNT") &&
    types.some((type) => type === "IN_TOTAL_AMOUNT")
  );
}

/** SPEC 5.4: a total amount is required when any component is "in total amount". */
export const totalAmountRequired = (choice: CostTypeChoice): boolean =>
  choiceTypes(choice).includes("IN_TOTAL_AMOUNT");

/** SPEC 5.4: the total is required but cannot be entered, or principal and interest are both percentages. */
export const costsInconsistent = (choice: CostTypeChoice): boolean =>
  (totalAmountRequired(choice) && !totalAmountEnabled(choice)) ||
  (choice.principal === "PERCENTAGE" && choice.interest === "PERCENTAGE");

/** SPEC 4: changing a type clears currency, amount and percentage; these are what each type keeps. */
export const usesPrice = (type: CostAmountType) => type === "COST";
export const usesPercentage = (type: CostAmountType) => type === "PERCENTAGE";

/** Empty -> null; otherwise trimmed, at most `max` characters. */
export const optionalText = (max = 255) =>
  storableText(z.string({ error: messages.required }).trim().max(max, messages.tooLong(max)))
    .nullish()
    .transform((value) => (value ? value : null));

/** An ISO 4217 code; whether the server offers it is checked against the currencies catalogue. */
export const currencyField = z
  .string({ error: messages.currency })
  .trim()
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    if (!/^[A-Za-z]{3}$/.test(value)) {
      context.addIssue({ code: "custom", message: messages.currency });
      return z.NEVER;
    }
    return value.toUpperCase();
  });

// ---- Components and the claimed-costs block ------------------------------------------------------

export interface CostComponent {
  type: CostAmountType;
  label: string | null;
  currency: string | null;
  amount: number | null;
  percentage: number | null;
  notes: string | null;
}

export interface ClaimedCosts {
  totalAmount: CostComponent | null;
  principalAmount: CostComponent;
  interestAmount: CostComponent;
  otherAmounts: CostComponent[];
}

const costComponentFields = {
  label: optionalText(textLimits.text),
  currency: currencyField,
  amount: amountField,
  percentage: percentageField,
  notes: optionalText(textLimits.text),
};

export const costComponent = z.object(
  { type: z.enum(costAmountTypes, { error: messages.required }), ...costComponentFields },
  { error: messages.required },
);
export type CostComponentBody = z.input<typeof costComponent>;

/** The total amount: a price; sent without a type it is no total at all (SPEC 5.4 "On save"). */
const totalAmountComponent = z
  .object({
    type: z.enum(["COST"], { error: messages.costTypeNotOffered }).nullish(),
    ...costComponentFields,
  })
  .nullish();

export type Issue = { path: (string | number)[]; message: string };

/** Currency and amount go together when the price is required or either is given (SPEC 5.4). */
export function priceIssues(
  component: Pick<CostComponent, "amount" | "currency">,
  required: boolean,
): Issue[] {
  const issues: Issue[] = [];
  const given = component.amount !== null || component.currency !== null;
  if (!required && !given) return issues;
  if (component.amount === null) issues.push({ path: ["amount"], message: messages.required });
  if (component.currency === null) issues.push({ path: ["currency"], message: messages.required });
  return issues;
}

/** What one component of a kind needs for its type (SPEC 5.4), with paths inside the component. */
export function costComponentIssues(component: CostComponent, kind: CostComponentKind): Issue[] {
  if (!costTypesFor(kind).includes(component.type)) {
    return [{ path: ["type"], message: messages.costTypeNotOffered }];
  }
  const issues: Issue[] = [];
  if (kind === "other" && component.label === null)
    issues.push({ path: ["label"], message: messages.required });
  if (usesPercentage(component.type) && component.percentage === null) {
    issues.push({ path: ["percentage"], message: messages.required });
  }
  if (usesPrice(component.type)) issues.push(...priceIssues(component, true));
  return issues;
}

/** Keeps only what the component's type uses (SPEC 4: a type change clears the others). */
export const normalizeCostComponent = (component: CostComponent): CostComponent => ({
  ...component,
  currency: usesPrice(component.type) ? component.currency : null,
  amount: usesPrice(component.type) ? component.amount : null,
  percentage: usesPercentage(component.type) ? component.percentage : null,
});

/** The types chosen in a block: a saved block, a body, or a form's values alike. */
export const costTypeChoice = (costs: {
  principalAmount: { type: CostAmountType };
  interestAmount: { type: CostAmountType };
  otherAmounts: readonly { type: CostAmountType }[];
}): CostTypeChoice => ({
  principal: costs.principalAmount.type,
  interest: costs.interestAmount.type,
  others: costs.otherAmounts.map((other) => other.type),
});

const componentOf = (type: CostAmountType) => ({
  type,
  label: null,
  currency: null,
  amount: null,
  percentage: null,
  notes: null,
});

export const emptyClaimedCosts = (): ClaimedCosts => ({
  totalAmount: null,
  principalAmount: componentOf(defaultCostType("principal")),
  interestAmount: componentOf(defaultCostType("interest")),
  otherAmounts: [],
});

/**
 * The claimed-costs block of a proceeding with every rule of SPEC 5.4, normalised as saved: a total
 * without type, or one the types do not call for, is null; each component keeps what its type uses.
 */
export const claimedCostsBody = z
  .object(
    {
      totalAmount: totalAmountComponent,
      principalAmount: costComponent.default(componentOf("NOT_SPECIFIED")),
      interestAmount: costComponent.default(componentOf("NOT_SPECIFIED")),
      otherAmounts: z.array(costComponent, { error: messages.required }).max(50).default([]),
    },
    { error: messages.required },
  )
  .superRefine((costs, context) => {
    const report = (prefix: (string | number)[], issues: Issue[]) => {
      for (const issue of issues)
        context.addIssue({ code: "custom", ...issue, path: [...prefix, ...issue.path] });
    };
    report(["principalAmount"], costComponentIssues(costs.principalAmount, "principal"));
    report(["interestAmount"], costComponentIssues(costs.interestAmount, "interest"));
    costs.otherAmounts.forEach((other, index) => {
      report(["otherAmounts", index], costComponentIssues(other, "other"));
    });
    const choice = costTypeChoice(costs);
    if (costsInconsistent(choice)) {
      context.addIssue({ code: "custom", path: [], message: messages.costsInconsistent });
      return;
    }
    const total = costs.totalAmount?.type ? { ...costs.totalAmount, type: "COST" as const } : null;
    if (totalAmountRequired(choice)) report(["totalAmount"], priceIssues(total ?? componentOf("COST"), true));
  })
  .transform(
    (costs): ClaimedCosts => ({
      totalAmount:
        costs.totalAmount?.type && totalAmountEnabled(costTypeChoice(costs))
          ? normalizeCostComponent({ ...costs.totalAmount, type: "COST" })
          : null,
      principalAmount: normalizeCostComponent(costs.principalAmount),
      interestAmount: normalizeCostComponent(costs.interestAmount),
      otherAmounts: costs.otherAmounts.map(normalizeCostComponent),
    }),
  );
export type ClaimedCostsBody = z.input<typeof claimedCostsBody>;

/** Every currency a block names, to check against the currencies catalogue. */
export const currenciesOf = (costs: ClaimedCosts): string[] => [
  ...new Set(
    [costs.totalAmount, costs.principalAmount, costs.interestAmount, ...costs.otherAmounts]
      .map((component) => component?.currency)
      .filter((currency): currency is string => Boolean(currency)),
  ),
];

/**
 * The claim in euros: the total amount when it is given in EUR, otherwise the sum of the EUR
 * amounts of the components. Amounts in other currencies are not converted (no exchange rates).
 */
export function claimedSumInEuro(costs: ClaimedCosts): number | null {
  const euros = (component: CostComponent | null) =>
    component?.currency === "EUR" && component.amount !== null ? component.amount : null;
  if (costs.totalAmount) return euros(costs.totalAmount);
  const amounts = [costs.principalAmount, costs.interestAmount, ...costs.otherAmounts]
    .map(euros)
    .filter((amount): amount is number => amount !== null);
  return amounts.length > 0 ? amounts.reduce((sum, amount) => sum + amount, 0) : null;
}
