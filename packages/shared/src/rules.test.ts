import { describe, expect, it } from "vitest";
import { emailAddress, newPassword } from "./account-rules";
import { optionalText } from "./costs";
import { entityId } from "./matters";
import { messages } from "./messages";
import { pagingQuery } from "./paging";
import { isoDate } from "./proceedings";
import { isStorableText, requiredText, url, urlPattern } from "./rules";

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
    ["https://www.example.com/path", true],
    ["example.com", true],
    ["http://localhost", false],
    ["ftp://example.com", false],
  ])("URL %j valid: %s", (value, valid) => {
    expect(urlPattern.test(value)).toBe(valid);
  });
});

describe("text any field can store", () => {
  it.each([
    ["a NUL", "Jan\u0000sen"],
    ["a bell", "\u0007"],
    ["a vertical tab", "a\u000Bb"],
    ["an escape", "\u001B[31m"],
    ["a DEL", "x\u007F"],
    ["a lone high surrogate", "\ud800"],
    ["a lone low surrogate", "a\udc00b"],
    ["a high surrogate before a letter", "\ud83dx"],
  ])("refuses %s", (_, text) => {
    expect(isStorableText(text)).toBe(false);
  });

  it.each([
    ["tab, line feed and carriage return", "a\tb\nc\r\nd"],
    ["a complete surrogate pair (an emoji)", "Jansen \ud83d\ude00"],
    ["accents and other scripts", "Müller Ελληνικά 日本"],
    ["the empty text", ""],
  ])("accepts %s", (_, text) => {
    expect(isStorableText(text)).toBe(true);
  });

  it("is a field message of the text rules the forms use", () => {
    for (const schema of [requiredText(100), optionalText(100), url]) {
      expect(firstMessage(schema.safeParse("www.example.com/\u0000"))).toBe(messages.invisibleCharacters);
    }
    expect(firstMessage(requiredText().safeParse("\ud800"))).toBe(messages.invisibleCharacters);
  });
});

describe("dates", () => {
  it.each([
    ["0000-01-01", messages.dateOutOfRange],
    ["1899-12-31", messages.dateOutOfRange],
    ["2101-01-01", messages.dateOutOfRange],
    ["9999-12-31", messages.dateOutOfRange],
    ["2026-02-31", messages.date],
    ["20-01-2024", messages.date],
  ])("refuses %j with its message", (value, message) => {
    expect(firstMessage(isoDate.safeParse(value))).toBe(message);
  });

  it("takes the years 1900 to 2100, and nothing as null", () => {
    expect(isoDate.parse("1900-01-01")).toBe("1900-01-01");
    expect(isoDate.parse("2100-12-31")).toBe("2100-12-31");
    expect(isoDate.parse("")).toBeNull();
  });
});

describe("ids and paging numbers", () => {
  it.each(["0x1", "1e0", " 1", "1 ", "01", "+1", "1.0", "-1", "0", "", "2147483648", "99999999999", "١"])(
    "an id written %j is no id",
    (text) => {
      expect(firstMessage(entityId.safeParse(text))).toBe(messages.wholeNumber(1, 2147483647));
    },
  );

  it.each([1.5, 0, -1, 2147483648, Number.NaN, null, true])("the JSON value %s is no id", (value) => {
    expect(firstMessage(entityId.safeParse(value))).toBe(messages.wholeNumber(1, 2147483647));
  });

  it("reads plain digits and JSON numbers up to 2147483647", () => {
    expect(entityId.parse("1")).toBe(1);
    expect(entityId.parse("2147483647")).toBe(2147483647);
    expect(entityId.parse(42)).toBe(42);
  });

  it("reads page and size strictly too", () => {
    const { page, size } = pagingQuery;
    expect(page.parse(undefined)).toBe(0);
    expect(page.parse("0")).toBe(0);
    expect(size.parse("50")).toBe(50);
    for (const text of ["", "0x1", "1e1", " 1", "01", "1.0", "-0"]) {
      expect(firstMessage(page.safeParse(text))).toBe(messages.wholeNumber(0, 1_000_000));
    }
    expect(firstMessage(size.safeParse("0"))).toBe(messages.wholeNumber(1, 100));
  });
});
