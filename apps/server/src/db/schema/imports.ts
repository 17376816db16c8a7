// A previewed import of a proceeding's claimants or trucks (modules/imports), kept until the user
// confirms it or an hour has passed. `work` holds the rows already parsed, checked and matched (what
// to add, what to update by id), so the commit writes them without reading the file again; the
// versions say what the proceeding looked like then, so a commit after a change answers 409.
import { index, integer, json, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { matters } from "./matters";
import { proceedings } from "./proceedings";
import { users } from "./users";

export const importBatches = pgTable(
  "import_batches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    matterId: integer("matter_id")
      .notNull()
      .references(() => matters.id, { onDelete: "cascade" }),
    proceedingId: integer("proceeding_id")
      .notNull()
      .references(() => proceedings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["claimants", "trucks"] }).notNull(),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    /** The proceeding's `version` at the preview. */
    proceedingVersion: integer("proceeding_version").notNull(),
    /** What the list looked like at the preview: the claimants' list version, the trucks' fingerprint. */
    listState: text("list_state").notNull(),
    counts: json("counts")
      .$type<{ added: number; updated: number; skipped: number; invalid: number }>()
      .notNull(),
    /**
     * `json`, not `jsonb`: stored and read back as the text it is (PostgreSQL does not take 200,000
     * rows apart into a binary document nobody queries).
     */
    work: json("work").$type<unknown>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("import_batches_proceeding_idx").on(t.proceedingId),
    index("import_batches_created_idx").on(t.createdAt),
  ],
);

/**
 * The user's import preview while it is checked, whichever server process checks it: one a user.
 * A claim older than IMPORT_PREVIEW_SECONDS is over (the preview's deadline stopped it, or its
 * process died) and the next preview takes it over.
 */
export const importPreviewClaims = pgTable("import_preview_claims", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** This claim's own id: a preview gives back only its own claim, never one taken over from it. */
  claimId: uuid("claim_id").notNull(),
  claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
});
