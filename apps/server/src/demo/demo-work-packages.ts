// Demo work packages (issue 14): twelve budget requests of the demo matter in all three statuses, by
// the lawyers and counsel, with approval histories by approver@ (one rejected, changed and then
// approved for less, its timeline showing what the change was).
import { eurosToCents } from "@litfolio/shared/dutch-numbers";
import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { matters } from "../db/schema/matters";
import { users } from "../db/schema/users";
import { workPackageApprovals, workPackageModifications, workPackages } from "../db/schema/work-packages";

type Decision = { status: "APPROVED" | "NOT_APPROVED"; comments: string; amountApproved?: number };

interface DemoPackage {
  title: string;
  by: string;
  jurisdiction: string;
  workStream: string;
  hours: string;
  /** EUR. */
  amount: number;
  decisions: Decision[];
  /** Changed after the first (rejected) decision: the hours and amount it was submitted with before. */
  before?: { hours: string; amount: number };
}

const packages: DemoPackage[] = [
  {
    title: "Expert report on pass-on in Spain",
    by: "counsel.super@example.com",
    jurisdiction: "Spain",
    workStream: "Pass-on",
    hours: "120",
    amount: 44_000,
    before: { hours: "160", amount: 48_000 },
    decisions: [
      {
        status: "NOT_APPROVED",
        comments: "Too many hours: please limit the report to the 2004-2011 period.",
      },
      { status: "APPROVED", comments: "Approved for the shorter period.", amountApproved: 40_000 },
    ],
  },
  {
    title: "Statement of defence in 14 Dutch proceedings",
    by: "lawyer@example.com",
    jurisdiction: "Netherlands",
    workStream: "Defence",
    hours: "260",
    amount: 78_000,
    decisions: [{ status: "APPROVED", comments: "Approved.", amountApproved: 78_000 }],
  },
  {
    title: "Hearing preparation Landgericht München I",
    by: "counsel@example.com",
    jurisdiction: "Germany",
    workStream: "Hearings",
    hours: "80",
    amount: 32_000,
    decisions: [],
  },
  {
    title: "Economic expert: overcharge rebuttal",
    by: "lawyer@example.com",
    jurisdiction: "All",
    workStream: "Overcharge",
    hours: "300",
    amount: 150_000,
    decisions: [{ status: "NOT_APPROVED", comments: "Please split the rebuttal per jurisdiction first." }],
  },
  {
    title: "Limitation defence memo France and Belgium",
    by: "counsel.full@example.com",
    jurisdiction: "France, Belgium",
    workStream: "Limitation",
    hours: "45",
    amount: 13_500,
    decisions: [],
  },
  {
    title: "Claimant data review (claim vehicle lists)",
    by: "external@example.com",
    jurisdiction: "Netherlands",
    workStream: "Claimants",
    hours: "60",
    amount: 9_000,
    decisions: [{ status: "APPROVED", comments: "Approved, report monthly.", amountApproved: 9_000 }],
  },
];

export async function seedDemoWorkPackages(tx: DbOrTx, { matterId }: { matterId: number }) {
  const people = await tx
    .select({ id: users.id, email: users.emailAddress })
    .from(users)
    .where(
      inArray(users.emailAddress, [
        ...new Set([...packages.map((item) => item.by), "approver@example.com", "lawyer@example.com"]),
      ]),
    );
  const idOf = (email: string) => people.find((person) => person.email === email)?.id ?? null;
  const approver = idOf("approver@example.com");
  // Twelve: the six above, then each again as a second wave a few weeks later.
  const all: DemoPackage[] = [
    ...packages,
    ...packages.map(({ before: _before, ...item }) => ({
      ...item,
      title: `${item.title} (phase 2)`,
      decisions: [],
    })),
  ];
  for (const [index, item] of all.entries()) {
    const createdAt = new Date(Date.now() - (all.length - index) * 5 * 86_400_000);
    const last = item.decisions.at(-1);
    // Rejected two days after creation, changed (resubmitted) a day later, then decided again.
    const changedAt = item.before ? new Date(createdAt.getTime() + 3 * 86_400_000) : null;
    const [row] = await tx
      .insert(workPackages)
      .values({
        matterId,
        number: index + 1,
        title: item.title,
        whyEssential: `Needed for the ${item.workStream.toLowerCase()} work in ${item.jurisdiction}.`,
        planning: index < packages.length ? "Q1 2027" : "Q3 2027",
        numberDafTrucks: String(400 + index * 150),
        numberHoursExpected: item.hours,
        totalAmount: eurosToCents(item.amount),
        feeEarnersRole: "Partner (20%), senior associate (50%), associate (30%)",
        workStream: item.workStream,
        jurisdiction: item.jurisdiction,
        assumptions: "The client provides the sales data within four weeks.",
        status: last?.status ?? "SUBMITTED",
        assigneeId: idOf(item.by),
        createdBy: idOf(item.by),
        version: 1 + item.decisions.length + (changedAt ? 1 : 0),
        createdAt,
        updatedAt: changedAt ?? createdAt,
        lastModifiedBy: changedAt ? idOf(item.by) : null,
      })
      .returning({ id: workPackages.id });
    if (!row) continue;
    if (item.before && changedAt) {
      // What the edit changed, as the service records an edit (the amount in cents).
      await tx.insert(workPackageModifications).values({
        workPackageId: row.id,
        modifiedBy: idOf(item.by),
        modifiedAt: changedAt,
        changes: [
          { field: "numberHoursExpected", old: item.before.hours, new: item.hours },
          { field: "totalAmount", old: eurosToCents(item.before.amount), new: eurosToCents(item.amount) },
        ],
      });
    }
    for (const [step, decision] of item.decisions.entries()) {
      await tx.insert(workPackageApprovals).values({
        workPackageId: row.id,
        status: decision.status,
        comments: decision.comments,
        amountApproved: decision.amountApproved === undefined ? null : eurosToCents(decision.amountApproved),
        createdBy: approver,
        createdAt: new Date(createdAt.getTime() + (step + 1) * 2 * 86_400_000),
      });
    }
  }
  await tx.update(matters).set({ lastWorkPackageNumber: all.length }).where(eq(matters.id, matterId));
}
