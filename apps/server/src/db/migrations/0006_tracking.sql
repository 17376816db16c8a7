CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"matter_id" integer NOT NULL,
	"step_id" integer,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procedural_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"tracking_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"average_duration" text,
	"estimate_deadline" boolean DEFAULT false NOT NULL,
	"deadline" date,
	"court_hearing" boolean DEFAULT false NOT NULL,
	"client_deadline" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trackings" (
	"id" serial PRIMARY KEY NOT NULL,
	"matter_id" integer NOT NULL,
	"template" boolean NOT NULL,
	"category_id" integer,
	"proceeding_id" integer,
	"based_on_template_id" integer,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trackings_template_or_proceeding" CHECK (("trackings"."template" and "trackings"."category_id" is not null and "trackings"."proceeding_id" is null) or (not "trackings"."template" and "trackings"."proceeding_id" is not null and "trackings"."category_id" is null))
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_step_id_procedural_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."procedural_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedural_steps" ADD CONSTRAINT "procedural_steps_tracking_id_trackings_id_fk" FOREIGN KEY ("tracking_id") REFERENCES "public"."trackings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_proceeding_id_proceedings_id_fk" FOREIGN KEY ("proceeding_id") REFERENCES "public"."proceedings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_based_on_template_id_trackings_id_fk" FOREIGN KEY ("based_on_template_id") REFERENCES "public"."trackings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_storage_key_unique" ON "documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "documents_step_idx" ON "documents" USING btree ("step_id");--> statement-breakpoint
CREATE INDEX "procedural_steps_tracking_idx" ON "procedural_steps" USING btree ("tracking_id","position");--> statement-breakpoint
CREATE INDEX "procedural_steps_deadline_idx" ON "procedural_steps" USING btree ("deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "trackings_proceeding_unique" ON "trackings" USING btree ("proceeding_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trackings_template_category_unique" ON "trackings" USING btree ("category_id") WHERE "trackings"."template";--> statement-breakpoint
CREATE INDEX "trackings_matter_idx" ON "trackings" USING btree ("matter_id","template");--> statement-breakpoint
CREATE INDEX "trackings_based_on_idx" ON "trackings" USING btree ("based_on_template_id");--> statement-breakpoint
ALTER TABLE "resolutions" ADD CONSTRAINT "resolutions_step_id_procedural_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."procedural_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resolutions_step_idx" ON "resolutions" USING btree ("step_id");