// A matter, its configuration (jurisdictions and workstreams, the name lists, menu items) and its
// participants.
import { matterStatuses } from "@litfolio/shared/matters";
import { participationRoles } from "@litfolio/shared/permissions";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./users";

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
    /** The last work package number given in this matter: numbers are never given twice. */
    lastWorkPackageNumber: integer("last_work_package_number").notNull().default(0),
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
