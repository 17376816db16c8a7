// Proceedings and their lists: item rows, served writs, claimants, trucks and defendants.
import type { ClaimedCosts } from "@litfolio/shared/costs";
import {
  defendantInvolvements,
  defendantStatuses,
  type LawFirm,
  type LocalCounsel,
  proceedingStatuses,
  writStatuses,
} from "@litfolio/shared/proceedings";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { assetLabels, categories, defendantLabels, matters, servedWritPlaces } from "./matters";
import { users } from "./users";

/**
 * A claim in one jurisdiction or workstream of a matter (SPEC 3 "Proceeding"). The code is the
 * category's code plus `codeCounter` (NLD001), stored whole for search; the claimed-cost block is
 * one JSON document because it is always read and written as a whole with the proceeding.
 */
export const proceedings = pgTable(
  "proceedings",
  {
    id: serial("id").primaryKey(),
    matterId: integer("matter_id")
      .notNull()
      .references(() => matters.id, { onDelete: "restrict" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    codeCounter: integer("code_counter").notNull(),
    proceedingCode: text("proceeding_code").notNull(),
    localCounselProceedingCode: text("local_counsel_proceeding_code"),
    status: text("status", { enum: proceedingStatuses }).notNull(),
    isMassClaim: boolean("is_mass_claim").notNull().default(false),
    issueDate: date("issue_date"),
    plaintiffFullName: text("plaintiff_full_name").notNull(),
    plaintiffShortName: text("plaintiff_short_name").notNull(),
    lawFirm: text("law_firm"),
    lawFirms: jsonb("law_firms").$type<LawFirm[]>().notNull().default([]),
    localCounsels: jsonb("local_counsels").$type<LocalCounsel[]>().notNull().default([]),
    expert: text("expert"),
    courtName: text("court_name"),
    courtLocation: text("court_location"),
    courtRecordNumber: text("court_record_number"),
    dbResponsibleFirstName: text("db_responsible_first_name").notNull(),
    dbResponsibleLastName: text("db_responsible_last_name").notNull(),
    dbResponsibleEmailAddress: text("db_responsible_email_address"),
    dbResponsibleTelephoneNumber: text("db_responsible_telephone_number"),
    claimedCosts: jsonb("claimed_costs").$type<ClaimedCosts>().notNull(),
    /** Derived from the claimed costs on save (EUR amounts only), for sorting and the overview. */
    totalSumInEuro: bigint("total_sum_in_euro", { mode: "number" }),
    /** Set when a defendant of the proceeding carries a warning (SPEC 4 "Defendant warnings"). */
    defendantsAlert: boolean("defendants_alert").notNull().default(false),
    /**
     * How many trucks are confirmed and unconfirmed, kept by statement triggers on `trucks`
     * (migration 0004): counting a proceeding's 100,000+ trucks on every page would be too slow.
     */
    confirmedTrucks: integer("confirmed_trucks").notNull().default(0),
    unconfirmedTrucks: integer("unconfirmed_trucks").notNull().default(0),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    /** The version of the claimants list, saved as a whole; an open proceeding form is not stale. */
    claimantsVersion: integer("claimants_version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("proceedings_category_counter_unique").on(t.categoryId, t.codeCounter),
    index("proceedings_matter_status_idx").on(t.matterId, t.status),
    index("proceedings_matter_plaintiff_idx").on(t.matterId, sql`lower(${t.plaintiffFullName})`),
    index("proceedings_matter_law_firm_idx").on(t.matterId, sql`lower(${t.lawFirm})`),
    index("proceedings_matter_court_location_idx").on(t.matterId, sql`lower(${t.courtLocation})`),
    index("proceedings_matter_issue_date_idx").on(t.matterId, t.issueDate),
  ],
);

export const proceedingId = () =>
  integer("proceeding_id")
    .notNull()
    .references(() => proceedings.id, { onDelete: "cascade" });

/** Item rows: how many of an item label (trucks, trailers) the proceeding is about. */
export const proceedingAssets = pgTable(
  "proceeding_assets",
  {
    proceedingId: proceedingId(),
    assetLabelId: integer("asset_label_id")
      .notNull()
      .references(() => assetLabels.id, { onDelete: "restrict" }),
    number: bigint("number", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.proceedingId, t.assetLabelId] }),
    index("proceeding_assets_label_idx").on(t.assetLabelId),
  ],
);

/** Where and whether the writ was served; each place once per proceeding. */
export const proceedingServedWrits = pgTable(
  "proceeding_served_writs",
  {
    proceedingId: proceedingId(),
    servedWritPlaceId: integer("served_writ_place_id")
      .notNull()
      .references(() => servedWritPlaces.id, { onDelete: "restrict" }),
    status: text("status", { enum: writStatuses }).notNull(),
    servedOn: date("served_on"),
  },
  (t) => [
    primaryKey({ columns: [t.proceedingId, t.servedWritPlaceId] }),
    index("proceeding_served_writs_place_idx").on(t.servedWritPlaceId),
    index("proceeding_served_writs_served_on_idx").on(t.servedOn, t.proceedingId),
  ],
);

export const claimants = pgTable(
  "claimants",
  {
    id: serial("id").primaryKey(),
    proceedingId: proceedingId(),
    fullName: text("full_name").notNull(),
    shortName: text("short_name").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [index("claimants_proceeding_idx").on(t.proceedingId, t.position)],
);

export const trucks = pgTable(
  "trucks",
  {
    id: serial("id").primaryKey(),
    proceedingId: proceedingId(),
    chassisNumber: text("chassis_number").notNull(),
    confirmed: boolean("confirmed").notNull().default(false),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index("trucks_proceeding_confirmed_idx").on(t.proceedingId, t.confirmed, t.chassisNumber),
    index("trucks_chassis_idx").on(t.chassisNumber),
  ],
);

/** A matter defendant's part in one proceeding; labels without a row are not yet assessed. */
export const proceedingDefendants = pgTable(
  "proceeding_defendants",
  {
    id: serial("id").primaryKey(),
    proceedingId: proceedingId(),
    defendantLabelId: integer("defendant_label_id")
      .notNull()
      .references(() => defendantLabels.id, { onDelete: "restrict" }),
    involvement: text("involvement", { enum: defendantInvolvements }).notNull(),
    status: text("status", { enum: defendantStatuses }),
    tpnSentDate: date("tpn_sent_date"),
    joinedDate: date("joined_date"),
    comment: text("comment"),
    alert: boolean("alert").notNull().default(false),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("proceeding_defendants_label_unique").on(t.proceedingId, t.defendantLabelId),
    index("proceeding_defendants_label_idx").on(t.defendantLabelId),
  ],
);
