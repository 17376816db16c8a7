CREATE TABLE "claimants" (
	"id" serial PRIMARY KEY NOT NULL,
	"proceeding_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"short_name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proceeding_assets" (
	"proceeding_id" integer NOT NULL,
	"asset_label_id" integer NOT NULL,
	"number" bigint NOT NULL,
	CONSTRAINT "proceeding_assets_proceeding_id_asset_label_id_pk" PRIMARY KEY("proceeding_id","asset_label_id")
);
--> statement-breakpoint
CREATE TABLE "proceeding_defendants" (
	"id" serial PRIMARY KEY NOT NULL,
	"proceeding_id" integer NOT NULL,
	"defendant_label_id" integer NOT NULL,
	"involvement" text NOT NULL,
	"status" text,
	"tpn_sent_date" date,
	"joined_date" date,
	"comment" text,
	"alert" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proceeding_served_writs" (
	"proceeding_id" integer NOT NULL,
	"served_writ_place_id" integer NOT NULL,
	"status" text NOT NULL,
	"served_on" date,
	CONSTRAINT "proceeding_served_writs_proceeding_id_served_writ_place_id_pk" PRIMARY KEY("proceeding_id","served_writ_place_id")
);
--> statement-breakpoint
CREATE TABLE "proceedings" (
	"id" serial PRIMARY KEY NOT NULL,
	"matter_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"code_counter" integer NOT NULL,
	"proceeding_code" text NOT NULL,
	"local_counsel_proceeding_code" text,
	"status" text NOT NULL,
	"is_mass_claim" boolean DEFAULT false NOT NULL,
	"issue_date" date,
	"plaintiff_full_name" text NOT NULL,
	"plaintiff_short_name" text NOT NULL,
	"law_firm" text,
	"law_firms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"local_counsels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expert" text,
	"court_name" text,
	"court_location" text,
	"court_record_number" text,
	"db_responsible_first_name" text NOT NULL,
	"db_responsible_last_name" text NOT NULL,
	"db_responsible_email_address" text,
	"db_responsible_telephone_number" text,
	"claimed_costs" jsonb NOT NULL,
	"total_sum_in_euro" bigint,
	"defendants_alert" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "truck_information_sources" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trucks" (
	"id" serial PRIMARY KEY NOT NULL,
	"proceeding_id" integer NOT NULL,
	"chassis_number" text NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "proceeding_counter" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "claimants" ADD CONSTRAINT "claimants_proceeding_id_proceedings_id_fk" FOREIGN KEY ("proceeding_id") REFERENCES "public"."proceedings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proceeding_assets" ADD CONSTRAINT "proceeding_assets_proceeding_id_proceedings_id_fk" FOREIGN KEY ("proceeding_id") REFERENCES "public"."proceedings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proceeding_assets" ADD CONSTRAINT "proceeding_assets_asset_label_id_asset_labels_id_fk" FOREIGN KEY ("asset_label_id") REFERENCES "public"."asset_labels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proceeding_defendants" ADD CONSTRAINT "proceeding_defendants_proceeding_id_proceedings_id_fk" FOREIGN KEY ("proceeding_id") REFERENCES "public"."proceedings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proceeding_defendants" ADD CONSTRAINT "proceeding_defendants_defendant_label_id_defendant_labels_id_fk" FOREIGN KEY ("defendant_label_id") REFERENCES "public"."defendant_labels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proceeding_served_writs" ADD CONSTRAINT "proceeding_served_writs_proceeding_id_proceedings_id_fk" FOREIGN KEY ("proceeding_id") REFERENCES "public"."proceedings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proceeding_served_writs" ADD CONSTRAINT "proceeding_served_writs_served_writ_place_id_served_writ_places_id_fk" FOREIGN KEY ("served_writ_place_id") REFERENCES "public"."served_writ_places"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proceedings" ADD CONSTRAINT "proceedings_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proceedings" ADD CONSTRAINT "proceedings_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proceedings" ADD CONSTRAINT "proceedings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucks" ADD CONSTRAINT "trucks_proceeding_id_proceedings_id_fk" FOREIGN KEY ("proceeding_id") REFERENCES "public"."proceedings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claimants_proceeding_idx" ON "claimants" USING btree ("proceeding_id","position");--> statement-breakpoint
CREATE INDEX "proceeding_assets_label_idx" ON "proceeding_assets" USING btree ("asset_label_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proceeding_defendants_label_unique" ON "proceeding_defendants" USING btree ("proceeding_id","defendant_label_id");--> statement-breakpoint
CREATE INDEX "proceeding_defendants_label_idx" ON "proceeding_defendants" USING btree ("defendant_label_id");--> statement-breakpoint
CREATE INDEX "proceeding_served_writs_place_idx" ON "proceeding_served_writs" USING btree ("served_writ_place_id");--> statement-breakpoint
CREATE INDEX "proceeding_served_writs_served_on_idx" ON "proceeding_served_writs" USING btree ("served_on","proceeding_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proceedings_category_counter_unique" ON "proceedings" USING btree ("category_id","code_counter");--> statement-breakpoint
CREATE INDEX "proceedings_matter_status_idx" ON "proceedings" USING btree ("matter_id","status");--> statement-breakpoint
CREATE INDEX "proceedings_matter_plaintiff_idx" ON "proceedings" USING btree ("matter_id",lower("plaintiff_full_name"));--> statement-breakpoint
CREATE INDEX "proceedings_matter_law_firm_idx" ON "proceedings" USING btree ("matter_id",lower("law_firm"));--> statement-breakpoint
CREATE INDEX "proceedings_matter_court_location_idx" ON "proceedings" USING btree ("matter_id",lower("court_location"));--> statement-breakpoint
CREATE INDEX "proceedings_matter_issue_date_idx" ON "proceedings" USING btree ("matter_id","issue_date");--> statement-breakpoint
CREATE INDEX "trucks_proceeding_confirmed_idx" ON "trucks" USING btree ("proceeding_id","confirmed","chassis_number");--> statement-breakpoint
CREATE INDEX "trucks_chassis_idx" ON "trucks" USING btree ("chassis_number");--> statement-breakpoint
-- Reference data (DECISIONS "Catalogues"): EUR first, then the other currencies of the jurisdictions in use.
INSERT INTO "currencies" ("code", "name", "position") VALUES
	('EUR', 'Euro', 0),
	('GBP', 'Pound sterling', 1),
	('PLN', 'Polish złoty', 2),
	('SEK', 'Swedish krona', 3),
	('DKK', 'Danish krone', 4),
	('CZK', 'Czech koruna', 5),
	('HUF', 'Hungarian forint', 6),
	('RON', 'Romanian leu', 7),
	('BGN', 'Bulgarian lev', 8),
	('NOK', 'Norwegian krone', 9),
	('CHF', 'Swiss franc', 10),
	('USD', 'US dollar', 11);
--> statement-breakpoint
INSERT INTO "truck_information_sources" ("key", "value", "url", "position") VALUES
	('RDW', 'RDW vehicle register (Netherlands)', 'https://ovi.rdw.nl/default.aspx?kenteken={chassisNumber}', 0),
	('DAF_PARTS', 'DAF chassis information (PACCAR Parts)', 'https://www.daf.com/en/services/chassis-information?vin={chassisNumber}', 1),
	('VIN_DECODER', 'Public VIN decoder', 'https://vpic.nhtsa.dot.gov/decoder/Decoder?VIN={chassisNumber}', 2);
