CREATE TABLE "expected_totals" (
	"id" serial PRIMARY KEY NOT NULL,
	"matter_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"total_number_of_first_assets" bigint NOT NULL,
	"total_number_of_proceedings" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expected_totals" ADD CONSTRAINT "expected_totals_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expected_totals" ADD CONSTRAINT "expected_totals_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expected_totals_category_unique" ON "expected_totals" USING btree ("category_id");