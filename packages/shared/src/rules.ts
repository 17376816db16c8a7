// SPEC 5.2's shared field rules as zod schemas; the server validates with them and the web forms use
// them through zodResolver, so each rule and its message exist once. The e-mail and password rules
// are in account-rules.ts.
import { z } from "zod";
import { messages } from "./messages";

/** Trims, then requires a non-empty string of at most `max` characters. */
export const requiredText = (max = 255) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.tooLong(max));

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
