// What each typed text means in an amount or percentage field (issue 10 item 1): a number in the
// Dutch format, or the field's message; never a reinterpretation. The first cases are the ones
// measured in the claimed-costs block before this parser existed.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  amountField,
  amountRule,
  countField,
  euroAmountRule,
  formatDutchMoney,
  formatDutchNumber,
  percentageField,
  percentageRule,
  requiredCentsField,
  tidyDutchNumber,
} from "./dutch-numbers";
import { euroAmountCases } from "./euro-amount-cases";
import { messages } from "./messages";

const amount = messages.amount;
const percentage = messages.percentage;

/** The field's outcome for a value: the number, null for empty, or the message shown. */
function outcome(field: z.ZodType, value: unknown) {
  const result = field.safeParse(value);
  return result.success ? result.data : result.error.issues[0]?.message;
}

describe("amounts (whole numbers, 0 to 999.999.999.999)", () => {
  it.each([
    // measured: each became another number without a message
    ["1000,50", amount],
    ["12.34", amount],
    ["-500", amount],
    ["1.2.3", amount],
    ["12345678901234567890", amount],
    // Dutch grouping, plain digits
    ["0", 0],
    ["7", 7],
    ["1234", 1234],
    ["1.234", 1234],
    ["1.250.000", 1_250_000],
    ["999.999.999.999", 999_999_999_999],
    ["999999999999", 999_999_999_999],
    [" 42 ", 42],
    ["007", 7],
    // over range: refused, not cut
    ["1.000.000.000.000", amount],
    ["1000000000000", amount],
    // decimals: whole-number fields take no comma, so nothing can shift magnitude
    ["1.234,56", amount],
    ["1234,5", amount],
    ["1,234", amount],
    ["1,234.56", amount],
    ["1.234.56", amount],
    // broken groups and other characters
    ["12.50.000", amount],
    ["1234.567", amount],
    [".5", amount],
    ["5.", amount],
    ["5,", amount],
    ["1 234", amount],
    ["€ 100", amount],
    ["1e3", amount],
    ["0x10", amount],
    ["+5", amount],
    ["abc", amount],
    // empty is "no amount"
    ["", null],
    ["   ", null],
  ])("amount %j -> %j", (typed, expected) => {
    expect(outcome(amountField, typed)).toBe(expected);
  });

  it.each([
    [1234, 1234],
    [0, 0],
    [999_999_999_999, 999_999_999_999],
    [-500, amount],
    [2.5, amount],
    [1e12, amount],
    [Number.NaN, amount],
    [true, amount],
    [null, null],
  ])("JSON amount %j -> %j", (sent, expected) => {
    expect(outcome(amountField, sent)).toBe(expected);
  });
});

describe("percentages (0 to 100, at most 2 decimals)", () => {
  it.each([
    // measured: 12.555 became 12 555 %, 150 % was taken
    ["12.555", percentage],
    ["150", percentage],
    ["0", 0],
    ["100", 100],
    ["100,00", 100],
    ["4,5", 4.5],
    ["12,55", 12.55],
    ["0,07", 0.07],
    ["100,01", percentage],
    ["12,555", percentage],
    ["12.5", percentage],
    ["-5", percentage],
    ["4%", percentage],
    ["", null],
  ])("percentage %j -> %j", (typed, expected) => {
    expect(outcome(percentageField, typed)).toBe(expected);
  });

  it.each([
    [12.5, 12.5],
    [4.35, 4.35],
    [0.07, 0.07],
    [100, 100],
    [12.555, percentage],
    [150, percentage],
    [-1, percentage],
  ])("JSON percentage %j -> %j", (sent, expected) => {
    expect(outcome(percentageField, sent)).toBe(expected);
  });
});

describe("counts (whole numbers)", () => {
  it.each([
    ["1.250", 1250],
    ["12,5", messages.positiveNumber],
    [-1, messages.positiveNumber],
  ])("count %j -> %j", (typed, expected) => {
    expect(outcome(countField, typed)).toBe(expected);
  });
});

describe("display", () => {
  it.each([
    [1_250_000, "1.250.000"],
    [999, "999"],
    [0, "0"],
    [4.5, "4,5"],
    [12.55, "12,55"],
    [1250.75, "1.250,75"],
  ])("formats %j as %j", (value, text) => {
    expect(formatDutchNumber(value)).toBe(text);
  });

  it.each([
    ["1234", amountRule, "1.234"],
    ["0012", amountRule, "12"],
    ["1000,50", amountRule, "1000,50"],
    ["12.34", amountRule, "12.34"],
    ["12,50", percentageRule, "12,5"],
    ["12.555", percentageRule, "12.555"],
  ])("tidies %j (valid only) to %j", (typed, rule, shown) => {
    expect(tidyDutchNumber(typed, rule)).toBe(shown);
  });
});

describe("EUR amounts of work packages (required, positive, two decimals, in cents)", () => {
  const centsField = requiredCentsField(euroAmountRule);
  it.each(euroAmountCases)("%j -> %j", (typed, meaning) => {
    expect(outcome(centsField, typed)).toBe(meaning);
  });

  it.each([
    [12500.5, 1_250_050],
    [48000, 4_800_000],
    [0.1, 10],
    [0, 0],
    [12.505, messages.positiveNumber],
    [-1, messages.positiveNumber],
    [null, messages.positiveNumber],
  ])("JSON %j -> %j", (sent, meaning) => {
    expect(outcome(centsField, sent)).toBe(meaning);
  });

  it.each([
    [12500.5, "12.500,50"],
    [12500, "12.500"],
    [0.1, "0,10"],
    [999_999_999_999.99, "999.999.999.999,99"],
  ])("shows %j as %j", (value, text) => {
    expect(formatDutchMoney(value)).toBe(text);
  });

  it.each([
    ["12,5", "12,50"],
    ["12500", "12.500"],
    ["12.5", "12.5"],
  ])("tidies %j to %j", (typed, shown) => {
    expect(tidyDutchNumber(typed, euroAmountRule)).toBe(shown);
  });
});
