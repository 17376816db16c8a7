// SPEC 5.2's shared field rules as zod schemas; the server validates with them and the web forms use
// them through zodResolver, so each rule and its message exist once. The e-mail and password rules
// are in account-rules.ts.
import { z } from "zod";
import { messages } from "./messages";

// C0 control characters other than tab, line feed and carriage return, and DEL: PostgreSQL refuses
// NUL in text, and the others are invisible leftovers of pasting.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Half of a UTF-16 surrogate pair without its other half: JSON can carry one, PostgreSQL's json and
// UTF-8 cannot store it. With the u flag a complete pair is one character and does not match.
const loneSurrogate = /\p{Cs}/u;

/** False for text holding characters no field can store (above); the server refuses them anywhere. */
export const isStorableText = (text: string) => !controlCharacter.test(text) && !loneSurrogate.test(text);

/** The text rule every text field adds, so the forms show the server's message at the field. */
export const storableText = (schema: z.ZodString) =>
  schema.refine(isStorableText, messages.invisibleCharacters);

/** Trims, then requires a non-empty string of at most `max` characters. */
export const requiredText = (max = 255) =>
  storableText(
    z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.tooLong(max)),
  );

/**
 * PostgreSQL's `integer` range. Every whole number a request sends that is written to, or compared
 * with, an integer column (ids, versions, page numbers) is checked against it: beyond it the query
 * itself fails (SQLSTATE 22003), a 500 instead of a 400. Counts and sums in `bigint` columns have
 * their own limits (dutch-numbers.ts).
 */
export const minStoredInteger = -2_147_483_648;
export const maxStoredInteger = 2_147_483_647;

/** A JSON whole number from `min` that an integer column holds; `message` for anything else. */
export const storedInteger = (message: string, min = minStoredInteger) =>
  z.int({ error: message }).min(min, message).max(maxStoredInteger, message);

/** The id of the object a body edits, when it names one: compared with the path's (edits.ts). */
export const bodyId = storedInteger(messages.notFound).optional().nullable();

/**
 * A whole number in a path or query string, written as plain digits: "0x1", "1e0", " 1", "01", "+1"
 * and "1.0" are refused rather than read as 1.
 */
export const digitsText = (min: number, max: number) => {
  const message = messages.wholeNumber(min, max);
  return z
    .string({ error: message })
    .regex(/^(0|[1-9]\d{0,9})$/, message)
    .transform(Number)
    .pipe(z.int().min(min, message).max(max, message));
};

export const urlPattern = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(\/\S*)?$/i;

export const url = storableText(
  z
    .string({ error: messages.url })
    .trim()
    .min(1, { message: messages.url, abort: true })
    .max(2048)
    .regex(urlPattern, messages.url),
);
