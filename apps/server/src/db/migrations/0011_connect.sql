CREATE TABLE "connect_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connect_tokens" (
	"id" integer PRIMARY KEY NOT NULL,
	"access_token" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_token" text NOT NULL,
	"refresh_expires_at" timestamp with time zone,
	"obtained_at" timestamp with time zone NOT NULL,
	"authenticated" boolean NOT NULL,
	"failure_notified_at" timestamp with time zone,
	"refreshing_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connect_tokens_one_row" CHECK ("connect_tokens"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "connect_states_expires_idx" ON "connect_states" USING btree ("expires_at");