ALTER TABLE "documents" ADD COLUMN "connect_copy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_copy_pending_idx" ON "documents" USING btree ("matter_id","status","created_at") WHERE "documents"."status" <> 'SUCCEEDED';--> statement-breakpoint
-- Hand-written: a copy waiting or failed was queued when its document was stored; a SUCCEEDED one may have been stored without Connect, so nothing is said about it.
UPDATE "documents" SET "connect_copy" = true WHERE "status" <> 'SUCCEEDED';
