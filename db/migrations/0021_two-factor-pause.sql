-- The second factor pauses after too many wrong codes (docs/decisions/012-security-center.md).
ALTER TABLE "security_events" DROP CONSTRAINT "security_events_type_check";--> statement-breakpoint
ALTER TABLE "two_factor" ADD COLUMN "failed_codes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factor" ADD COLUMN "failures_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "two_factor" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_type_check" CHECK ("security_events"."type" in ('sign_in', 'new_device_sign_in', 'failed_sign_ins', 'password_changed', 'two_factor_enabled', 'two_factor_disabled', 'recovery_code_used', 'two_factor_locked', 'email_changed', 'phone_changed', 'session_reported'));
