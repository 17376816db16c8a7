CREATE TABLE "category_figures" (
	"category_id" integer NOT NULL,
	"status" text NOT NULL,
	"proceedings" integer NOT NULL,
	"with_first_assets" integer NOT NULL,
	"first_assets" bigint NOT NULL,
	"with_claim_amount" integer NOT NULL,
	"claim_amount" bigint NOT NULL,
	"with_assets" integer NOT NULL,
	"assets" bigint NOT NULL,
	"collective" integer NOT NULL,
	CONSTRAINT "category_figures_category_id_status_pk" PRIMARY KEY("category_id","status")
);
--> statement-breakpoint
CREATE TABLE "proceeding_figures" (
	"proceeding_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"status" text NOT NULL,
	"claim_amount" bigint,
	"asset_rows" integer NOT NULL,
	"assets" bigint NOT NULL,
	"first_assets" bigint,
	"collective" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_figures" ADD CONSTRAINT "category_figures_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proceeding_figures" ADD CONSTRAINT "proceeding_figures_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The overview reads category_figures (a row per category and status) instead of adding up the
-- matter's proceedings, their item rows and claimants on every request. overview_refresh counts the
-- given proceedings again from the base tables (as the overview's aggregate did), keeps each one's
-- part in proceeding_figures and adds the difference to its category's row: the figures stay the
-- sums of what the base tables hold, whatever changed them. Statement triggers call it once per
-- statement with the changed rows' proceedings (transition tables, as the truck counters of 0004),
-- so an import of thousands of rows costs one refresh.
-- A generic plan: PL/pgSQL plans a statement with parameters anew for each call at first, which
-- made a one-proceeding refresh about three times as costly (2 ms against 0.7 ms, bench load 15).
CREATE FUNCTION "overview_refresh"("ids" integer[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF cardinality("ids") = 0 THEN
    RETURN;
  END IF;
  -- Writers of one proceeding take turns here, each then reading the rows the other committed. A
  -- no-key lock: inserts of its list rows hold key-share locks on it (their foreign key check).
  PERFORM 1 FROM "proceedings" WHERE "id" = ANY("ids") ORDER BY "id" FOR NO KEY UPDATE;
  WITH fresh AS (
    SELECT p."id" AS proceeding_id, p."category_id", p."status", p."total_sum_in_euro" AS claim_amount,
      coalesce(a.asset_rows, 0) AS asset_rows, coalesce(a.assets, 0) AS assets, a.first_assets,
      -- Collective: a mass claim, or a 21st claimant exists (at most 21 index entries read).
      p."is_mass_claim" OR EXISTS (
        SELECT 1 FROM "claimants" cl WHERE cl."proceeding_id" = p."id" OFFSET 20
      ) AS collective
    FROM "proceedings" p
    CROSS JOIN LATERAL (
      SELECT count(*) AS asset_rows, sum(pa."number") AS assets,
        -- DECISIONS "First assets": the matter's item label with the lowest id.
        sum(pa."number") FILTER (WHERE pa."asset_label_id" = (
          SELECT min(l."id") FROM "asset_labels" l WHERE l."matter_id" = p."matter_id"
        )) AS first_assets
      FROM "proceeding_assets" pa WHERE pa."proceeding_id" = p."id"
    ) a
    WHERE p."id" = ANY("ids")
  ),
  -- The same snapshot as the writes below: the parts as they were before this refresh.
  old AS (
    SELECT "proceeding_id", "category_id", "status", "claim_amount", "asset_rows", "assets",
      "first_assets", "collective"
    FROM "proceeding_figures" WHERE "proceeding_id" = ANY("ids")
  ),
  gone AS (
    DELETE FROM "proceeding_figures" f
    WHERE f."proceeding_id" = ANY("ids") AND NOT EXISTS (SELECT 1 FROM fresh WHERE fresh.proceeding_id = f."proceeding_id")
  ),
  kept AS (
    INSERT INTO "proceeding_figures" ("proceeding_id", "category_id", "status", "claim_amount", "asset_rows",
      "assets", "first_assets", "collective")
    SELECT * FROM fresh
    ON CONFLICT ("proceeding_id") DO UPDATE SET "category_id" = excluded."category_id",
      "status" = excluded."status", "claim_amount" = excluded."claim_amount",
      "asset_rows" = excluded."asset_rows", "assets" = excluded."assets",
      "first_assets" = excluded."first_assets", "collective" = excluded."collective"
  ),
  change AS (
    SELECT "category_id", "status", sum(n) AS proceedings,
      sum(n * ("first_assets" IS NOT NULL)::int) AS with_first_assets,
      sum(n * coalesce("first_assets", 0)) AS first_assets,
      sum(n * ("claim_amount" IS NOT NULL)::int) AS with_claim_amount,
      sum(n * coalesce("claim_amount", 0)) AS claim_amount,
      sum(n * ("asset_rows" > 0)::int) AS with_assets,
      sum(n * "assets") AS assets,
      sum(n * "collective"::int) AS collective
    FROM (SELECT 1 AS n, * FROM fresh UNION ALL SELECT -1, * FROM old) moves
    GROUP BY "category_id", "status"
  )
  -- In key order, so writers of several categories cannot deadlock; an unchanged row is not locked.
  INSERT INTO "category_figures" ("category_id", "status", "proceedings", "with_first_assets", "first_assets",
    "with_claim_amount", "claim_amount", "with_assets", "assets", "collective")
  SELECT * FROM change
  WHERE (proceedings, with_first_assets, first_assets, with_claim_amount, claim_amount, with_assets, assets, collective)
    <> (0, 0, 0, 0, 0, 0, 0, 0)
  ORDER BY "category_id", "status"
  ON CONFLICT ("category_id", "status") DO UPDATE SET
    "proceedings" = "category_figures"."proceedings" + excluded."proceedings",
    "with_first_assets" = "category_figures"."with_first_assets" + excluded."with_first_assets",
    "first_assets" = "category_figures"."first_assets" + excluded."first_assets",
    "with_claim_amount" = "category_figures"."with_claim_amount" + excluded."with_claim_amount",
    "claim_amount" = "category_figures"."claim_amount" + excluded."claim_amount",
    "with_assets" = "category_figures"."with_assets" + excluded."with_assets",
    "assets" = "category_figures"."assets" + excluded."assets",
    "collective" = "category_figures"."collective" + excluded."collective";
END $$;
--> statement-breakpoint
-- Each trigger names its inserted or deleted rows changed_rows (an update: its new rows, and
-- old_rows), so one body serves them all.
CREATE FUNCTION "overview_proceedings_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Only what the overview counts: the truck counters' updates (0004) and other edits pass by.
    PERFORM "overview_refresh"(ARRAY(
      SELECT n."id" FROM changed_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE (n."matter_id", n."category_id", n."status", n."total_sum_in_euro", n."is_mass_claim")
        IS DISTINCT FROM (o."matter_id", o."category_id", o."status", o."total_sum_in_euro", o."is_mass_claim")
    ));
  ELSE
    PERFORM "overview_refresh"(ARRAY(SELECT "id" FROM changed_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Item rows and claimants: their proceedings before and after the statement.
CREATE FUNCTION "overview_list_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM "overview_refresh"(ARRAY(
      SELECT "proceeding_id" FROM changed_rows UNION SELECT "proceeding_id" FROM old_rows
    ));
  ELSE
    PERFORM "overview_refresh"(ARRAY(SELECT DISTINCT "proceeding_id" FROM changed_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The first item label is the matter's lowest id: a label that comes or goes before every other
-- of its matter makes another label the first, and the matter's proceedings are counted again.
CREATE FUNCTION "overview_first_label_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "overview_refresh"(ARRAY(
    SELECT p."id" FROM "proceedings" p WHERE p."matter_id" IN (
      SELECT c."matter_id" FROM changed_rows c
      WHERE NOT EXISTS (SELECT 1 FROM "asset_labels" l WHERE l."matter_id" = c."matter_id" AND l."id" < c."id")
    )
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "overview_proceedings_insert" AFTER INSERT ON "proceedings" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "overview_proceedings_change"();
--> statement-breakpoint
CREATE TRIGGER "overview_proceedings_update" AFTER UPDATE ON "proceedings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "overview_proceedings_change"();
--> statement-breakpoint
CREATE TRIGGER "overview_proceedings_delete" AFTER DELETE ON "proceedings" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "overview_proceedings_change"();
--> statement-breakpoint
CREATE TRIGGER "overview_assets_insert" AFTER INSERT ON "proceeding_assets" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "overview_list_change"();
--> statement-breakpoint
CREATE TRIGGER "overview_assets_update" AFTER UPDATE ON "proceeding_assets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "overview_list_change"();
--> statement-breakpoint
CREATE TRIGGER "overview_assets_delete" AFTER DELETE ON "proceeding_assets" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "overview_list_change"();
--> statement-breakpoint
CREATE TRIGGER "overview_claimants_insert" AFTER INSERT ON "claimants" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "overview_list_change"();
--> statement-breakpoint
CREATE TRIGGER "overview_claimants_update" AFTER UPDATE ON "claimants" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "overview_list_change"();
--> statement-breakpoint
CREATE TRIGGER "overview_claimants_delete" AFTER DELETE ON "claimants" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "overview_list_change"();
--> statement-breakpoint
CREATE TRIGGER "overview_labels_insert" AFTER INSERT ON "asset_labels" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "overview_first_label_change"();
--> statement-breakpoint
CREATE TRIGGER "overview_labels_delete" AFTER DELETE ON "asset_labels" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "overview_first_label_change"();
--> statement-breakpoint
SELECT "overview_refresh"(ARRAY(SELECT "id" FROM "proceedings"));
