CREATE TABLE "risk_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"signal" text NOT NULL,
	"key" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decision" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "risk_flags_subject_type_check" CHECK ("risk_flags"."subject_type" in ('listing', 'user', 'conversation')),
	CONSTRAINT "risk_flags_signal_check" CHECK ("risk_flags"."signal" in ('price-far-below', 'reused-photo', 'shared-phone', 'risky-message', 'vin-mismatch', 'vin-shared')),
	CONSTRAINT "risk_flags_status_check" CHECK ("risk_flags"."status" in ('open', 'cleared', 'actioned')),
	CONSTRAINT "risk_flags_decision_check" CHECK ("risk_flags"."decision" in ('clear', 'hide-listing', 'suspend-account')),
	CONSTRAINT "risk_flags_decided_check" CHECK (("risk_flags"."status" = 'open') = ("risk_flags"."decided_at" is null) and ("risk_flags"."status" = 'open') = ("risk_flags"."decision" is null))
);
--> statement-breakpoint
ALTER TABLE "listing_photos" ADD COLUMN "phash" bigint;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD COLUMN "phash_band0" integer GENERATED ALWAYS AS ((("listing_photos"."phash" >> 48) & 65535)::int) STORED;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD COLUMN "phash_band1" integer GENERATED ALWAYS AS ((("listing_photos"."phash" >> 32) & 65535)::int) STORED;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD COLUMN "phash_band2" integer GENERATED ALWAYS AS ((("listing_photos"."phash" >> 16) & 65535)::int) STORED;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD COLUMN "phash_band3" integer GENERATED ALWAYS AS (("listing_photos"."phash" & 65535)::int) STORED;--> statement-breakpoint
ALTER TABLE "risk_flags" ADD CONSTRAINT "risk_flags_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_flags_evidence_idx" ON "risk_flags" USING btree ("subject_type","subject_id","signal","key");--> statement-breakpoint
CREATE INDEX "risk_flags_queue_idx" ON "risk_flags" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "users_phone_digits_idx" ON "users" USING btree (right(regexp_replace("phone", '[^0-9]', '', 'g'), 10)) WHERE "users"."phone" is not null;--> statement-breakpoint
CREATE INDEX "listing_photos_phash0_idx" ON "listing_photos" USING btree ("phash_band0") WHERE "listing_photos"."phash" is not null;--> statement-breakpoint
CREATE INDEX "listing_photos_phash1_idx" ON "listing_photos" USING btree ("phash_band1") WHERE "listing_photos"."phash" is not null;--> statement-breakpoint
CREATE INDEX "listing_photos_phash2_idx" ON "listing_photos" USING btree ("phash_band2") WHERE "listing_photos"."phash" is not null;--> statement-breakpoint
CREATE INDEX "listing_photos_phash3_idx" ON "listing_photos" USING btree ("phash_band3") WHERE "listing_photos"."phash" is not null;