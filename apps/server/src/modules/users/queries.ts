// The users' SQL: a page of accounts under the column filters, and one account.
import type { userSearchQuery } from "@litfolio/shared/users";
import { and, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema/users";
import { notFound } from "../../http/errors";
import { containing, pageOf, sortOrder } from "../../http/listing";
import type { UserRow } from "./presenter";

const sortColumns = {
  emailAddress: users.emailAddress,
  firstName: sql`lower(${users.firstName})`,
  lastName: sql`lower(${users.lastName})`,
  lastLogin: users.lastLogin,
  securityRole: users.securityRole,
};

/** A page of accounts (without the deactivated unless asked) under the column filters. */
export function listUsers(db: DbOrTx, query: z.output<typeof userSearchQuery>) {
  const conditions: SQL[] = [];
  if (!query.showDeleted) conditions.push(eq(users.deleted, false));
  if (query.emailAddress) conditions.push(ilike(users.emailAddress, containing(query.emailAddress)));
  if (query.firstName) conditions.push(ilike(users.firstName, containing(query.firstName)));
  if (query.lastName) conditions.push(ilike(users.lastName, containing(query.lastName)));
  return pageOf(
    db,
    {
      select: db.select().from(users).$dynamic(),
      countFrom: users,
      where: and(...conditions),
      orderBy: sortOrder(query.sort, "emailAddress,asc", sortColumns, users.id),
    },
    query,
  );
}

export async function loadUser(db: DbOrTx, id: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound();
  return user;
}
