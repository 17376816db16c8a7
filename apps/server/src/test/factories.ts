// Small factories: each test builds the data it needs, straight into its own database.

import { Readable } from "node:stream";
import { emptyClaimedCosts } from "@litfolio/shared/costs";
import { fileLimits } from "@litfolio/shared/files";
import type { ParticipationRole } from "@litfolio/shared/permissions";
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../auth/passwords";
import { createSession, SESSION_COOKIE } from "../auth/sessions";
import type { DbOrTx } from "../db/client";
import { insertOne } from "../db/insert-one";
import { activities, activityComments } from "../db/schema/activities";
import { documents } from "../db/schema/documents";
import {
  type assetLabels,
  categories,
  matters,
  menuItems,
  participationCategories,
  participations,
} from "../db/schema/matters";
import { expectedTotals } from "../db/schema/overview";
import { proceedings } from "../db/schema/proceedings";
import { proceduralSteps, trackings } from "../db/schema/tracking";
import { users } from "../db/schema/users";
import { workPackages } from "../db/schema/work-packages";
import { formatProceedingCode } from "../modules/proceedings/queries";
import type { TestApp } from "./harness";
import { samplePdf } from "./multipart";

export const TEST_PASSWORD = "correct-horse-battery";

let sequence = 0;
let cachedHash: Promise<string> | undefined;

type NewUser = Partial<typeof users.$inferInsert> & { password?: string };

export async function createUser(db: DbOrTx, overrides: NewUser = {}) {
  // Taken before the first await: users made at the same time get different addresses.
  sequence += 1;
  const n = sequence;
  const { password, ...fields } = overrides;
  // Hashing is deliberately slow; tests share one hash of the default password.
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const passwordHash = password ? await hashPassword(password) : await cachedHash;
  const [user] = await db
    .insert(users)
    .values({
      emailAddress: `person${n}-${process.pid}@example.com`,
      firstName: `First${n}`,
      lastName: `Last${n}`,
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

let matterSequence = 0;

export async function createMatter(db: DbOrTx, overrides: Partial<typeof matters.$inferInsert> = {}) {
  matterSequence += 1;
  const [matter] = await db
    .insert(matters)
    .values({
      name: `Matter ${matterSequence}`,
      key: `M-${process.pid}-${matterSequence}`,
      client: `Client ${matterSequence}`,
      connectFolderId: `${1000 + matterSequence}`,
      ...overrides,
    })
    .returning();
  if (!matter) throw new Error("matter not created");
  return matter;
}

/** A jurisdiction (default) or workstream; the code defaults to a fresh three letters. */
export async function createCategory(
  db: DbOrTx,
  matterId: number,
  overrides: Partial<typeof categories.$inferInsert> = {},
) {
  matterSequence += 1;
  const code = [26 * 26, 26, 1]
    .map((unit) => String.fromCharCode(65 + (Math.floor(matterSequence / unit) % 26)))
    .join("");
  const [category] = await db
    .insert(categories)
    .values({ matterId, type: "jurisdiction", code, name: `Country ${code}`, ...overrides })
    .returning();
  if (!category) throw new Error("category not created");
  return category;
}

export async function createLabel(db: DbOrTx, table: typeof assetLabels, matterId: number, name?: string) {
  matterSequence += 1;
  const [label] = await db
    .insert(table)
    .values({ matterId, name: name ?? `Label ${matterSequence}` })
    .returning();
  if (!label) throw new Error("label not created");
  return label;
}

export async function createMenuItem(
  db: DbOrTx,
  matterId: number,
  overrides: Partial<typeof menuItems.$inferInsert> = {},
) {
  matterSequence += 1;
  const [item] = await db
    .insert(menuItems)
    .values({
      matterId,
      name: `Link ${matterSequence}`,
      url: "https://www.example.com",
      orderItem: matterSequence,
      ...overrides,
    })
    .returning();
  if (!item) throw new Error("menu item not created");
  return item;
}

/** Puts a user on a matter with a role (and, for local counsel, categories). */
export async function addParticipation(
  db: DbOrTx,
  matterId: number,
  userId: number,
  role: ParticipationRole,
  categoryIds: number[] = [],
) {
  const [participation] = await db.insert(participations).values({ matterId, userId, role }).returning();
  if (!participation) throw new Error("participation not created");
  if (categoryIds.length > 0) {
    await db
      .insert(participationCategories)
      .values(categoryIds.map((categoryId) => ({ participationId: participation.id, categoryId })));
  }
  return participation;
}

/** A proceeding straight into the database, with the category's next code. */
export async function createProceeding(
  db: DbOrTx,
  matterId: number,
  categoryId: number,
  overrides: Partial<typeof proceedings.$inferInsert> = {},
) {
  const [category] = await db
    .update(categories)
    .set({ proceedingCounter: sql`${categories.proceedingCounter} + 1` })
    .where(eq(categories.id, categoryId))
    .returning();
  if (!category) throw new Error("category not found");
  const [proceeding] = await db
    .insert(proceedings)
    .values({
      matterId,
      categoryId,
      codeCounter: category.proceedingCounter,
      proceedingCode: formatProceedingCode(category.code, category.proceedingCounter),
      status: "ONGOING",
      plaintiffFullName: `Plaintiff ${category.proceedingCounter} B.V.`,
      plaintiffShortName: `P${category.proceedingCounter}`,
      dbResponsibleFirstName: "Lieke",
      dbResponsibleLastName: "Jansen",
      claimedCosts: emptyClaimedCosts(),
      ...overrides,
    })
    .returning();
  if (!proceeding) throw new Error("proceeding not created");
  return proceeding;
}

/** A template of the category, or the tracking of a proceeding, with steps titled `stepTitles`. */
export async function createTracking(
  db: DbOrTx,
  matterId: number,
  of: { categoryId: number } | { proceedingId: number },
  stepTitles: string[] = ["Writ of summons served"],
) {
  const template = "categoryId" in of;
  const tracking = await insertOne(db, trackings, { matterId, template, ...of });
  const steps = stepTitles.length
    ? await db
        .insert(proceduralSteps)
        .values(
          stepTitles.map((title, position) => ({
            trackingId: tracking.id,
            position,
            title,
            averageDuration: template ? "P14D" : null,
          })),
        )
        .returning()
    : [];
  return { tracking, steps };
}

/**
 * A proceeding of the category with a tracking whose steps carry these fields (deadlines, marks),
 * titled "Step n of {code}".
 */
export async function createTrackedProceeding(
  db: DbOrTx,
  matterId: number,
  categoryId: number,
  steps: Partial<typeof proceduralSteps.$inferInsert>[],
  overrides: Partial<typeof proceedings.$inferInsert> = {},
) {
  const proceeding = await createProceeding(db, matterId, categoryId, overrides);
  const { tracking, steps: rows } = await createTracking(
    db,
    matterId,
    { proceedingId: proceeding.id },
    steps.map((_, index) => `Step ${index + 1} of ${proceeding.proceedingCode}`),
  );
  for (const [index, row] of rows.entries())
    await db
      .update(proceduralSteps)
      .set(steps[index] ?? {})
      .where(eq(proceduralSteps.id, row.id));
  return { proceeding, tracking, steps: rows };
}

/** An activity of the tracking (at its step when given), assigned to and created by `responsibleId`. */
export function createActivity(
  db: DbOrTx,
  matterId: number,
  trackingId: number,
  stepId: number | null,
  overrides: Partial<typeof activities.$inferInsert> = {},
) {
  return insertOne(db, activities, {
    matterId,
    trackingId,
    stepId,
    title: "File the statement of defence",
    description: "Draft, have the client approve and file it.",
    status: "TODO",
    dueDate: "2027-03-01",
    ...overrides,
  });
}

/** A PDF document filed at a step or on a comment, its bytes in the test app's file store. */
export async function createDocument(
  t: Pick<TestApp, "database" | "app">,
  matterId: number,
  owner:
    | { stepId: number }
    | { commentId: number; approvalNeeded?: boolean; createdBy?: number | null; approvedAt?: Date },
) {
  const content = samplePdf();
  const stored = await t.app.files.put(Readable.from([content]), { maxBytes: fileLimits.maxBytes });
  return insertOne(t.database.db, documents, {
    matterId,
    ...owner,
    name: "Writ of summons.pdf",
    size: stored.size,
    contentType: "application/pdf",
    sha256: stored.sha256,
    storageKey: stored.key,
    status: "SUCCEEDED",
  });
}

/** A comment on the activity by `createdBy`. */
export const createComment = (
  db: DbOrTx,
  activityId: number,
  createdBy: number | null,
  text: string | null = "<p>Draft attached for review.</p>",
) => insertOne(db, activityComments, { activityId, createdBy, text });

/** A new user taking part in the matter in the role (local counsel on the categories), signed in. */
export async function signedInParticipant(
  db: DbOrTx,
  matterId: number,
  role: ParticipationRole,
  categoryIds: number[] = [],
) {
  const user = await createUser(db);
  await addParticipation(db, matterId, user.id, role, categoryIds);
  return { user, cookie: await sessionCookie(db, user.id) };
}

/** The body of POST dbbw/matters/{m}/workpackage (the form's fields as typed) for an assignee. */
export const workPackageBody = (assigneeId: number) => ({
  title: "Expert report on pass-on in Spain",
  whyEssential: "The defendants' pass-on defence needs an economist's answer.",
  assignee: { id: assigneeId },
  planning: "Q2 2027",
  numberDafTrucks: "1.200",
  numberHoursExpected: "120",
  totalAmount: "48.000",
  freeEarnersRole: "Partner and two associates",
  workStream: "Pass-on",
  jurisdiction: "Spain",
});

/** A SUBMITTED work package of the matter with the next number, by `createdBy` and assigned to `assigneeId`. */
export async function createWorkPackage(
  db: DbOrTx,
  matterId: number,
  overrides: Partial<typeof workPackages.$inferInsert> = {},
) {
  const [counter] = await db
    .update(matters)
    .set({ lastWorkPackageNumber: sql`${matters.lastWorkPackageNumber} + 1` })
    .where(eq(matters.id, matterId))
    .returning({ number: matters.lastWorkPackageNumber });
  return insertOne(db, workPackages, {
    matterId,
    number: counter?.number ?? 1,
    title: "Expert report on pass-on in Spain",
    whyEssential: "The defendants' pass-on defence needs an economist's answer.",
    planning: "Q2 2027",
    numberDafTrucks: "1.200",
    numberHoursExpected: "120",
    totalAmount: 4_800_000, // cents: EUR 48.000
    feeEarnersRole: "Partner and two associates",
    workStream: "Pass-on",
    jurisdiction: "Spain",
    ...overrides,
  });
}

/** Expected totals of a category. */
export const createTotals = (
  db: DbOrTx,
  matterId: number,
  categoryId: number,
  totals: { totalNumberOfFirstAssets?: number; totalNumberOfProceedings?: number } = {},
) =>
  insertOne(db, expectedTotals, {
    matterId,
    categoryId,
    totalNumberOfFirstAssets: totals.totalNumberOfFirstAssets ?? 500,
    totalNumberOfProceedings: totals.totalNumberOfProceedings ?? 10,
  });
