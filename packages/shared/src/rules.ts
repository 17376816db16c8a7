// SPEC 5.2's shared field rules as zod schemas; the server validates with them and the web forms use
// them through zodResolver, so each rule and its message exist once.
import { z } from "zod";
import { messages } from "./messages";

/** Trims, then requires a non-empty string of at most `max` characters. */
export const requiredText = (max = 255) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.tooLong(max));

/** SPEC 5.2 e-mail format: an @ after the first character, and 2 to 3 characters after the last dot. */
export const emailPattern = /^[^@\s][^\s]*@[^\s@]+\.[^\s.@]{2,3}$/;

export const emailAddress = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(254, messages.tooLong(254))
  .regex(emailPattern, messages.emailInvalid)
  .transform((value) => value.toLowerCase());

/** A password someone types to sign in: only required (the length rule applies when setting one). */
export const password = z.string({ error: messages.required }).min(1, messages.required).max(1024);

/** A new password (DECISIONS: at least 12 characters). */
export const newPassword = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .min(12, messages.passwordTooShort)
  .max(1024, messages.tooLong(1024));

export const proceedingsCode = z.string().regex(/^[A-Z]{3}\d{3}$/, messages.proceedingsCode);

/** Whole number, optional thousands groups separated by a dot, at least 0 ("1.250.000"). */
export const amountPattern = /^(\d{1,3}(\.\d{3})+|\d+)$/;

/** Digits with optional thousands separators (comma or dot) and optional two decimals. */
export const positiveNumberPattern = /^(\d{1,3}([.,]\d{3})+|\d+)([.,]\d{1,2})?$/;

export const urlPattern = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(\/\S*)?$/i;

export const url = z
  .string({ error: messages.url })
  .trim()
  .min(1, { message: messages.url, abort: true })
  .max(2048)
  .regex(urlPattern, messages.url);
