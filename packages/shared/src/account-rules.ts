// The e-mail and password rules of SPEC 5.2 that the sign-in pages need, in zod's tree-shakable
// "mini" form: the login page ships only these few checks instead of all of zod (about 35 KB
// gzipped of its 200 KB budget). The schemas are ordinary zod schemas to everyone else (rules.ts
// re-exports them for the other forms, and the server validates with them).
import * as z from "zod/mini";
import { messages } from "./messages";

/** SPEC 5.2 e-mail format: an @ after the first character, and 2 to 3 characters after the last dot. */
export const emailPattern = /^[^@\s][^\s]*@[^\s@]+\.[^\s.@]{2,3}$/;

export const emailAddress = z.pipe(
  z
    .string({ error: messages.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, messages.emailRequired),
      z.maxLength(254, messages.tooLong(254)),
      z.regex(emailPattern, messages.emailInvalid),
    ),
  z.transform((value: string) => value.toLowerCase()),
);

/** A password someone types to sign in: only required (the length rule applies when setting one). */
export const password = z
  .string({ error: messages.required })
  .check(z.minLength(1, messages.required), z.maxLength(1024));

/** A new password (DECISIONS: at least 12 characters). */
export const newPassword = z
  .string({ error: messages.required })
  .check(
    z.minLength(1, messages.required),
    z.minLength(12, messages.passwordTooShort),
    z.maxLength(1024, messages.tooLong(1024)),
  );

/** Trimmed text that must not be empty. */
export const requiredTrimmed = (max: number) =>
  z.string({ error: messages.required }).check(z.trim(), z.minLength(1, messages.required), z.maxLength(max));
