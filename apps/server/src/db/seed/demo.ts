// Demo accounts (and, as later features land, demo data) for a newcomer's first start. Runs only
// into an empty database, so it never touches real data.
import { count } from "drizzle-orm";
import { hashPassword } from "../../auth/passwords";
import type { Db } from "../client";
import { users } from "../schema";

export const demoAccounts = [
  { emailAddress: "admin@example.com", firstName: "Anna", lastName: "Admin", securityRole: "SYSTEM_ADMIN" },
  { emailAddress: "user@example.com", firstName: "Ulrich", lastName: "User", securityRole: "USER" },
] as const;

export async function seedDemoData(db: Db, demoPassword: string): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(demoAccounts.map((account) => ({ ...account, passwordHash, active: true })));
  });
  return true;
}
