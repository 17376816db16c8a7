CREATE TABLE "import_preview_claims" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"claim_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_preview_claims" ADD CONSTRAINT "import_preview_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;