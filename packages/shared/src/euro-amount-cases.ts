// What each text typed into a work package's Total amount or Amount approved means (issue 27, SPEC
// 5.2 "Required positive number", at least 0, in the Dutch format): the cents stored, or the message shown. One
// table for the shared rule's unit test, the server's API test and the web form's test, so the three
// cannot drift apart. Nothing is reinterpreted: the ambiguous and the malformed are refused.
import { messages } from "./messages";

const refused = messages.positiveNumber;

export const euroAmountCases: readonly (readonly [typed: string, meaning: number | string])[] = [
  // plain digits, thousands groups, up to two decimals after the comma
  ["12500", 1_250_000],
  ["12500,50", 1_250_050],
  ["12.500,50", 1_250_050],
  ["12.500", 1_250_000],
  ["1.250.000", 125_000_000],
  ["12,5", 1_250],
  ["0,01", 1],
  ["48.000,00", 4_800_000],
  [" 7 ", 700],
  ["999.999.999.999,99", 99_999_999_999_999],
  // SPEC 5.2: "at least 0"
  ["0", 0],
  ["0,00", 0],
  ["-5", refused],
  // ambiguous or malformed: never read as something else
  ["12.5", refused],
  ["1.25.00", refused],
  ["12,505", refused],
  ["1.2345", refused],
  ["12.34", refused],
  ["1,234.56", refused],
  ["12,", refused],
  [",5", refused],
  ["1 000", refused],
  ["€ 100", refused],
  ["1e3", refused],
  ["abc", refused],
  ["1.000.000.000.000", refused],
  ["", refused],
];
