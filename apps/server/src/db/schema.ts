// Drizzle tables. `npm run db:generate` turns changes here into a migration under db/migrations.
import type { ClaimedCosts } from "@litfolio/shared/costs";
import { matterStatuses } from "@litfolio/shared/matters";
import { participationRoles } from "@litfolio/shared/permissions";
import {
  defendantInvolvements,
  defendantStatuses,
  type LawFirm,
  type LocalCounsel,
  proceedingStatuses,
  writStatuses,
} from "@litfolio/shared/proceedings";
import {
  type AmountPaid,
  type EstablishedDamages,
  type LabelledPrice,
  type Price,
  resolutionKinds,
} from "@litfolio/shared/resolutions";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    emailAddress: text("email_address").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    passwordHash: text("password_hash"),
    securityRole: text("security_role", { enum: ["SYSTEM_ADMIN", "USER"] }).notNull(),
    active: boolean("active").notNull().default(false),
    deleted: boolean("deleted").notNull().default(false),
    lastLogin: timestamp("last_login", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.emailAddress),
    index("users_first_name_idx").on(sql`lower(${t.firstName})`),
    index("users_last_name_idx").on(sql`lower(${t.lastName})`),
  ],
);

/**
 * A browser session. `stage` is "verification" between a correct password and the e-mailed code
 * (then `codeHash` is set), and "active" after the code. The id is a SHA-256 of the cookie value,
 * so a database read does not reveal usable session tokens.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stage: text("stage", { enum: ["verification", "active"] }).notNull(),
    codeHash: text("code_hash"),
    codeAttempts: integer("code_attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Single-use links for activation and password reset; only the token's hash is kept. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["activation", "reset"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("account_tokens_hash_unique").on(t.tokenHash),
    index("account_tokens_user_idx").on(t.userId),
  ],
);

/** Fixed-window counters shared by all server processes (login, verify and reset limits). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});

/** Every e-mail the product sends; once sent or given up, kept without its secret (mail/outbox.ts). */
export const mails = pgTable(
  "mails",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    status: text("status", { enum: ["queued", "sent", "failed"] })
      .notNull()
      .default("queued"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mails_to_idx").on(t.toAddress, t.id)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: integer("actor_id"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action", { enum: ["create", "update", "delete"] }).notNull(),
    changes: jsonb("changes").$type<Record<string, { old: unknown; new: unknown }>>().notNull(),
  },
  (t) => [index("audit_entity_idx").on(t.entity, t.entityId)],
);

/** A matter: one client's portfolio of proceedings (SPEC 3 "Matter"). `key` is the matter number. */
export const matters = pgTable(
  "matters",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    key: text("key").notNull(),
    client: text("client").notNull(),
    connectFolderId: text("connect_folder_id").notNull(),
    status: text("status", { enum: matterStatuses }).notNull().default("ACTIVE"),
    version: integer("version").notNull().default(1),
    /** The version of the menu items list, saved as a whole (http/edits.ts advanceListVersion). */
    menuItemsVersion: integer("menu_items_version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("matters_key_unique").on(sql`lower(${t.key})`),
    index("matters_name_idx").on(sql`lower(${t.name})`),
    index("matters_client_idx").on(sql`lower(${t.client})`),
  ],
);

const matterId = () =>
  integer("matter_id")
    .notNull()
    .references(() => matters.id, { onDelete: "cascade" });

/**
 * A jurisdiction or workstream of a matter. Its 3-letter code starts the codes of its proceedings,
 * so it is unique within the matter whatever the type.
 */
export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    matterId: matterId(),
    type: text("type", { enum: ["jurisdiction", "workstream"] }).notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** The last counter given to a proceeding code of this category; never goes back (DECISIONS). */
    proceedingCounter: integer("proceeding_counter").notNull().default(0),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("categories_matter_code_unique").on(t.matterId, t.code),
    uniqueIndex("categories_matter_type_name_unique").on(t.matterId, t.type, sql`lower(${t.name})`),
  ],
);

/** The per-matter name lists: items (asset labels), defendant labels and served-writ places. */
const labelTable = (name: string) =>
  pgTable(
    name,
    {
      id: serial("id").primaryKey(),
      matterId: matterId(),
      name: text("name").notNull(),
      version: integer("version").notNull().default(1),
      ...timestamps,
    },
    (t) => [uniqueIndex(`${name}_matter_name_unique`).on(t.matterId, sql`lower(${t.name})`)],
  );

export const assetLabels = labelTable("asset_labels");
export const defendantLabels = labelTable("defendant_labels");
export const servedWritPlaces = labelTable("served_writ_places");

/** Extra links in the drawer's "Additional menu items" group, in `orderItem` order. */
export const menuItems = pgTable(
  "menu_items",
  {
    id: serial("id").primaryKey(),
    matterId: matterId(),
    name: text("name").notNull(),
    url: text("url").notNull(),
    orderItem: integer("order_item").notNull(),
    ...timestamps,
  },
  (t) => [index("menu_items_matter_order_idx").on(t.matterId, t.orderItem)],
);

/** A user's one participation on a matter, with its role; local counsel roles have categories. */
export const participations = pgTable(
  "participations",
  {
    id: serial("id").primaryKey(),
    matterId: matterId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: participationRoles }).notNull(),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("participations_matter_user_unique").on(t.matterId, t.userId),
    index("participations_user_idx").on(t.userId),
  ],
);

export const participationCategories = pgTable(
  "participation_categories",
  {
    participationId: integer("participation_id")
      .notNull()
      .references(() => participations.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.participationId, t.categoryId] }),
    index("participation_categories_category_idx").on(t.categoryId),
  ],
);

// ---- Reference data (DECISIONS "Catalogues"): rows are inserted by the migrations only. ----------

export const currencies = pgTable("currencies", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  position: integer("position").notNull(),
});

/** Public registers where a chassis number can be looked up; `url` holds `{chassisNumber}`. */
export const truckInformationSources = pgTable("truck_information_sources", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  url: text("url").notNull(),
  position: integer("position").notNull(),
});

/**
 * The judgement and settlement catalogues (types, instances, legal effects, contents), one table
 * keyed by catalogue and key: they are alike and only ever read whole (DECISIONS "Catalogues").
 */
export const resolutionCatalogueEntries = pgTable(
  "resolution_catalogue_entries",
  {
    catalogue: text("catalogue").notNull(),
    key: text("key").notNull(),
    value: text("value").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.catalogue, t.key] })],
);

// ---- Proceedings ---------------------------------------------------------------------------------

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

const proceedingId = () =>
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

/**
 * A judgement or settlement of a proceeding (SPEC 3 "Resolution"). The amount blocks are JSON
 * documents, read and written whole with their resolution; catalogue keys are checked on save.
 */
export const resolutions = pgTable(
  "resolutions",
  {
    id: serial("id").primaryKey(),
    proceedingId: proceedingId(),
    resolution: text("resolution", { enum: resolutionKinds }).notNull(),
    /**
     * The procedural step of the proceeding's tracking. Trackings do not exist yet: the tracking
     * issue adds the foreign key to its procedural steps table.
     */
    stepId: integer("step_id"),
    type: text("type").notNull(),
    outcome: text("outcome").notNull(),
    contents: jsonb("contents").$type<string[]>().notNull().default([]),
    amountPaid: jsonb("amount_paid").$type<AmountPaid>(),
    // Judgements only
    courtName: text("court_name"),
    courtLocation: text("court_location"),
    courtRecordNumber: text("court_record_number"),
    date: date("date"),
    legalEffect: text("legal_effect"),
    instance: text("instance"),
    establishedDamages: jsonb("established_damages").$type<Omit<EstablishedDamages, "totalSumInEuro">>(),
    legalCost: jsonb("legal_cost").$type<LabelledPrice>(),
    legalInterest: jsonb("legal_interest").$type<Price & { estimate: boolean }>(),
    adverseCost: jsonb("adverse_cost").$type<Price & { estimate: boolean; paymentDate: string | null }>(),
    // Settlements only
    settledAmount: jsonb("settled_amount").$type<LabelledPrice & { type: "COST" }>(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [index("resolutions_proceeding_idx").on(t.proceedingId, t.resolution)],
);

/** What the courts granted a proceeding overall: a cost block like the claimed costs. */
export const proceedingGrantedCosts = pgTable("proceeding_granted_costs", {
  proceedingId: proceedingId().primaryKey(),
  costs: jsonb("costs").$type<ClaimedCosts>().notNull(),
  totalSumInEuro: bigint("total_sum_in_euro", { mode: "number" }),
  version: integer("version").notNull().default(1),
  ...timestamps,
});

/**
 * The first answer to a create sent with an Idempotency-Key (http/idempotency.ts), per user, for 24
 * hours: a retry gets it again instead of creating a second object. `status` is null while the first
 * request is in flight; only 2xx answers are kept.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** Method and URL, e.g. "POST /api/dbbw/matters/7/proceedings". */
    request: text("request").notNull(),
    /** SHA-256 of the validated body: the same key with another body is refused. */
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index("idempotency_keys_created_at_idx").on(t.createdAt),
  ],
);
