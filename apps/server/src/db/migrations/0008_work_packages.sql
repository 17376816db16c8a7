CREATE TABLE "work_package_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_package_id" integer NOT NULL,
	"status" text NOT NULL,
	"amount_approved" bigint,
	"comments" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"matter_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"why_essential" text NOT NULL,
	"planning" text NOT NULL,
	"claim_exposure_and_impact" text,
	"number_daf_trucks" text NOT NULL,
	"number_hours_expected" text NOT NULL,
	"total_amount" bigint NOT NULL,
	"notes_amount" text,
	"split_between_parties" text,
	"fee_earners_role" text NOT NULL,
	"work_stream" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"assumptions" text,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"assignee_id" integer,
	"created_by" integer,
	"last_modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matters" ADD COLUMN "last_work_package_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "work_package_approvals" ADD CONSTRAINT "work_package_approvals_work_package_id_work_packages_id_fk" FOREIGN KEY ("work_package_id") REFERENCES "public"."work_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_package_approvals" ADD CONSTRAINT "work_package_approvals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_packages" ADD CONSTRAINT "work_packages_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_packages" ADD CONSTRAINT "work_packages_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_packages" ADD CONSTRAINT "work_packages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_packages" ADD CONSTRAINT "work_packages_last_modified_by_users_id_fk" FOREIGN KEY ("last_modified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_package_approvals_package_idx" ON "work_package_approvals" USING btree ("work_package_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "work_packages_number_unique" ON "work_packages" USING btree ("matter_id","number");--> statement-breakpoint
CREATE INDEX "work_packages_status_idx" ON "work_packages" USING btree ("matter_id","status");