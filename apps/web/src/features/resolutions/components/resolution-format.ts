// How the judgements and settlements tables show amounts and catalogue values: "EUR 1.250.000"
// (Dutch format, SPEC 9), contents as one summary line, "-" for what is empty.
import { formatDutchNumber } from "@litfolio/shared/dutch-numbers";
import type { KeyValue } from "@litfolio/shared/permissions";
import type { Price } from "@litfolio/shared/resolutions";
import { EMPTY_VALUE } from "../../../lib/format";

/** "EUR 1.250.000", or "-" without an amount. */
export function formatPrice(price: Price | null | undefined): string {
  if (price?.amount === null || price?.amount === undefined) return EMPTY_VALUE;
  return [price.currency, formatDutchNumber(price.amount)].filter(Boolean).join(" ");
}

/** "12,5 %", or "-". */
export const formatPercentage = (value: number | null | undefined) =>
  value === null || value === undefined ? EMPTY_VALUE : `${formatDutchNumber(value)} %`;

/** The contents' values on one line, e.g. "Jurisdiction, Interest". */
export const contentSummary = (contents: readonly KeyValue[]) =>
  contents.map((content) => content.value).join(", ");
