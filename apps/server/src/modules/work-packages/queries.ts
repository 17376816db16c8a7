// Work packages' SQL: a page of a matter's packages with their people, one package by its number,
// and its approvals oldest first.
import type { WorkPackageSortField } from "@litfolio/shared/work-packages";
import { and, asc, eq, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema/users";
import { workPackageApprovals, workPackageModifications, workPackages } from "../../db/schema/work-packages";
import { notFound } from "../../http/errors";
import { type PageRequest, pageOf, sortOrder } from "../../http/listing";
import { personColumns } from "../../permissions/people";
import type { ApprovalReadRow, ModificationReadRow, PackageReadRow } from "./presenter";

const assignee = alias(users, "assignee");
const modifier = alias(users, "modifier");

const selectPackages = (db: DbOrTx) =>
  db
    .select({
      workPackage: workPackages,
      creator: personColumns(users),
      assignee: personColumns(assignee),
      modifier: personColumns(modifier),
    })
    .from(workPackages)
    .leftJoin(users, eq(users.id, workPackages.createdBy))
    .leftJoin(assignee, eq(assignee.id, workPackages.assigneeId))
    .leftJoin(modifier, eq(modifier.id, workPackages.lastModifiedBy))
    .$dynamic();

const lower = (column: Parameters<typeof sql>[1]) => sql`lower(${column})`;
const name = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => [
  lower(table.lastName),
  lower(table.firstName),
];

const sortColumns: Record<WorkPackageSortField, Parameters<typeof sql>[1] | Parameters<typeof sql>[1][]> = {
  number: workPackages.number,
  status: workPackages.status,
  title: lower(workPackages.title),
  whyEssential: lower(workPackages.whyEssential),
  planning: lower(workPackages.planning),
  createdBy: name(users),
  createdDate: workPackages.createdAt,
  claimExposureAndImpact: lower(workPackages.claimExposureAndImpact),
  numberDafTrucks: lower(workPackages.numberDafTrucks),
  numberHoursExpected: lower(workPackages.numberHoursExpected),
  totalAmount: workPackages.totalAmount,
  notesAmount: lower(workPackages.notesAmount),
  splitBetweenParties: lower(workPackages.splitBetweenParties),
  freeEarnersRole: lower(workPackages.feeEarnersRole),
  workStream: lower(workPackages.workStream),
  jurisdiction: lower(workPackages.jurisdiction),
  assumptions: lower(workPackages.assumptions),
  assignee: name(assignee),
};

/** A page of the matter's packages, newest number first unless sorted otherwise. */
export async function listPackages(db: DbOrTx, matterId: number, query: PageRequest & { sort?: string }) {
  const { rows, totalElements } = await pageOf(
    db,
    {
      select: selectPackages(db),
      countFrom: workPackages,
      where: eq(workPackages.matterId, matterId),
      orderBy: sortOrder(query.sort, "number,desc", sortColumns, workPackages.id),
    },
    query,
  );
  return { rows: rows as PackageReadRow[], totalElements };
}

/** The matter's package with that number (404 otherwise); `lock` for a write's transaction. */
export async function findPackage(db: DbOrTx, matterId: number, number: number, { lock = false } = {}) {
  const query = selectPackages(db).where(
    and(eq(workPackages.matterId, matterId), eq(workPackages.number, number)),
  );
  const [row] = lock ? await query.for("update", { of: workPackages }) : await query;
  if (!row) throw notFound();
  return row as PackageReadRow;
}

/** The package's approvals and rejections, oldest first. */
export const approvalsOf = async (db: DbOrTx, workPackageId: number): Promise<ApprovalReadRow[]> =>
  (await db
    .select({ approval: workPackageApprovals, creator: personColumns(users) })
    .from(workPackageApprovals)
    .leftJoin(users, eq(users.id, workPackageApprovals.createdBy))
    .where(eq(workPackageApprovals.workPackageId, workPackageId))
    .orderBy(asc(workPackageApprovals.createdAt), asc(workPackageApprovals.id))) as ApprovalReadRow[];

/** The package's edits, oldest first, with their editors. */
export const modificationsOf = async (db: DbOrTx, workPackageId: number): Promise<ModificationReadRow[]> =>
  (await db
    .select({ modification: workPackageModifications, editor: personColumns(users) })
    .from(workPackageModifications)
    .leftJoin(users, eq(users.id, workPackageModifications.modifiedBy))
    .where(eq(workPackageModifications.workPackageId, workPackageId))
    .orderBy(
      asc(workPackageModifications.modifiedAt),
      asc(workPackageModifications.id),
    )) as ModificationReadRow[];
