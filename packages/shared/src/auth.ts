// Sign-in and password payloads of SPEC 7.1, in zod "mini" (see account-rules.ts: the login page
// must stay small).
import * as z from "zod/mini";
import { emailAddress, newPassword, password, requiredTrimmed } from "./account-rules";
import { messages } from "./messages";
import type { SecurityRole } from "./roles";

export const loginBody = z.object({ emailAddress, password });
export type LoginBody = z.infer<typeof loginBody>;

export const verifyBody = z.object({
  verificationCode: requiredTrimmed(200).check(z.regex(/^\d{6}$/, messages.codeInvalid)),
});
export type VerifyBody = z.infer<typeof verifyBody>;

export const resetRequestBody = z.object({ emailAddress });
export type ResetRequestBody = z.infer<typeof resetRequestBody>;

export const resetConfirmBody = z
  .object({
    emailAddress,
    newPassword,
    newConfirmation: z.string({ error: messages.required }).check(z.minLength(1, messages.required)),
    verificationCode: requiredTrimmed(200),
  })
  .check(
    z.refine((body) => body.newPassword === body.newConfirmation, {
      path: ["newConfirmation"],
      message: messages.passwordsDiffer,
    }),
  );
export type ResetConfirmBody = z.infer<typeof resetConfirmBody>;

/** The answer to a correct e-mail and password (DECISIONS). */
export interface LoginResponse {
  verificationRequired: true;
}

/** GET admin/security/user: the active user, kept by the web app. */
export interface ActiveUser {
  id: number;
  emailAddress: string;
  firstName: string;
  lastName: string;
  securityRoles: SecurityRole[];
}
