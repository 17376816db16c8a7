import { describe, expect, it } from "vitest";
import { emailAddress, newPassword } from "./account-rules";
import { messages } from "./messages";
import { amountPattern, positiveNumberPattern, urlPattern } from "./rules";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("SPEC 5.2 shared rules", () => {
  it.each([
    ["", messages.emailRequired],
    ["@example.com", messages.emailInvalid],
    ["anna@example", messages.emailInvalid],
    ["anna@example.info", messages.emailInvalid],
  ])("refuses the e-mail %j with its message", (value, message) => {
    expect(firstMessage(emailAddress.safeParse(value))).toBe(message);
  });

  it("accepts e-mail addresses with 2 or 3 letters after the last dot, lower-cased", () => {
    expect(emailAddress.parse(" Anna@Example.NL ")).toBe("anna@example.nl");
    expect(emailAddress.parse("a.b@firm.co.com")).toBe("a.b@firm.co.com");
  });

  it("needs 12 characters in a new password", () => {
    expect(firstMessage(newPassword.safeParse("short"))).toBe(messages.passwordTooShort);
    expect(firstMessage(newPassword.safeParse(""))).toBe(messages.required);
    expect(newPassword.safeParse("twelve-chars").success).toBe(true);
  });

  it.each([
    ["0", true],
    ["1.250.000", true],
    ["1250000", true],
    ["1.25", false],
    ["-5", false],
    ["12,5", false],
  ])("amount %j valid: %s", (value, valid) => {
    expect(amountPattern.test(value)).toBe(valid);
  });

  it.each([
    ["12,50", true],
    ["1.000,25", true],
    ["1,000.25", true],
    ["12.345", true],
    ["1,23,456", false],
    ["abc", false],
  ])("positive number %j valid: %s", (value, valid) => {
    expect(positiveNumberPattern.test(value)).toBe(valid);
  });

  it.each([
    ["https://www.example.com/path", true],
    ["example.com", true],
    ["http://localhost", false],
    ["ftp://example.com", false],
  ])("URL %j valid: %s", (value, valid) => {
    expect(urlPattern.test(value)).toBe(valid);
  });
});
