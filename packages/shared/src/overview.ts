// The overview (SPEC 2.3 "Overview", 3 "Totals", "Overview aggregation", 7.3; DECISIONS "First
// assets", "collective"): the expected totals a matter's client gives per jurisdiction or workstream,
// and the aggregation of the matter's proceedings per category that the overview table shows.
import { z } from "zod";
import { countRule, parseDutchNumber } from "./dutch-numbers";
import { type CategoryOption, entityId } from "./matters";
import { messages } from "./messages";
import { keyListParam } from "./paging";
import type { Verb } from "./permissions";
import { defaultProceedingStatuses, proceedingStatuses } from "./proceedings";
import { withVersion } from "./versions";

/** A whole count typed in the Dutch format ("1.200") or sent as a number; required. */
const count = z
  .union([z.number(), z.string()], { error: messages.required })
  .transform((value, context): number => {
    const blank = typeof value === "string" && value.trim() === "";
    const parsed =
      typeof value === "number"
        ? Number.isInteger(value) && value >= 0 && value <= countRule.max
          ? value
          : null
        : parseDutchNumber(value, countRule);
    if (blank || parsed === null) {
      context.addIssue({ code: "custom", message: blank ? messages.required : messages.positiveNumber });
      return z.NEVER;
    }
    return parsed;
  });

/** POST dbbw/matters/{m}/totals (PUT adds the version): the client's expected totals of one category. */
export const totalsBody = z.object(
  {
    category: z.object({ id: entityId }, { error: messages.required }),
    totalNumberOfFirstAssets: count,
    totalNumberOfProceedings: count,
  },
  { error: messages.required },
);
export type TotalsBody = z.input<typeof totalsBody>;
export const totalsUpdateBody = withVersion(totalsBody);

/** SPEC 3 "Totals (expected) per category". */
export interface ExpectedTotals {
  id: number;
  category: CategoryOption;
  totalNumberOfFirstAssets: number;
  totalNumberOfProceedings: number;
  version: number;
  permissions: Verb[];
}

/** GET aggregator?statuses=: the proceedings counted (default ONGOING, ON_HOLD, NOT_YET). */
export const aggregatorQuery = z.object({
  statuses: keyListParam(proceedingStatuses, defaultProceedingStatuses),
});

/** The shares of a row's proceedings with a claimed amount, any item count, the first item's count. */
export interface OverviewPercentages {
  numberOfClaimAmountInfo: number;
  numberOfAssetsInfo: number;
  numberOfFirstAssetsInfo: number;
}

/** The sums one row (a category, the selection, the whole matter) shows. */
export interface OverviewFigures {
  numberOfProceedings: number;
  /** Proceedings with the first item's count filled in. */
  numberOfFirstAssets: number;
  /** The first item's counts added up. */
  totalNumberOfFirstAssets: number;
  /** Claimed amounts in EUR added up (only proceedings whose costs state an EUR total). */
  totalClaimAmount: number;
  /** Every item count added up. */
  totalNumberOfAssets: number;
  /** Mass claims and proceedings with more than 20 claimants. */
  numberOfMassClaimProceedings: number;
  expected: { totalNumberOfFirstAssets: number | null; totalNumberOfProceedings: number | null };
  percentages: OverviewPercentages;
}

/** SPEC 3 "Overview aggregation per category". */
export interface OverviewRow extends OverviewFigures {
  category: CategoryOption;
  categoryCode: string;
  categoryText: string;
  /** The expected totals' id (null: none yet) and the caller's verbs on them. */
  totalsId: number | null;
  totalsVersion: number | null;
  totalsPermissions: Verb[];
}

export interface Overview {
  categories: OverviewRow[];
  total: OverviewFigures;
  /** The first item's label ("Trucks"), which the items columns count. */
  firstAssetLabel: string | null;
  /** The caller's verbs on expected totals (CREATE: add totals for a category without them). */
  permissions: Verb[];
}

/** A share in percent, rounded; 0 of 0 is 0. */
export const percentage = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 100);

/**
 * Rows added up (the selection's subtotal, the Total row): counts and amounts summed, expected totals
 * summed over the rows that have them (null when none has), percentages as the rounded average of
 * the rows' percentages (SPEC 2.3).
 */
export function sumFigures(rows: readonly OverviewFigures[]): OverviewFigures {
  const sum = (pick: (row: OverviewFigures) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const sumExpected = (pick: (row: OverviewFigures) => number | null) => {
    const given = rows.map(pick).filter((value): value is number => value !== null);
    return given.length === 0 ? null : given.reduce((total, value) => total + value, 0);
  };
  const average = (pick: (row: OverviewFigures) => number) =>
    rows.length === 0 ? 0 : Math.round(sum(pick) / rows.length);
  return {
    numberOfProceedings: sum((row) => row.numberOfProceedings),
    numberOfFirstAssets: sum((row) => row.numberOfFirstAssets),
    totalNumberOfFirstAssets: sum((row) => row.totalNumberOfFirstAssets),
    totalClaimAmount: sum((row) => row.totalClaimAmount),
    totalNumberOfAssets: sum((row) => row.totalNumberOfAssets),
    numberOfMassClaimProceedings: sum((row) => row.numberOfMassClaimProceedings),
    expected: {
      totalNumberOfFirstAssets: sumExpected((row) => row.expected.totalNumberOfFirstAssets),
      totalNumberOfProceedings: sumExpected((row) => row.expected.totalNumberOfProceedings),
    },
    percentages: {
      numberOfClaimAmountInfo: average((row) => row.percentages.numberOfClaimAmountInfo),
      numberOfAssetsInfo: average((row) => row.percentages.numberOfAssetsInfo),
      numberOfFirstAssetsInfo: average((row) => row.percentages.numberOfFirstAssetsInfo),
    },
  };
}
