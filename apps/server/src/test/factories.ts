// Small factories: each test builds the data it needs, straight into its own database.
import { hashPassword } from "../auth/passwords";
import { createSession, SESSION_COOKIE } from "../auth/sessions";
import type { DbOrTx } from "../db/client";
import { users } from "../db/schema";

export const TEST_PASSWORD = "correct-horse-battery";

let sequence = 0;
let cachedHash: Promise<string> | undefined;

type NewUser = Partial<typeof users.$inferInsert> & { password?: string };

export async function createUser(db: DbOrTx, overrides: NewUser = {}) {
  sequence += 1;
  const { password, ...fields } = overrides;
  // Hashing is deliberately slow; tests share one hash of the default password.
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const passwordHash = password ? await hashPassword(password) : await cachedHash;
  const [user] = await db
    .insert(users)
    .values({
      emailAddress: `person${sequence}-${process.pid}@example.com`,
      firstName: `First${sequence}`,
      lastName: `Last${sequence}`,
      securityRole: "USER",
      active: true,
      passwordHash,
      ...fields,
    })
    .returning();
  if (!user) throw new Error("user not created");
  return user;
}

export const createAdmin = (db: DbOrTx, overrides: NewUser = {}) =>
  createUser(db, { securityRole: "SYSTEM_ADMIN", ...overrides });

/** A signed-in session for a user, as a Cookie header value, without going through the e-mailed code. */
export async function sessionCookie(db: DbOrTx, userId: number): Promise<string> {
  const token = await createSession(db, userId, "active");
  return `${SESSION_COOKIE}=${token}`;
}
