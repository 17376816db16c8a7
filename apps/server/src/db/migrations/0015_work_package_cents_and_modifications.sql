CREATE TABLE "work_package_modifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_package_id" integer NOT NULL,
	"modified_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_package_modifications" ADD CONSTRAINT "work_package_modifications_work_package_id_work_packages_id_fk" FOREIGN KEY ("work_package_id") REFERENCES "public"."work_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_package_modifications" ADD CONSTRAINT "work_package_modifications_modified_by_users_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_package_modifications_package_idx" ON "work_package_modifications" USING btree ("work_package_id","modified_at");--> statement-breakpoint
-- Hand-written (issue 27): amounts move from whole euros to cents, and each package edited before
-- this migration keeps its one MODIFIED event (who and when; what changed was not recorded then).
UPDATE "work_packages" SET "total_amount" = "total_amount" * 100;--> statement-breakpoint
UPDATE "work_package_approvals" SET "amount_approved" = "amount_approved" * 100 WHERE "amount_approved" IS NOT NULL;--> statement-breakpoint
INSERT INTO "work_package_modifications" ("work_package_id", "modified_by", "modified_at", "changes")
SELECT "id", "last_modified_by", "updated_at", '[]'::jsonb FROM "work_packages" WHERE "updated_at" <> "created_at";
