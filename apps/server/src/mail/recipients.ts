// Who receives the product's e-mails about a matter's objects: its active clients, a user who can
// still read mail, and the name a mail gives its sender.
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { participations } from "../db/schema/matters";
import { users } from "../db/schema/users";

export interface Recipient {
  emailAddress: string;
  firstName: string;
}

/** The matter's active clients (CLIENT_ACTIVE) whose accounts can sign in: they approve documents and work packages. */
export const approvingClients = (db: DbOrTx, matterId: number): Promise<(Recipient & { id: number })[]> =>
  db
    .select({ id: users.id, emailAddress: users.emailAddress, firstName: users.firstName })
    .from(participations)
    .innerJoin(users, eq(users.id, participations.userId))
    .where(
      and(
        eq(participations.matterId, matterId),
        eq(participations.role, "CLIENT_ACTIVE"),
        eq(users.active, true),
        eq(users.deleted, false),
      ),
    );

/** A user who can still receive mail (active, not deactivated); null otherwise. */
export async function reachableUser(db: DbOrTx, userId: number | null): Promise<Recipient | null> {
  if (userId === null) return null;
  const [row] = await db
    .select({ emailAddress: users.emailAddress, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.active, true), eq(users.deleted, false)));
  return row ?? null;
}

/** A user's name as mails show it. */
export async function nameOf(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}` : "";
}

/** The active system administrators (told when the Connect token can no longer be refreshed). */
export const systemAdministrators = (db: DbOrTx): Promise<Recipient[]> =>
  db
    .select({ emailAddress: users.emailAddress, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.securityRole, "SYSTEM_ADMIN"), eq(users.active, true), eq(users.deleted, false)));
