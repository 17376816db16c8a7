// Work packages (SPEC 3 "Work package", "Work package approval"): a matter's budget requests, numbered
// per matter, and the approvals and rejections its active clients gave them.
import { type WorkPackageChange, workPackageStatuses } from "@litfolio/shared/work-packages";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { matters } from "./matters";
import { users } from "./users";

/**
 * One work package. `number` is the matter's counter (`matters.last_work_package_number`) at its
 * creation; `updatedAt` and `lastModifiedBy` change with edits only (an approval keeps them), so the
 * timeline's MODIFIED is the last edit.
 */
export const workPackages = pgTable(
  "work_packages",
  {
    id: serial("id").primaryKey(),
    matterId: integer("matter_id")
      .notNull()
      .references(() => matters.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    title: text("title").notNull(),
    whyEssential: text("why_essential").notNull(),
    planning: text("planning").notNull(),
    claimExposureAndImpact: text("claim_exposure_and_impact"),
    numberDafTrucks: text("number_daf_trucks").notNull(),
    numberHoursExpected: text("number_hours_expected").notNull(),
    /** Cents (EUR with up to two decimals; migration 0014 moved whole euros to cents). */
    totalAmount: bigint("total_amount", { mode: "number" }).notNull(),
    notesAmount: text("notes_amount"),
    splitBetweenParties: text("split_between_parties"),
    feeEarnersRole: text("fee_earners_role").notNull(),
    workStream: text("work_stream").notNull(),
    jurisdiction: text("jurisdiction").notNull(),
    assumptions: text("assumptions"),
    status: text("status", { enum: workPackageStatuses }).notNull().default("SUBMITTED"),
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    lastModifiedBy: integer("last_modified_by").references(() => users.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("work_packages_number_unique").on(t.matterId, t.number),
    index("work_packages_status_idx").on(t.matterId, t.status),
  ],
);

/** An approval (with the amount approved) or a rejection, with its comments. */
export const workPackageApprovals = pgTable(
  "work_package_approvals",
  {
    id: serial("id").primaryKey(),
    workPackageId: integer("work_package_id")
      .notNull()
      .references(() => workPackages.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["APPROVED", "NOT_APPROVED"] }).notNull(),
    /** Cents, as the package's total amount. */
    amountApproved: bigint("amount_approved", { mode: "number" }),
    comments: text("comments").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("work_package_approvals_package_idx").on(t.workPackageId, t.createdAt)],
);

/**
 * One edit of a package (issue 27): who, when and the fields it changed, old and new, as the timeline
 * and the approve and reject dialog show them (the total amount in cents, the assignee by name as it
 * was then). Edits made before this table existed have one row without changes.
 */
export const workPackageModifications = pgTable(
  "work_package_modifications",
  {
    id: serial("id").primaryKey(),
    workPackageId: integer("work_package_id")
      .notNull()
      .references(() => workPackages.id, { onDelete: "cascade" }),
    modifiedBy: integer("modified_by").references(() => users.id, { onDelete: "set null" }),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
    changes: jsonb("changes").$type<WorkPackageChange[]>().notNull(),
  },
  (t) => [index("work_package_modifications_package_idx").on(t.workPackageId, t.modifiedAt)],
);
