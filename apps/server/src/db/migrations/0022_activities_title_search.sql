-- pg_trgm: trusted since PostgreSQL 13 (the database owner may create it); PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "activities_responsible_idx";--> statement-breakpoint
CREATE INDEX "activities_title_trgm_idx" ON "activities" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_responsible_idx" ON "activities" USING btree ("responsible_id","matter_id","status","due_date");