CREATE TABLE "proceeding_granted_costs" (
	"proceeding_id" integer PRIMARY KEY NOT NULL,
	"costs" jsonb NOT NULL,
	"total_sum_in_euro" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resolution_catalogue_entries" (
	"catalogue" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "resolution_catalogue_entries_catalogue_key_pk" PRIMARY KEY("catalogue","key")
);
--> statement-breakpoint
CREATE TABLE "resolutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"proceeding_id" integer NOT NULL,
	"resolution" text NOT NULL,
	"step_id" integer,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"contents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_paid" jsonb,
	"court_name" text,
	"court_location" text,
	"court_record_number" text,
	"date" date,
	"legal_effect" text,
	"instance" text,
	"established_damages" jsonb,
	"legal_cost" jsonb,
	"legal_interest" jsonb,
	"adverse_cost" jsonb,
	"settled_amount" jsonb,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proceeding_granted_costs" ADD CONSTRAINT "proceeding_granted_costs_proceeding_id_proceedings_id_fk" FOREIGN KEY ("proceeding_id") REFERENCES "public"."proceedings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolutions" ADD CONSTRAINT "resolutions_proceeding_id_proceedings_id_fk" FOREIGN KEY ("proceeding_id") REFERENCES "public"."proceedings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolutions" ADD CONSTRAINT "resolutions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resolutions_proceeding_idx" ON "resolutions" USING btree ("proceeding_id","resolution");--> statement-breakpoint
-- Reference data (DECISIONS "Catalogues"): the judgement and settlement catalogues, key and value.
INSERT INTO "resolution_catalogue_entries" ("catalogue", "key", "value", "position") VALUES
	('JUDGEMENT_TYPE', 'FINAL', 'Final judgement', 0),
	('JUDGEMENT_TYPE', 'INTERIM', 'Interim judgement', 1),
	('JUDGEMENT_TYPE', 'PARTIAL', 'Partial judgement', 2),
	('JUDGEMENT_TYPE', 'DEFAULT', 'Default judgement', 3),
	('JUDGEMENT_TYPE', 'DECLARATORY', 'Declaratory judgement', 4),
	('JUDGEMENT_TYPE', 'PRELIMINARY_REFERENCE', 'Preliminary reference to the CJEU', 5),
	('JUDGEMENT_TYPE', 'PROCEDURAL', 'Procedural decision', 6),
	('JUDGEMENT_INSTANCE', 'FIRST', 'First instance', 0),
	('JUDGEMENT_INSTANCE', 'APPEAL', 'Appeal', 1),
	('JUDGEMENT_INSTANCE', 'CASSATION', 'Cassation / Supreme Court', 2),
	('JUDGEMENT_INSTANCE', 'CJEU', 'Court of Justice of the European Union', 3),
	('JUDGEMENT_INSTANCE', 'SUMMARY', 'Summary proceedings (interim relief)', 4),
	('JUDGEMENT_LEGAL_EFFECT', 'NOT_FINAL', 'Not final (appeal possible)', 0),
	('JUDGEMENT_LEGAL_EFFECT', 'APPEALED', 'Appealed', 1),
	('JUDGEMENT_LEGAL_EFFECT', 'PROVISIONALLY_ENFORCEABLE', 'Provisionally enforceable', 2),
	('JUDGEMENT_LEGAL_EFFECT', 'FINAL', 'Final (res judicata)', 3),
	('JUDGEMENT_LEGAL_EFFECT', 'SET_ASIDE', 'Set aside on appeal', 4),
	('JUDGEMENT_CONTENT', 'JURISDICTION', 'Jurisdiction', 0),
	('JUDGEMENT_CONTENT', 'APPLICABLE_LAW', 'Applicable law', 1),
	('JUDGEMENT_CONTENT', 'LIMITATION', 'Limitation period', 2),
	('JUDGEMENT_CONTENT', 'STANDING', 'Standing and assignment of claims', 3),
	('JUDGEMENT_CONTENT', 'BINDING_EFFECT', 'Binding effect of the Commission decision', 4),
	('JUDGEMENT_CONTENT', 'OVERCHARGE', 'Existence of an overcharge', 5),
	('JUDGEMENT_CONTENT', 'QUANTUM', 'Quantum of damages', 6),
	('JUDGEMENT_CONTENT', 'PASSING_ON', 'Passing-on defence', 7),
	('JUDGEMENT_CONTENT', 'INTEREST', 'Interest', 8),
	('JUDGEMENT_CONTENT', 'DISCLOSURE', 'Disclosure of evidence', 9),
	('JUDGEMENT_CONTENT', 'EXPERT', 'Appointment of a court expert', 10),
	('JUDGEMENT_CONTENT', 'COSTS', 'Costs of the proceedings', 11),
	('SETTLEMENT_TYPE', 'FULL', 'Full settlement', 0),
	('SETTLEMENT_TYPE', 'PARTIAL', 'Partial settlement', 1),
	('SETTLEMENT_TYPE', 'ONE_DEFENDANT', 'Settlement with one defendant', 2),
	('SETTLEMENT_TYPE', 'GROUP', 'Group settlement', 3),
	('SETTLEMENT_TYPE', 'WITHDRAWAL', 'Withdrawal without payment', 4),
	('SETTLEMENT_CONTENT', 'PAYMENT', 'Payment of damages', 0),
	('SETTLEMENT_CONTENT', 'INTEREST', 'Interest included', 1),
	('SETTLEMENT_CONTENT', 'COSTS', 'Costs of the proceedings', 2),
	('SETTLEMENT_CONTENT', 'WAIVER', 'Waiver of further claims', 3),
	('SETTLEMENT_CONTENT', 'NO_ADMISSION', 'No admission of liability', 4),
	('SETTLEMENT_CONTENT', 'CONFIDENTIALITY', 'Confidentiality clause', 5),
	('SETTLEMENT_CONTENT', 'CONTRIBUTION', 'Contribution claims excluded', 6),
	('SETTLEMENT_CONTENT', 'ASSIGNMENT', 'Claims assigned to the defendant', 7);
