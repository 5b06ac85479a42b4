-- Verified needs every required step, the proof of address included (docs/decisions/011-trust-and-verification.md).
ALTER TABLE "users" drop column "verified";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified" boolean GENERATED ALWAYS AS ("users"."email_verified_at" is not null and "users"."phone_verified_at" is not null and "users"."identity_verified_at" is not null and "users"."address_verified_at" is not null) STORED NOT NULL;--> statement-breakpoint
-- A reported sign-in is the answer to its alert, not a new alert (docs/decisions/012-security-center.md).
UPDATE "security_events" SET "severity" = 'info', "reviewed_at" = coalesce("reviewed_at", "created_at") WHERE "type" = 'session_reported';
