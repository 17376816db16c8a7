// Numbers as people type them in the Dutch format of SPEC 9: "." groups thousands, "," separates
// decimals ("1.250.000", "12,5"). One parser and one check serve the web inputs and the server's
// schemas alike, so a text the form accepts means the same number on the server.
//
// Nothing is ever reinterpreted: a text is read in the Dutch format or refused, never "repaired".
// So "12.34" (not a thousands group), "1,234.56" (English style), "1.2.3", "-500" and digits beyond
// the field's maximum are refused, and a comma in a whole-number field is refused rather than read
// as a thousands separator. The API also takes JSON numbers; they pass the same check.
import { z } from "zod";
import { messages } from "./messages";

/** What a number field allows, and the message it shows for anything else. */
export interface NumberRule {
  /** Decimals after the comma at most: 0 for whole numbers. */
  decimals: 0 | 2;
  max: number;
  message: string;
  /** A money amount: shown with both cents when it has any ("12,50", not "12,5"). */
  money?: boolean;
}

/** The largest amount: twelve digits, refused beyond rather than cut. */
export const maxAmount = 999_999_999_999;

/** SPEC 5.2 "Amount", 5.4: whole euros (or another currency), 0 to 999.999.999.999. */
export const amountRule: NumberRule = { decimals: 0, max: maxAmount, message: messages.amount };

/**
 * SPEC 5.2 "Required positive number" for a EUR amount of a work package: at least 0, at most two
 * decimals ("12.500,50", "12,5" = 12,50), up to 999.999.999.999,99; stored as cents.
 */
export const euroAmountRule: NumberRule = {
  decimals: 2,
  max: maxAmount + 0.99,
  message: messages.positiveNumber,
  money: true,
};

/** A percentage from 0 to 100 with at most two decimals ("12,55"). */
export const percentageRule: NumberRule = { decimals: 2, max: 100, message: messages.percentage };

/** SPEC 5.3: item counts are whole positive numbers. */
export const countRule: NumberRule = { decimals: 0, max: maxAmount, message: messages.positiveNumber };

// Digits, either plain ("1250000") or in groups of three after a first group of one to three
// ("1.250.000"), then optionally a comma and decimals ("1.250,75").
const dutchNumber = /^(?<whole>\d{1,3}(?:\.\d{3})+|\d+)(?:,(?<decimals>\d+))?$/;

/** True when a number is one the rule allows: finite, 0 to max, no more decimals than allowed. */
export const fitsRule = (value: number, rule: NumberRule): boolean =>
  Number.isFinite(value) && value >= 0 && value <= rule.max && Number(value.toFixed(rule.decimals)) === value;

/** The number a typed text means under the rule ("1.250,5" -> 1250.5), or null when it is not one. */
export function parseDutchNumber(text: string, rule: NumberRule): number | null {
  const match = dutchNumber.exec(text.trim());
  if (!match?.groups) return null;
  const { whole = "", decimals = "" } = match.groups;
  if (decimals.length > rule.decimals) return null;
  const value = Number(`${whole.replaceAll(".", "")}.${decimals || "0"}`);
  return fitsRule(value, rule) ? value : null;
}

const groupThousands = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".");

/**
 * 1250000 -> "1.250.000", 12.5 -> "12,5": thousands grouped with dots, decimals (at most two, as
 * every rule allows) after a comma only when the number has them.
 */
export function formatDutchNumber(value: number): string {
  const [whole = "0", decimals = ""] = value.toFixed(2).split(".");
  const significant = decimals.replace(/0+$/, "");
  return significant ? `${groupThousands(whole)},${significant}` : groupThousands(whole);
}

/** A money amount: whole euros without decimals ("12.500"), otherwise both cents ("12.500,50"). */
export function formatDutchMoney(value: number): string {
  const [whole = "0", cents = "00"] = value.toFixed(2).split(".");
  return cents === "00" ? groupThousands(whole) : `${groupThousands(whole)},${cents}`;
}

/** An amount in EUR as the app and its e-mails show it: "EUR 12.500,50". */
export const formatEuros = (value: number) => `EUR ${formatDutchMoney(value)}`;

/** Cents as an amount in euros (1250050 -> 12500.5): what the API answers. */
export const centsToEuros = (cents: number) => cents / 100;

/** Euros with at most two decimals as whole cents (12500.5 -> 1250050), exact for every allowed amount. */
export const eurosToCents = (euros: number) => Math.round(euros * 100);

/**
 * The typed text tidied for display when it is a valid number for the rule ("1234" -> "1.234");
 * anything else is returned exactly as typed, so the field keeps what the user wrote.
 */
export function tidyDutchNumber(text: string, rule: NumberRule): string {
  const value = parseDutchNumber(text, rule);
  if (value === null) return text;
  return rule.money ? formatDutchMoney(value) : formatDutchNumber(value);
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** An optional number field: a JSON number or the text a user typed, checked by the rule; empty -> null. */
export const numberField = (rule: NumberRule) =>
  z
    .unknown()
    .optional()
    .transform((value, context): number | null => {
      if (isBlank(value)) return null;
      const parsed =
        typeof value === "number" && fitsRule(value, rule)
          ? value
          : typeof value === "string"
            ? parseDutchNumber(value, rule)
            : null;
      if (parsed === null) {
        context.addIssue({ code: "custom", message: rule.message });
        return z.NEVER;
      }
      return parsed;
    });

/**
 * A required amount in cents (a JSON number in euros or the text a user typed, checked by the rule):
 * blank or anything the rule refuses gets the rule's message.
 */
export const requiredCentsField = (rule: NumberRule) =>
  numberField(rule).transform((value, context): number => {
    if (value === null) {
      context.addIssue({ code: "custom", message: rule.message });
      return z.NEVER;
    }
    return eurosToCents(value);
  });

/** An optional amount, "Enter a valid amount" for anything else. */
export const amountField = numberField(amountRule);

/** An optional percentage (0 to 100, two decimals). */
export const percentageField = numberField(percentageRule);

/** An optional whole count (item numbers), "Enter a positive number" otherwise. */
export const countField = numberField(countRule);
