// argon2id (the @node-rs/argon2 default) with its recommended cost parameters.
import { hash, verify } from "@node-rs/argon2";

export const hashPassword = (password: string) => hash(password);

export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, compared against when the e-mail is unknown, so a wrong e-mail takes
 * as long as a wrong password and the timing does not reveal which accounts exist.
 */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => {
  decoyHash ??= hash(crypto.randomUUID());
  return decoyHash;
};
