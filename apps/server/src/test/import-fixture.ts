// Tests' previews: a valid import of each kind for a proceeding as it is now (one claimant, one
// truck to add), as `test/matter-endpoints.ts` needs for the commit routes' role-by-role cases.
// A preview is its author's only. The fixture's author is the caller where a test names one (the
// authorization test); the tests that call every route without naming one (bad input, fuzz,
// idempotency) call as the first SYSTEM_ADMIN of their database, created before the fixture, so
// that one owns it.
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { users } from "../db/schema/users";
import { listState } from "../modules/imports/queries";
import { storeBatch } from "../modules/imports/service";

const firstAdmin = async (db: DbOrTx) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.securityRole, "SYSTEM_ADMIN"))
      .orderBy(asc(users.id))
      .limit(1)
  )[0]?.id;

export async function importFixture(
  db: DbOrTx,
  matterId: number,
  proceedingId: number,
  author: number | undefined,
) {
  const createdBy = author ?? (await firstAdmin(db));
  if (!createdBy || !proceedingId) {
    return { claimantImport: crypto.randomUUID(), truckImport: crypto.randomUUID() };
  }
  const batch = async (kind: "claimants" | "trucks", work: { added: unknown[]; updated: unknown[] }) => {
    const state = await listState(db, kind, proceedingId);
    if (!state) throw new Error("proceeding not found");
    const counts = { added: 1, updated: 0, skipped: 0, invalid: 0 };
    const stored = await storeBatch(db, {
      matterId,
      proceedingId,
      kind,
      createdBy,
      fileName: `${kind}.csv`,
      ...state,
      counts,
      work: work as never,
    });
    return stored.id;
  };
  const [claimantImport, truckImport] = await Promise.all([
    batch("claimants", { added: [["Import B.V.", "Import"]], updated: [] }),
    batch("trucks", { added: [["WDB9634031L700001", false]], updated: [] }),
  ]);
  return { claimantImport, truckImport };
}
