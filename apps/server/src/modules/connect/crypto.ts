// The Connect tokens at rest: AES-256-GCM with a random 96-bit nonce per value, stored as
// "v1.<nonce>.<tag>.<ciphertext>" (base64url). A value written under another key, or altered, does
// not decrypt: the tag check fails.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

export function encryptSecret(key: Buffer, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", nonce, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [version, nonce, tag, sealed] = stored.split(".");
  if (version !== "v1" || !nonce || !tag || sealed === undefined) throw new Error("Not an encrypted secret");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString(
    "utf8",
  );
}
