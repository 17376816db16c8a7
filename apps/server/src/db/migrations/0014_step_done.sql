ALTER TABLE "procedural_steps" ADD COLUMN "done_on" date;--> statement-breakpoint
ALTER TABLE "procedural_steps" ADD COLUMN "done_by" integer;--> statement-breakpoint
ALTER TABLE "procedural_steps" ADD CONSTRAINT "procedural_steps_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedural_steps" ADD CONSTRAINT "procedural_steps_done_by_when_done" CHECK ("procedural_steps"."done_on" is not null or "procedural_steps"."done_by" is null);