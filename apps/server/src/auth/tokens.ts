// Single-use links for activation (7 days) and password reset (30 minutes). Issuing a new link of a
// purpose invalidates the user's earlier ones, so only the newest e-mail works.
import { and, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { accountTokens, users } from "../db/schema/users";
import { randomToken, sha256 } from "./crypto";

export type TokenPurpose = "activation" | "reset";

const LIFETIME_MS: Record<TokenPurpose, number> = {
  activation: 7 * 24 * 60 * 60 * 1000,
  reset: 30 * 60 * 1000,
};

/** Stores a fresh token's hash and answers the token for the e-mailed link. */
export async function issueAccountToken(db: DbOrTx, userId: number, purpose: TokenPurpose): Promise<string> {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
  const token = randomToken();
  await db.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]),
  });
  return token;
}

/**
 * Marks the token used and answers its user and purpose, if the token is valid for this e-mail
 * address: unused, unexpired, of a user who is not deactivated. Call inside the transaction that
 * sets the password, so a failed save leaves the token usable.
 */
export async function consumeAccountToken(db: DbOrTx, emailAddress: string, token: string) {
  const [row] = await db
    .select({ tokenId: accountTokens.id, purpose: accountTokens.purpose, user: users })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, sha256(token)),
        eq(users.emailAddress, emailAddress),
        eq(users.deleted, false),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const used = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.id, row.tokenId), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  // Two requests racing with one token: only the one that marked it used wins.
  return used.length === 1 ? { purpose: row.purpose, user: row.user } : undefined;
}
