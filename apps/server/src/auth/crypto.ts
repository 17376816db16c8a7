// Random secrets and their stored form. Only hashes of session ids, codes and link tokens are kept,
// so reading the database does not yield anything that signs someone in.
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** 256-bit random token, URL-safe. */
export const randomToken = () => randomBytes(32).toString("base64url");

/** Six random digits for the sign-in code. */
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export function sameHash(value: string, hash: string): boolean {
  const a = Buffer.from(sha256(value), "hex");
  const b = Buffer.from(hash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
