ALTER TABLE "proceedings" ADD COLUMN "confirmed_trucks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "proceedings" ADD COLUMN "unconfirmed_trucks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The counters follow every change of `trucks` (insert, confirm, delete, and the cascade when a
-- proceeding goes), one UPDATE per statement over the changed rows (transition tables), so a bulk
-- insert of 100,000 trucks costs one grouped update, not 100,000.
CREATE FUNCTION "trucks_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "proceedings" p SET
      "confirmed_trucks" = p."confirmed_trucks" - gone.confirmed,
      "unconfirmed_trucks" = p."unconfirmed_trucks" - gone.unconfirmed
    FROM (SELECT "proceeding_id", count(*) FILTER (WHERE "confirmed") AS confirmed,
                 count(*) FILTER (WHERE NOT "confirmed") AS unconfirmed
          FROM old_rows GROUP BY "proceeding_id") gone
    WHERE p."id" = gone."proceeding_id";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE "proceedings" p SET
      "confirmed_trucks" = p."confirmed_trucks" + came.confirmed,
      "unconfirmed_trucks" = p."unconfirmed_trucks" + came.unconfirmed
    FROM (SELECT "proceeding_id", count(*) FILTER (WHERE "confirmed") AS confirmed,
                 count(*) FILTER (WHERE NOT "confirmed") AS unconfirmed
          FROM new_rows GROUP BY "proceeding_id") came
    WHERE p."id" = came."proceeding_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trucks_count_insert" AFTER INSERT ON "trucks" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "trucks_count_change"();
--> statement-breakpoint
CREATE TRIGGER "trucks_count_update" AFTER UPDATE ON "trucks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "trucks_count_change"();
--> statement-breakpoint
CREATE TRIGGER "trucks_count_delete" AFTER DELETE ON "trucks" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "trucks_count_change"();
--> statement-breakpoint
UPDATE "proceedings" p SET
  "confirmed_trucks" = (SELECT count(*) FROM "trucks" t WHERE t."proceeding_id" = p."id" AND t."confirmed"),
  "unconfirmed_trucks" = (SELECT count(*) FROM "trucks" t WHERE t."proceeding_id" = p."id" AND NOT t."confirmed");
--> statement-breakpoint
-- The list's first step (sort the page's ids) reads only this index, not the wide rows.
CREATE INDEX "proceedings_matter_status_list_idx" ON "proceedings" ("matter_id", "status") INCLUDE ("category_id", "code_counter", "id");
